import type { FastifyInstance, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { fail } from '../../lib/app-error.ts';
import type { ChatOwner } from '../../lib/chat-events.ts';
import type { GuestIds } from './guest-ids.ts';

/** Who is chatting: a member (bearer token) or a guest (signed guest id). */
export type Customer =
  | { kind: 'member'; memberId: number; username: string; name: string; guestKey?: string }
  | { kind: 'guest'; guestKey: string };

export function ownerOf(customer: Customer): ChatOwner {
  return customer.kind === 'member' ? { memberId: customer.memberId } : { guestKey: customer.guestKey };
}

/**
 * The chat routes are public because guests use them (ADR 0080). A request with a bearer token
 * is a member's, checked as every member route's (a bad token is refused, never taken for a
 * guest); without one, it needs a guest id this server signed. The userId a body carries is
 * never trusted: the member is the token's. A member who also sends their old guest id (the
 * widget keeps it after login) gets that guest's conversation merged into theirs.
 */
export class Customers {
  constructor(
    private readonly app: FastifyInstance,
    private readonly pool: pg.Pool,
    private readonly guestIds: GuestIds,
  ) {}

  async of(request: FastifyRequest, guestId: string | null | undefined): Promise<Customer> {
    if (request.headers.authorization) {
      await this.app.requireMember(request);
      const { memberId } = request.member;
      const { rows } = await this.pool.query<{ username: string; name: string }>(
        'SELECT username, name FROM members WHERE id = $1',
        [memberId],
      );
      const member = rows[0] ?? fail('INVALID_USER_1');
      const guestKey = guestId ? this.guestIds.keyOrNothing(guestId) : undefined;
      return { kind: 'member', memberId, ...member, ...(guestKey ? { guestKey } : {}) };
    }
    if (!guestId) fail('CHAT_GUEST_INVALID');
    return { kind: 'guest', guestKey: this.guestIds.keyOf(guestId) };
  }
}
