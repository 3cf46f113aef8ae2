import type pg from 'pg';
import type { CannedReplies } from '@wallet/contract';
import { inTransaction } from '../../db/transaction.ts';
import type { OperatorActor, OperatorSide } from '../../lib/operator-side.ts';

type Replies = CannedReplies['replies'];

/** The site's canned replies: one list the agents share (row 1); each change audited (ADR 0103). */
export class CannedReplyStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly operators: OperatorSide,
  ) {}

  async list(): Promise<Replies> {
    const { rows } = await this.pool.query<{ replies: Replies }>(
      'SELECT replies FROM chat_canned_replies WHERE id = 1',
    );
    return rows[0]?.replies ?? [];
  }

  /** Replaces the list; the audit row (before and after) is written in the same transaction. */
  async save(replies: Replies, actor: OperatorActor): Promise<Replies> {
    await inTransaction(this.pool, async (tx) => {
      // The row locked while it is read, so two editors' saves are audited one after the other.
      const { rows } = await tx.query<{ replies: Replies }>(
        'SELECT replies FROM chat_canned_replies WHERE id = 1 FOR UPDATE',
      );
      await tx.query(
        `INSERT INTO chat_canned_replies (id, replies) VALUES (1, $1)
         ON CONFLICT (id) DO UPDATE SET replies = EXCLUDED.replies, updated_at = now()`,
        [JSON.stringify(replies)],
      );
      await this.operators.appendAudit(tx, actor, {
        action: 'chat.canned_replies_update',
        targetType: 'settings',
        targetId: 'chatCannedReplies',
        before: { replies: rows[0]?.replies ?? [] },
        after: { replies },
      });
    });
    return replies;
  }
}
