import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, memberId, updatedAt } from './columns.ts';

/**
 * Phone notifications (Web Push, ADR 0156): one row per device (its push service endpoint), owned
 * by the member and the session that subscribed it, so a logout ends that device's pushes and a
 * member signing in on a shared phone takes the endpoint over. A push service's 404 or 410 deletes
 * the row.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    endpoint: text('endpoint').primaryKey(),
    memberId: memberId().notNull(),
    sessionId: text('session_id').notNull(),
    /** The browser's keys (RFC 8291): its P-256 public key and authentication secret, base64url. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** th, la or en: the language the device's texts are written in. */
    language: text('language').notNull(),
    /** The member chose to see amounts on a locked screen. */
    showAmounts: boolean('show_amounts').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('push_subscriptions_member_idx').on(t.memberId),
    index('push_subscriptions_session_idx').on(t.sessionId),
  ],
);

/**
 * Each event told once (a deposit credited, a withdrawal settled, a coupon about to expire):
 * every node hears a balance change, and the first to claim the event's key sends it.
 */
export const pushSent = pgTable('push_sent', {
  /** `movement:<id>` or `coupon:<id>`. */
  eventKey: text('event_key').primaryKey(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});
