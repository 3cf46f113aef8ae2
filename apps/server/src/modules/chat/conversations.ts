import type pg from 'pg';
import type { ChatConversationSummary, ChatInboxCounts, ChatInboxFilter } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import { memberTagsSql, tagsOf } from '../../lib/member-tags-sql.ts';
import type { ChatOwner } from '../../lib/chat-events.ts';
import { inTransaction } from '../../db/transaction.ts';
import type { Tx } from '../../db/queryable.ts';
import type { Customer } from './customers.ts';
import type { MessageViews } from './message-views.ts';
import { MESSAGE_COLUMNS, type MessageRow } from './message-rows.ts';

interface SummaryRow {
  id: number;
  memberId: number | null;
  guestKey: string | null;
  name: string | null;
  username: string | null;
  lastMessageAt: Date | null;
  customerReadAt: Date | null;
  unread: number;
  assignedId: number | null;
  assignedUsername: string | null;
  open: boolean;
  last: MessageRow | null;
  waitingSince: Date | null;
  customerLocale: 'th' | 'la' | 'en' | null;
  memberTags: string[];
}

/** One query for the list and for one conversation: the latest message, unread count, open session. */
const SUMMARY = `
  SELECT c.id, c.member_id AS "memberId", c.guest_key AS "guestKey", m.name, m.username,
    c.last_message_at AS "lastMessageAt", c.customer_read_at AS "customerReadAt",
    (SELECT count(*)::int FROM chat_messages u WHERE u.conversation_id = c.id AND u.sender = 'customer'
       AND u.created_at > coalesce(c.agent_read_at, '-infinity')) AS unread,
    o.id AS "assignedId", o.username AS "assignedUsername",
    coalesce((SELECT s.closed_at IS NULL FROM chat_sessions s WHERE s.conversation_id = c.id
       ORDER BY s.id DESC LIMIT 1), true) AS open,
    (SELECT row_to_json(l) FROM (SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = c.id
       ORDER BY id DESC LIMIT 1) l) AS last,
    -- The customer's first message after the last answer: how long they have waited (issue 41).
    (SELECT min(w.created_at) FROM chat_messages w WHERE w.conversation_id = c.id AND w.sender = 'customer'
       AND w.id > coalesce((SELECT max(a.id) FROM chat_messages a WHERE a.conversation_id = c.id
                            AND a.sender <> 'customer'), 0)) AS "waitingSince",
    c.customer_locale AS "customerLocale",
    ${memberTagsSql('c.member_id')} AS "memberTags"
  FROM chat_conversations c
  LEFT JOIN members m ON m.id = c.member_id
  LEFT JOIN operators o ON o.id = c.assigned_operator_id`;

const FILTERS: Record<ChatInboxFilter, string> = {
  mine: 'open AND "assignedId" = $1',
  unassigned: 'open AND "assignedId" IS NULL',
  all: 'open',
  closed: 'NOT open',
};

/** The inbox shows this many conversations at most, newest first. */
const INBOX_LIMIT = 200;

/**
 * Conversations (issue 25): one per member, one per guest; the guest's merged into the
 * member's when the guest logs in (ADR 0080); the agents' list, assignment, read marks.
 */
/** How recent a guest conversation merges without asking the member (ADR 0153). */
export const GUEST_MERGE_WINDOW = "interval '1 hour'";

/** A read mark of the merged conversation: `column` is the member's, `guest` the guest's ($n, timestamptz). */
function mergedMark(column: string, guest: string): string {
  return `CASE WHEN last_message_at IS NULL THEN ${guest}::timestamptz
    WHEN $2::timestamptz IS NULL THEN ${column}
    WHEN ${column} IS NULL OR ${guest}::timestamptz IS NULL THEN NULL
    ELSE least(${column}, ${guest}::timestamptz) END`;
}

export class Conversations {
  constructor(
    private readonly pool: pg.Pool,
    private readonly views: MessageViews,
  ) {}

  /**
   * The customer's conversation, made on first use; a member's recent guest conversation of this
   * browser merged in (an older one waits for the member's consent, ADR 0153).
   */
  async open(customer: Customer): Promise<number> {
    if (customer.kind === 'guest') return this.upsert(this.pool, 'guest_key', customer.guestKey);
    if (customer.guestKey) await this.merge(customer.guestKey, customer.memberId, 'recent');
    return this.upsert(this.pool, 'member_id', customer.memberId);
  }

  /** Whether a guest conversation of this key is still there (not merged, not empty). */
  async guestWaiting(guestKey: string): Promise<boolean> {
    const { rows } = await this.pool.query(
      'SELECT 1 FROM chat_conversations WHERE guest_key = $1 AND last_message_at IS NOT NULL',
      [guestKey],
    );
    return rows.length > 0;
  }

  /** The customer's conversation if there is one (a history read makes none). */
  async find(customer: Customer): Promise<number | undefined> {
    if (customer.kind === 'member' && customer.guestKey)
      await this.merge(customer.guestKey, customer.memberId, 'recent');
    const [column, value] =
      customer.kind === 'guest' ? ['guest_key', customer.guestKey] : ['member_id', customer.memberId];
    const { rows } = await this.pool.query<{ id: number }>(
      `SELECT id FROM chat_conversations WHERE ${column} = $1`,
      [value],
    );
    return rows[0]?.id;
  }

  private async upsert(db: Tx | pg.Pool, column: 'guest_key' | 'member_id', value: string | number) {
    // Read first: every message calls this, and an upsert would write (and wait for a commit) each time.
    const found = await db.query<{ id: number }>(`SELECT id FROM chat_conversations WHERE ${column} = $1`, [
      value,
    ]);
    if (found.rows[0]) return found.rows[0].id;
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO chat_conversations (${column}) VALUES ($1)
       ON CONFLICT (${column}) DO UPDATE SET ${column} = EXCLUDED.${column} RETURNING id`,
      [value],
    );
    return rows[0]!.id;
  }

  /**
   * The guest's messages, sessions and files move to the member's conversation, in one
   * transaction with the guest's row locked: two tabs logging in at once merge it once. The
   * member's conversation id when something moved.
   *
   * ADR 0153: without the member's consent (`'recent'`) only a conversation started within
   * GUEST_MERGE_WINDOW merges: the guest id is this browser's, and an hour-old start is the member
   * who just asked and signed in, not whoever used the device before. An older one waits until
   * the member agrees (`'consented'`). The read marks go with the messages.
   */
  async merge(
    guestKey: string,
    memberId: number,
    basis: 'recent' | 'consented',
  ): Promise<number | undefined> {
    return inTransaction(this.pool, async (tx) => {
      const { rows } = await tx.query<{
        id: number;
        assigned: number | null;
        last: Date | null;
        customerReadAt: Date | null;
        agentReadAt: Date | null;
        recent: boolean;
      }>(
        `SELECT id, assigned_operator_id AS assigned, last_message_at AS last,
                customer_read_at AS "customerReadAt", agent_read_at AS "agentReadAt",
                created_at > now() - ${GUEST_MERGE_WINDOW} AS recent
         FROM chat_conversations WHERE guest_key = $1 FOR UPDATE`,
        [guestKey],
      );
      const guest = rows[0];
      if (!guest) return undefined;
      if (basis === 'recent' && !guest.recent) return undefined;
      const target = await this.upsert(tx, 'member_id', memberId);
      await tx.query(
        'UPDATE chat_messages SET conversation_id = $1, member_id = $2 WHERE conversation_id = $3',
        [target, memberId, guest.id],
      );
      await tx.query('UPDATE chat_sessions SET conversation_id = $1 WHERE conversation_id = $2', [
        target,
        guest.id,
      ]);
      await tx.query('UPDATE chat_files SET conversation_id = $1 WHERE conversation_id = $2', [
        target,
        guest.id,
      ]);
      // Read marks: a side with no messages takes the other's; with both, a mark holds only up to
      // the earlier of the two (a message read on one side but not the other shows unread again,
      // never the reverse), and a side never read keeps the whole unread.
      await tx.query(
        `UPDATE chat_conversations SET
           customer_read_at = ${mergedMark('customer_read_at', '$4')},
           agent_read_at = ${mergedMark('agent_read_at', '$5')},
           last_message_at = greatest(last_message_at, $2::timestamptz),
           assigned_operator_id = coalesce(assigned_operator_id, $3)
         WHERE id = $1`,
        [target, guest.last, guest.assigned, guest.customerReadAt, guest.agentReadAt],
      );
      await tx.query('DELETE FROM chat_conversations WHERE id = $1', [guest.id]);
      return target;
    });
  }

  async summary(id: number): Promise<ChatConversationSummary> {
    // Named: PostgreSQL plans this many-subquery statement once per connection, not once per
    // message sent (its planning was most of the database's time in the chat bench, ADR 0219).
    const { rows } = await this.pool.query<SummaryRow>({
      name: 'chat_conversation_summary',
      text: `SELECT * FROM (${SUMMARY}) x WHERE id = $1`,
      values: [id],
    });
    return this.summaryOf(rows[0] ?? fail('NO_DATA'));
  }

  async owner(id: number): Promise<ChatOwner> {
    const { rows } = await this.pool.query<{ memberId: number | null; guestKey: string | null }>(
      'SELECT member_id AS "memberId", guest_key AS "guestKey" FROM chat_conversations WHERE id = $1',
      [id],
    );
    const row = rows[0] ?? fail('NO_DATA');
    return row.memberId !== null ? { memberId: row.memberId } : { guestKey: row.guestKey! };
  }

  /** The side bar's counts: open and unassigned, open and waiting for an answer, open and mine. */
  async counts(operatorId: number): Promise<ChatInboxCounts> {
    const { rows } = await this.pool.query<ChatInboxCounts>(
      `SELECT count(*) FILTER (WHERE "assignedId" IS NULL)::int AS unassigned,
              count(*) FILTER (WHERE "waitingSince" IS NOT NULL)::int AS waiting,
              count(*) FILTER (WHERE "assignedId" = $1)::int AS mine
       FROM (${SUMMARY}) x WHERE open`,
      [operatorId],
    );
    return rows[0]!;
  }

  /** The customer wrote: their language is the one to answer in. */
  async noteLocale(id: number, locale: 'th' | 'la' | 'en'): Promise<void> {
    await this.pool.query(
      'UPDATE chat_conversations SET customer_locale = $2 WHERE id = $1 AND customer_locale IS DISTINCT FROM $2',
      [id, locale],
    );
  }

  /** An agent answered an unassigned conversation: it is theirs now (issue 41), never taken from another. */
  async claimIfUnassigned(id: number, operatorId: number): Promise<void> {
    await this.pool.query(
      'UPDATE chat_conversations SET assigned_operator_id = $2 WHERE id = $1 AND assigned_operator_id IS NULL',
      [id, operatorId],
    );
  }

  async inbox(filter: ChatInboxFilter, operatorId: number): Promise<ChatConversationSummary[]> {
    const { rows } = await this.pool.query<SummaryRow>(
      `SELECT * FROM (${SUMMARY}) x WHERE ($1::bigint IS NOT NULL) AND ${FILTERS[filter]}
       ORDER BY "lastMessageAt" DESC NULLS LAST, id DESC LIMIT ${INBOX_LIMIT}`,
      [operatorId],
    );
    return rows.map((row) => this.summaryOf(row));
  }

  /** Who a conversation may be assigned to: the active support and admin operators, by name. */
  async agents(): Promise<{ id: number; username: string }[]> {
    const { rows } = await this.pool.query<{ id: number; username: string }>(
      `SELECT id, username FROM operators WHERE role IN ('admin', 'support') AND active ORDER BY username`,
    );
    return rows.map((row) => ({ id: Number(row.id), username: row.username }));
  }

  /** Assigns to a support or admin operator (NO_OPERATOR for anyone else), or unassigns. */
  async assign(id: number, operatorId: number | null): Promise<void> {
    if (operatorId !== null) {
      const { rowCount } = await this.pool.query(
        `SELECT 1 FROM operators WHERE id = $1 AND role IN ('admin', 'support') AND active`,
        [operatorId],
      );
      if (!rowCount) fail('NO_OPERATOR');
    }
    const { rowCount } = await this.pool.query(
      'UPDATE chat_conversations SET assigned_operator_id = $2 WHERE id = $1',
      [id, operatorId],
    );
    if (!rowCount) fail('NO_DATA');
  }

  /** The agent closes the current session: the next message starts a new one. */
  async close(id: number, operatorId: number): Promise<void> {
    await this.assertExists(id);
    await this.pool.query(
      `UPDATE chat_sessions SET closed_at = now(), closed_by = $2
       WHERE id = (SELECT max(id) FROM chat_sessions WHERE conversation_id = $1) AND closed_at IS NULL`,
      [id, operatorId],
    );
  }

  async readByCustomer(id: number): Promise<void> {
    await this.pool.query('UPDATE chat_conversations SET customer_read_at = now() WHERE id = $1', [id]);
  }

  /** The time of the agents' read mark. */
  async readByAgent(id: number): Promise<string> {
    const { rows } = await this.pool.query<{ at: Date }>(
      'UPDATE chat_conversations SET agent_read_at = now() WHERE id = $1 RETURNING agent_read_at AS at',
      [id],
    );
    return (rows[0] ?? fail('NO_DATA')).at.toISOString();
  }

  async agentReadAt(id: number): Promise<string | null> {
    const { rows } = await this.pool.query<{ at: Date | null }>(
      'SELECT agent_read_at AS at FROM chat_conversations WHERE id = $1',
      [id],
    );
    return rows[0]?.at?.toISOString() ?? null;
  }

  async assertExists(id: number): Promise<void> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM chat_conversations WHERE id = $1', [id]);
    if (!rowCount) fail('NO_DATA');
  }

  private summaryOf(row: SummaryRow): ChatConversationSummary {
    return {
      id: row.id,
      memberId: row.memberId,
      name: row.name,
      username: row.username,
      memberTags: tagsOf(row.memberTags),
      lastMessage: row.last ? this.views.viewOfJson(row.last) : null,
      lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
      unread: row.unread,
      assignedTo: row.assignedId !== null ? { id: row.assignedId, username: row.assignedUsername! } : null,
      open: row.open,
      customerReadAt: row.customerReadAt?.toISOString() ?? null,
      waitingSince: row.waitingSince?.toISOString() ?? null,
      locale: row.customerLocale,
    };
  }
}
