import type { ChatMessage } from '@wallet/contract';
import type { ChatFileLinks } from './chat-files.ts';
import type { MessageRow } from './message-rows.ts';

/**
 * A stored message as history and pushes show it (spec field names). A media message's filePath
 * is kept as the file's reference and shown as a fresh signed link (ADR 0082), so a link in an
 * old page dies while the file stays.
 */
export class MessageViews {
  constructor(private readonly links: ChatFileLinks) {}

  view(row: MessageRow): ChatMessage {
    return {
      id: Number(row.id),
      sender: row.sender,
      message: { message_type: row.messageType, payload: this.payloadOf(row) },
      userId: row.memberId !== null ? String(row.memberId) : null,
      // The guest's key, never the signed id: a page of history must not hand out the id itself.
      guestId: row.guestKey,
      username: row.username,
      name: row.name,
      deviceToken: row.deviceToken,
      createdAt: new Date(row.createdAt).toISOString(),
      session_id: Number(row.sessionId),
    };
  }

  /** A row from row_to_json: numbers may come as strings (bigint), dates as text. */
  viewOfJson(row: MessageRow): ChatMessage {
    return this.view(row);
  }

  private payloadOf(row: MessageRow): unknown {
    if (row.messageType !== 'media') return row.payload;
    const payload = row.payload as { filePath: string };
    return { ...payload, url: true, filePath: this.links.urlFor(payload.filePath) };
  }
}
