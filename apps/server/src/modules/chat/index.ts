/** The chat module's public surface. */
export { chatModule, type ChatDeps, type ChatRealtime } from './module.ts';
export { CHAT_ROOM_PREFIX, chatRoomOf } from './rooms.ts';
export type { GuestIds } from './guest-ids.ts';
