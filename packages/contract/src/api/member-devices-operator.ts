import { z } from 'zod';

/**
 * What a member's logins were seen from (issue 41, ADR 0182). `device`: the known-device
 * cookie's id (ADR 0128), one per browser whoever signs in on it; `address`: the IP address.
 * `comparable` false: not counted for the SHARED_DEVICE signal (a loopback or private address is
 * a proxy's or a LAN's, not the member's).
 */
export const memberSeenKinds = ['device', 'address'] as const;
export const memberSeen = z.object({
  kind: z.enum(memberSeenKinds),
  /** The address, or the first characters of the device id: enough to tell devices apart. */
  value: z.string(),
  /** The browser's user agent at its last login (devices only). */
  userAgent: z.string().nullable(),
  firstSeen: z.string(),
  lastSeen: z.string(),
  count: z.number().int(),
  comparable: z.boolean(),
  /** Other members seen on the same device or address, ever. */
  otherMembers: z.number().int(),
});
export type MemberSeen = z.infer<typeof memberSeen>;

/** GET /api/backoffice/members/:memberId/devices: newest last seen first. */
export const memberDevicesReply = z.object({ seen: z.array(memberSeen) });
export type MemberDevicesReply = z.infer<typeof memberDevicesReply>;
