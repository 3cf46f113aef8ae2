import type { ChatOwner } from '../../lib/chat-events.ts';

/** The room prefix the config answers (spec: PREFIX); the widget joins PREFIX + its user id or guest id. */
export const CHAT_ROOM_PREFIX = 'chat-';

/** The room a customer's sockets are in on every node (the guest's by its key, never its signed id). */
export function chatRoomOf(owner: ChatOwner): string {
  return 'memberId' in owner ? `chat-room:m:${owner.memberId}` : `chat-room:g:${owner.guestKey}`;
}
