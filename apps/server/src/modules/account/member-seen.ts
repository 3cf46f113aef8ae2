import { BlockList, isIP } from 'node:net';
import type { MemberDevicesReply } from '@wallet/contract';
import type pg from 'pg';

/** A browser's user agent is kept this long at most: enough to name it, not a place to store a blob. */
const USER_AGENT_MAX = 200;

/**
 * Addresses that are a proxy's, a LAN's or this machine's, never one member's: two members seen
 * from one of them share nothing (ADR 0182). Behind a misconfigured proxy every login comes from
 * it, and flagging every withdrawal would teach the team to ignore the flag.
 */
const notOneMembers = new BlockList();
notOneMembers.addSubnet('127.0.0.0', 8, 'ipv4');
notOneMembers.addSubnet('10.0.0.0', 8, 'ipv4');
notOneMembers.addSubnet('172.16.0.0', 12, 'ipv4');
notOneMembers.addSubnet('192.168.0.0', 16, 'ipv4');
notOneMembers.addSubnet('169.254.0.0', 16, 'ipv4');
notOneMembers.addSubnet('100.64.0.0', 10, 'ipv4');
notOneMembers.addAddress('::1', 'ipv6');
notOneMembers.addSubnet('fc00::', 7, 'ipv6');
notOneMembers.addSubnet('fe80::', 10, 'ipv6');

/** Whether an address may be compared with other members' (a public one). */
export function comparableAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const address = mapped ?? ip;
  const family = isIP(address);
  if (family === 0) return false;
  return !notOneMembers.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** The first characters of a device id shown to operators: enough to tell devices apart. */
const DEVICE_SHOWN = 8;

/**
 * What a member's logins came from (issue 41, ADR 0182): the known-device cookie's id and the
 * address, each with its first and last login and a count. Written after each login (a failure
 * here never fails the login: auth's listeners), read on the member page and by the withdrawal
 * risk signal SHARED_DEVICE.
 */
export class MemberSeen {
  constructor(private readonly pool: pg.Pool) {}

  async recordLogin(memberId: number, deviceId: string, ip: string, userAgent: string | undefined) {
    await this.pool.query(
      `INSERT INTO member_seen (member_id, kind, value, user_agent, comparable)
       VALUES ($1, 'device', $2, $3, true), ($1, 'address', $4, NULL, $5)
       ON CONFLICT (member_id, kind, value) DO UPDATE
         SET last_seen = now(), count = member_seen.count + 1,
             user_agent = coalesce(EXCLUDED.user_agent, member_seen.user_agent)`,
      [memberId, deviceId, userAgent?.slice(0, USER_AGENT_MAX) ?? null, ip, comparableAddress(ip)],
    );
  }

  /** Newest first, each with how many other members were ever seen on the same value. */
  async list(memberId: number): Promise<MemberDevicesReply> {
    const { rows } = await this.pool.query<{
      kind: 'device' | 'address';
      value: string;
      userAgent: string | null;
      firstSeen: Date;
      lastSeen: Date;
      count: number;
      comparable: boolean;
      otherMembers: number;
    }>(
      `SELECT s.kind, s.value, s.user_agent AS "userAgent", s.first_seen AS "firstSeen",
              s.last_seen AS "lastSeen", s.count, s.comparable,
              (SELECT count(DISTINCT o.member_id) FROM member_seen o
                WHERE o.kind = s.kind AND o.value = s.value AND o.member_id <> s.member_id)::int AS "otherMembers"
       FROM member_seen s WHERE s.member_id = $1 ORDER BY s.last_seen DESC LIMIT 50`,
      [memberId],
    );
    return {
      seen: rows.map((row) => ({
        kind: row.kind,
        value: row.kind === 'device' ? row.value.slice(0, DEVICE_SHOWN) : row.value,
        userAgent: row.userAgent,
        firstSeen: row.firstSeen.toISOString(),
        lastSeen: row.lastSeen.toISOString(),
        count: row.count,
        comparable: row.comparable,
        otherMembers: row.otherMembers,
      })),
    };
  }
}
