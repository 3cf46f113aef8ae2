import type pg from 'pg';
import type { ChatMessage, ChatMessageBody } from '@wallet/contract';
import { inTransaction } from '../../db/transaction.ts';
import type { Tx } from '../../db/queryable.ts';
import type { SettingsService } from '../settings/index.ts';
import { MESSAGE_COLUMNS, type MessageRow } from './message-rows.ts';
import type { MessageViews } from './message-views.ts';

/** Who wrote a message, as it is stored beside it (spec: userId, guestId, username, name, deviceToken). */
export interface Author {
  sender: 'customer' | 'other';
  memberId?: number;
  guestKey?: string;
  operatorId?: number;
  username?: string;
  name?: string;
  deviceToken?: string;
}

/**
 * Messages and the sessions they fall in (issue 25). A message starts a new session when the
 * conversation has none, when an agent closed the last one, or when the last message is older
 * than the idle time (the operators' `chat` setting); the widget marks the change with 'End Conversation'. The conversation row
 * is locked while the session is chosen, so two messages at once never open two sessions.
 */
export class ChatMessages {
  constructor(
    private readonly pool: pg.Pool,
    private readonly views: MessageViews,
    private readonly settings: SettingsService,
  ) {}

  async append(conversationId: number, author: Author, body: ChatMessageBody): Promise<ChatMessage> {
    const row = await inTransaction(this.pool, async (tx) => {
      await tx.query('SELECT id FROM chat_conversations WHERE id = $1 FOR UPDATE', [conversationId]);
      const sessionId = await this.sessionFor(tx, conversationId);
      const { rows } = await tx.query<MessageRow>(
        `INSERT INTO chat_messages (conversation_id, session_id, sender, message_type, payload, member_id,
           guest_key, operator_id, username, name, device_token)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${MESSAGE_COLUMNS}`,
        [
          conversationId,
          sessionId,
          author.sender,
          body.message_type,
          JSON.stringify(body.payload),
          author.memberId ?? null,
          author.guestKey ?? null,
          author.operatorId ?? null,
          author.username ?? null,
          author.name ?? null,
          author.deviceToken ?? null,
        ],
      );
      const message = rows[0]!;
      await tx.query('UPDATE chat_conversations SET last_message_at = $2 WHERE id = $1', [
        conversationId,
        message.createdAt,
      ]);
      return message;
    });
    return this.views.view(row);
  }

  private async sessionFor(tx: Tx, conversationId: number): Promise<number> {
    const { idleMinutes } = await this.settings.getIn(tx, 'chat');
    const { rows } = await tx.query<{ id: number; current: boolean }>(
      // The session's last message through the (conversation_id, id) index, read from the newest:
      // there is no index by session, and a scan of every message per message would grow with them.
      `SELECT s.id, s.closed_at IS NULL AND coalesce(
           (SELECT created_at FROM chat_messages WHERE conversation_id = $1 AND session_id = s.id
            ORDER BY id DESC LIMIT 1), s.created_at
         ) > now() - make_interval(mins => $2) AS current
       FROM chat_sessions s WHERE s.conversation_id = $1 ORDER BY s.id DESC LIMIT 1`,
      [conversationId, idleMinutes],
    );
    const last = rows[0];
    if (last?.current) return Number(last.id);
    // An idle session ends where its last message was; one an agent closed keeps its time.
    if (last)
      await tx.query('UPDATE chat_sessions SET closed_at = coalesce(closed_at, now()) WHERE id = $1', [
        last.id,
      ]);
    const created = await tx.query<{ id: number }>(
      'INSERT INTO chat_sessions (conversation_id) VALUES ($1) RETURNING id',
      [conversationId],
    );
    return Number(created.rows[0]!.id);
  }

  /** A page newest first: `skip` messages from the newest (the widget's paging). */
  async page(conversationId: number, limit: number, skip: number): Promise<ChatMessage[]> {
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1
       ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [conversationId, limit, skip],
    );
    return rows.map((row) => this.views.view(row));
  }

  /** A page newest first of the messages older than `before` (the inbox's paging, stable as messages arrive). */
  async before(conversationId: number, before: number | undefined, limit: number): Promise<ChatMessage[]> {
    const { rows } = await this.pool.query<MessageRow>(
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages WHERE conversation_id = $1 AND ($2::bigint IS NULL OR id < $2)
       ORDER BY id DESC LIMIT $3`,
      [conversationId, before ?? null, limit],
    );
    return rows.map((row) => this.views.view(row));
  }
}
