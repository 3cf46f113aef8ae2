import { accountApi, chatApi, type CustomerMessageBody } from '@wallet/contract';
import { callRoute } from '../../lib/api/client.ts';
import { uploadFile } from '../../lib/api/upload.ts';
import { hasToken } from '../../lib/session/session.ts';
import { keepGuestId, storedGuestId } from '../../lib/chat/guest-id.ts';

/**
 * Who the widget speaks for: a member (the bearer token goes with every call; the old guest id
 * too, so the server merges a guest's history into the member's, ADR 0080) or a guest.
 */
export interface ChatIdentity {
  PREFIX: string;
  socket: { path: string; namespace: string };
  /** The room's id: the member's id, or the guest id. */
  roomId: string;
  userId?: string;
  guestId?: string;
}

export async function chatIdentity(): Promise<ChatIdentity> {
  const config = await callRoute(chatApi.config);
  if (hasToken()) {
    const profile = await callRoute(accountApi.profile);
    const guestId = storedGuestId() ?? undefined;
    return { ...config, roomId: profile._id, userId: profile._id, ...(guestId ? { guestId } : {}) };
  }
  const guestId = keepGuestId(config.guestId);
  return { PREFIX: config.PREFIX, socket: config.socket, roomId: guestId, guestId };
}

const ids = (who: ChatIdentity) => ({
  ...(who.userId ? { userId: who.userId } : {}),
  ...(who.guestId ? { guestId: who.guestId } : {}),
});

export const chatHistory = (who: ChatIdentity, skip: number, limit: number) =>
  callRoute(chatApi.history, { body: { ...ids(who), limit, skip } });

export const sendChatMessage = (who: ChatIdentity, message: CustomerMessageBody) =>
  callRoute(chatApi.send, { body: { sender: 'customer', message, ...ids(who) } });

/** The member agreed to take this browser's older guest conversation in (ADR 0153). */
export const takeGuestConversation = (guestId: string) =>
  callRoute(chatApi.mergeGuest, { body: { guestId } });

export const markChatRead = (who: ChatIdentity) => callRoute(chatApi.readCustomer, { body: ids(who) });

export function uploadChatFile(
  who: ChatIdentity,
  kind: 'image' | 'video',
  file: File,
  onProgress: (fraction: number) => void,
  signal: AbortSignal,
) {
  const route = kind === 'image' ? chatApi.uploadImage : chatApi.uploadVideo;
  // A member is known by the token; only a guest names itself.
  const query = who.userId || !who.guestId ? undefined : { guestId: who.guestId };
  return uploadFile(route, file, { onProgress, signal, ...(query ? { query } : {}) });
}
