import type pg from 'pg';
import type { CannedReplies } from '@wallet/contract';

type Replies = CannedReplies['replies'];

/** The site's canned replies: one list the agents share (row 1). */
export class CannedReplyStore {
  constructor(private readonly pool: pg.Pool) {}

  async list(): Promise<Replies> {
    const { rows } = await this.pool.query<{ replies: Replies }>(
      'SELECT replies FROM chat_canned_replies WHERE id = 1',
    );
    return rows[0]?.replies ?? [];
  }

  async save(replies: Replies): Promise<Replies> {
    await this.pool.query(
      `INSERT INTO chat_canned_replies (id, replies) VALUES (1, $1)
       ON CONFLICT (id) DO UPDATE SET replies = EXCLUDED.replies, updated_at = now()`,
      [JSON.stringify(replies)],
    );
    return replies;
  }
}
