import { chatApi, chatConfigReply, type ChatMessageBody } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { call } from '../call.ts';
import { multipart } from './slip.ts';

/** A fresh signed guest id, as the widget gets it the first time. */
export async function newGuestId(t: TestApp): Promise<string> {
  const response = await call(t.app, chatApi.config);
  return chatConfigReply.parse(response.json()).guestId;
}

/** Who is chatting: a member's headers, or a guest's id. */
export type Chatter = { headers: Record<string, string> } | { guestId: string };

const identity = (who: Chatter) =>
  'guestId' in who ? { body: { guestId: who.guestId }, headers: {} } : { body: {}, headers: who.headers };

export function sendChat(t: TestApp, who: Chatter, message: ChatMessageBody, remoteAddress?: string) {
  const { body, headers } = identity(who);
  return call(t.app, chatApi.send, {
    body: { sender: 'customer', message, ...body },
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export const text = (message: string): ChatMessageBody => ({ message_type: 'text', payload: { message } });

export function chatHistory(t: TestApp, who: Chatter, limit = 10, skip = 0) {
  const { body, headers } = identity(who);
  return call(t.app, chatApi.history, { body: { ...body, limit, skip }, headers });
}

/** Files by their first bytes, padded to `size`: what file-type recognises. */
export const sampleFile = {
  png: (size = 200) =>
    pad(Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'), size),
  jpeg: (size = 200) => pad(Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), size),
  gif: (size = 200) => pad(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1'), size),
  mp4: (size = 200) => pad(Buffer.from('0000001866747970697336d6000002006973366d69736f32', 'hex'), size),
  mov: (size = 200) => pad(Buffer.from('0000001466747970717420202005030071742020', 'hex'), size),
};

function pad(head: Buffer, size: number): Buffer {
  return size <= head.length ? head : Buffer.concat([head, Buffer.alloc(size - head.length)]);
}

export function uploadChat(
  t: TestApp,
  who: Chatter,
  kind: 'image' | 'video',
  data: Buffer,
  filename = kind === 'image' ? 'photo.png' : 'clip.mp4',
) {
  const form = multipart([{ name: 'file', filename, type: 'application/octet-stream', data }]);
  const route = kind === 'image' ? chatApi.uploadImage : chatApi.uploadVideo;
  return call(t.app, route, {
    body: form.payload,
    headers: { ...('headers' in who ? who.headers : {}), 'content-type': form.contentType },
    ...('guestId' in who ? { query: { guestId: who.guestId } } : {}),
  });
}
