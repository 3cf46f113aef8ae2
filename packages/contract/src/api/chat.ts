import { z } from 'zod';
import { CHAT_HISTORY_PAGE_SIZE, CHAT_TEXT_MAX } from '../constants.ts';
import { NO_CONTROL_CHARS } from '../rules.ts';

/**
 * The support chat as the member and the guest see it (spec doc 1 sections 3, 4, 5 and 7, issue
 * 25). Field names are the spec's: sender, message {message_type, payload}, userId, guestId,
 * username, name, deviceToken, createdAt, session_id.
 */

/** A guest id: a server-signed token (ADR 0080), so a guest can open only their own conversation. */
export const chatGuestId = z.string().min(1).max(200);

/** Text the member types: not empty nor only spaces, at most CHAT_TEXT_MAX characters. */
const chatText = z
  .string()
  .max(CHAT_TEXT_MAX)
  .refine((value) => value.trim().length > 0);
/** Short labels (button titles, payloads) carried by agents' messages. */
const label = z.string().min(1).max(200).regex(NO_CONTROL_CHARS);

export const chatButtonTypes = ['web', 'call', 'postback'] as const;
export const chatButton = z.object({
  title: label,
  type: z.enum(chatButtonTypes),
  payload: z.string().max(1000),
});
export type ChatButton = z.infer<typeof chatButton>;

export const chatFileTypes = ['image', 'video', 'file'] as const;
export type ChatFileType = (typeof chatFileTypes)[number];

/** One message of each type (spec doc 1 section 3 "Chat message types and payloads"). */
export const chatTextMessage = z.object({
  message_type: z.literal('text'),
  payload: z.object({ message: chatText }),
});
export const chatButtonsMessage = z.object({
  message_type: z.literal('buttons'),
  payload: z.object({ message: chatText, buttons: z.array(chatButton).min(1).max(10) }),
});
/**
 * filePath: what an upload answered (the file's reference) when sent; in history and pushes a
 * signed short-lived link, with `url` true (ADR 0082).
 */
export const chatMediaMessage = z.object({
  message_type: z.literal('media'),
  payload: z.object({
    message: z.string().max(CHAT_TEXT_MAX).optional(),
    url: z.boolean(),
    fileType: z.enum(chatFileTypes),
    filePath: z.string().min(1).max(1000),
  }),
});
export const chatQuickRepliesMessage = z.object({
  message_type: z.literal('quick_replies'),
  payload: z.object({
    message: chatText,
    quick_replies: z
      .array(z.object({ title: label, payload: z.string().max(1000) }))
      .min(1)
      .max(13),
  }),
});
export const chatGenericMessage = z.object({
  message_type: z.literal('generic'),
  payload: z.object({
    payloads: z
      .array(
        z.object({
          image_url: z.string().max(1000),
          title: label,
          subtitle: z.string().max(500),
          buttons: z.array(chatButton).max(3),
        }),
      )
      .min(1)
      .max(10),
  }),
});
/** A button or quick reply the member pressed: its title shown, its payload for the agent. */
export const chatPostbackMessage = z.object({
  message_type: z.literal('postback'),
  payload: z.object({ title: label, message: z.string().max(1000) }),
});

export const chatMessageBody = z.discriminatedUnion('message_type', [
  chatTextMessage,
  chatButtonsMessage,
  chatMediaMessage,
  chatQuickRepliesMessage,
  chatGenericMessage,
  chatPostbackMessage,
]);
export type ChatMessageBody = z.infer<typeof chatMessageBody>;
export type ChatMessageType = ChatMessageBody['message_type'];

/** What a member or a guest may send: text, a file they uploaded, a button they pressed. */
export const customerMessageBody = z.discriminatedUnion('message_type', [
  chatTextMessage,
  chatMediaMessage,
  chatPostbackMessage,
]);

export type CustomerMessageBody = z.infer<typeof customerMessageBody>;

export const chatSenders = ['customer', 'other'] as const;

/**
 * POST /api/chat/send-message: the conversation package. userId and username are the member's
 * (taken from the bearer token, not from the body); a guest sends guestId. A field the sender
 * lacks may be absent or null (a client built from the spec sends `"userId": null`, issue 42).
 */
export const chatSendRequest = z.object({
  sender: z.literal('customer'),
  message: customerMessageBody,
  userId: z.string().max(40).nullish(),
  guestId: chatGuestId.nullish(),
  username: z.string().max(100).nullish(),
  name: z.string().max(200).nullish(),
  deviceToken: z.string().max(500).nullish(),
});
export type ChatSendRequest = z.infer<typeof chatSendRequest>;
/** The reply is the creation time (spec), and the message's id and session. */
export const chatSendReply = z.object({ createdAt: z.string(), id: z.number(), session_id: z.number() });
export type ChatSendReply = z.infer<typeof chatSendReply>;

/** One message of a conversation, as history lists it and the socket pushes it. */
export const chatMessage = z.object({
  id: z.number(),
  sender: z.enum(chatSenders),
  /** Any type: a type this client does not know is shown as unknown. */
  message: z.object({ message_type: z.string(), payload: z.unknown() }),
  userId: z.string().nullable(),
  guestId: z.string().nullable(),
  username: z.string().nullable(),
  name: z.string().nullable(),
  deviceToken: z.string().nullable(),
  createdAt: z.string(),
  session_id: z.number(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** POST /api/chat/history: one page, newest first (the widget reverses it for display). */
/** Absent or null: the identity not held, the first page of the standard size. */
export const chatHistoryRequest = z.object({
  userId: z.string().max(40).nullish(),
  guestId: chatGuestId.nullish(),
  limit: z.number().int().min(1).max(50).nullable().default(CHAT_HISTORY_PAGE_SIZE),
  skip: z.number().int().min(0).max(1_000_000).nullable().default(0),
});
/**
 * readAt: when an agent last read the conversation, for the member's read receipts. guestWaiting:
 * the member sent this browser's guest id and its conversation was not merged (older than an hour,
 * ADR 0153): the widget asks the member before taking it in.
 */
export const chatHistoryReply = z.object({
  list: z.array(chatMessage),
  readAt: z.string().nullable(),
  guestWaiting: z.boolean().default(false),
});
export type ChatHistoryReply = z.infer<typeof chatHistoryReply>;

/** POST /api/chat/merge-guest: the member agreed to take this browser's guest conversation in. */
export const chatMergeGuestRequest = z.object({ guestId: chatGuestId });

/** PUT /api/chat/read-customer/: the member (or guest) read the conversation. */
export const chatReadRequest = z.object({
  userId: z.string().max(40).nullish(),
  guestId: chatGuestId.nullish(),
});

/**
 * GET /api/chat/config: the room prefix (spec), a fresh signed guest id (kept only when the
 * browser has none yet), and where the chat's socket is (ADR 0081).
 */
export const chatConfigReply = z.object({
  PREFIX: z.string(),
  guestId: z.string(),
  socket: z.object({ path: z.string(), namespace: z.string() }),
});
export type ChatConfigReply = z.infer<typeof chatConfigReply>;

/** POST /api/chat/upload-image|video: a guest names itself in the query (multipart has no JSON body). */
export const chatUploadQuery = z.object({ guestId: chatGuestId.optional() });
/** The reply is a path: the file's reference, sent back as a media message's filePath. */
export const chatUploadReply = z.object({ path: z.string(), fileType: z.enum(chatFileTypes) });
export type ChatUploadReply = z.infer<typeof chatUploadReply>;

/** GET /api/chat/file/:reference: a file through the signed link history gives. */
export const chatFileParams = z.object({ reference: z.string().regex(/^[a-z0-9]{16,64}$/) });
export const chatFileQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().max(100),
});

/**
 * The chat's socket (spec doc 1 section 7: a separate realtime connection). Its own namespace on
 * SOCKET_PATH today; the config reply says where it is, so it can move to a service of its own
 * (ADR 0081). The handshake `auth` carries the member's `token` or the guest's `guestId`.
 */
export const CHAT_NAMESPACE = '/chat';

/** `read`: an agent read the conversation up to `at` (the member's read receipts). */
export const chatReadEvent = z.object({ at: z.string() });
/** `typing`: an agent is typing (true) or stopped. */
export const chatTypingEvent = z.object({ typing: z.boolean() });

export interface ChatServerToClientEvents {
  messaging: (message: ChatMessage) => void;
  read: (event: z.infer<typeof chatReadEvent>) => void;
  typing: (event: z.infer<typeof chatTypingEvent>) => void;
}

/** The answer to `join`: ok, or the catalogue code why not. */
export type ChatJoinAck = { ok: true } | { ok: false; message: string };

export interface ChatClientToServerEvents {
  /** Join the room PREFIX + own id; any other room is refused. */
  join: (room: string, ack?: (answer: ChatJoinAck) => void) => void;
  typing: (typing: boolean) => void;
}
