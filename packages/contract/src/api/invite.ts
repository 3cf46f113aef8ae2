import { z } from 'zod';
import { drawRef } from './draws.ts';

/** One invite record: the commission one invitee earned the member in one period. */
export const inviteRecord = z.object({
  from: z.object({ name: z.string() }),
  /** Baht. */
  amount: z.number(),
  createdAt: z.string(),
  /** The settlement period's first instant (ISO 8601). */
  periodStart: z.string(),
});
export const inviteReply = z.object({ total: z.number().int(), invites: z.array(inviteRecord) });
export type InviteRecord = z.infer<typeof inviteRecord>;
export type InviteReply = z.infer<typeof inviteReply>;

/** GET /api/invite/bonus when the draw succeeded: the whole unclaimed sum is in the wallet. */
export const inviteBonusReply = z.object({
  message: z.literal('INVITE_BONUS_SUCCESS'),
  amount: z.number(),
  reference: z.string(),
  draw: drawRef,
});
export type InviteBonusReply = z.infer<typeof inviteBonusReply>;
