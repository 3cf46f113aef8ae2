import { z } from 'zod';
import { pendingSummary } from './common.ts';

/**
 * The operators' socket.io namespace (same path as the members', SOCKET_PATH): the operator
 * token goes in the handshake `auth.token`. A member token is refused, as an operator token is
 * on the members' namespace.
 */
export const BACKOFFICE_NAMESPACE = '/backoffice';

/**
 * The money queues (heldCredits: operators' credits from files and typed amounts waiting for a
 * second operator, ADR 0131), what waits for a second admin (settingChanges: money-control
 * setting changes, ADR 0130; operatorGrants: operators an admin made or changed, ADR 0129), and
 * the bank feed's items (issue 23: the Auto deposits page, not a queues tab).
 */
export const queueNames = [
  'withdrawals',
  'depositReviews',
  'adjustments',
  'heldCredits',
  'settingChanges',
  'operatorGrants',
  'bankFeed',
] as const;
export const queueName = z.enum(queueNames);
export type QueueName = z.infer<typeof queueName>;

/**
 * `queue:changed`: an item arrived in a queue (added), left it (decided), or changed while it
 * still waits (updated: a first approval that waits for a second operator); pending is the
 * queue's waiting count after the change, so a screen can update its badge without a call
 * and reload its list when it shows that queue. Sent to admin and finance operators.
 */
export const queueChangedEvent = z.object({
  queue: queueName,
  change: z.enum(['added', 'decided', 'updated']),
  /** The item's id as its queue lists it (a number, or a deposit review's `slip-12`). */
  itemId: z.string(),
  pending: pendingSummary,
  at: z.string(),
});
export type QueueChangedEvent = z.infer<typeof queueChangedEvent>;

/** `session:ended`: the operator's session was revoked, expired or signed out elsewhere. */
export const operatorSessionEndedEvent = z.object({ code: z.enum(['UNAUTHORIZED', 'EXPIRED_AUTH_TOKEN']) });
export type OperatorSessionEndedEvent = z.infer<typeof operatorSessionEndedEvent>;

export interface BackofficeServerToClientEvents {
  'queue:changed': (event: QueueChangedEvent) => void;
  'session:ended': (event: OperatorSessionEndedEvent) => void;
}
export type BackofficeClientToServerEvents = Record<string, never>;
