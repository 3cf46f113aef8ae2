import { z } from 'zod';
import { idParam } from '../backoffice/common.ts';
import { CHAT_HISTORY_PAGE_SIZE } from '../constants.ts';
import { text } from './common.ts';
import { memberTag } from './member-notes-operator.ts';
import {
  chatButtonsMessage,
  chatGenericMessage,
  chatMediaMessage,
  chatMessage,
  chatQuickRepliesMessage,
  chatTextMessage,
} from './chat.ts';

/** The agents' inbox (issue 25 part 3): support and admin operators answer members and guests. */

export const chatInboxFilters = ['mine', 'unassigned', 'all', 'closed'] as const;
export const chatInboxQuery = z.object({ filter: z.enum(chatInboxFilters).default('all') });
export type ChatInboxFilter = (typeof chatInboxFilters)[number];

/** One conversation in the inbox list. */
export const chatConversationSummary = z.object({
  id: z.number(),
  memberId: z.number().nullable(),
  /** The member's name, or null for a guest (the screen says "guest"). */
  name: z.string().nullable(),
  username: z.string().nullable(),
  /** The member's tags (ADR 0182); empty for a guest. */
  memberTags: z.array(memberTag),
  lastMessage: chatMessage.nullable(),
  lastMessageAt: z.string().nullable(),
  /** Customer messages no agent has read yet. */
  unread: z.number(),
  assignedTo: z.object({ id: z.number(), username: z.string() }).nullable(),
  /** Whether the current session is open (closed: an agent closed it and nothing came since). */
  open: z.boolean(),
  /** When the customer last read the conversation (the agent's read receipts). */
  customerReadAt: z.string().nullable(),
  /** The customer's first message since the last answer (null: nothing waits): how long they wait. */
  waitingSince: z.string().nullable(),
  /** The language the customer last wrote in (null: not known yet). */
  locale: z.enum(['th', 'la', 'en']).nullable(),
});
export type ChatConversationSummary = z.infer<typeof chatConversationSummary>;
/** The side bar's counts over open conversations (issue 41). */
export const chatInboxCounts = z.object({
  unassigned: z.number().int(),
  waiting: z.number().int(),
  mine: z.number().int(),
});
export type ChatInboxCounts = z.infer<typeof chatInboxCounts>;
export const chatInboxReply = z.object({
  conversations: z.array(chatConversationSummary),
  counts: chatInboxCounts,
});
export type ChatInboxReply = z.infer<typeof chatInboxReply>;

export const chatConversationParams = z.object({ conversationId: idParam });

/** Older messages: those before the message `before` (an id), newest first. */
export const chatThreadQuery = z.object({
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).default(CHAT_HISTORY_PAGE_SIZE),
});
export const chatThreadReply = z.object({
  conversation: chatConversationSummary,
  list: z.array(chatMessage),
});
export type ChatThreadReply = z.infer<typeof chatThreadReply>;

/** What an agent may send: text, buttons, media it uploaded, quick replies, generic cards. */
export const agentMessageBody = z.discriminatedUnion('message_type', [
  chatTextMessage,
  chatButtonsMessage,
  chatMediaMessage,
  chatQuickRepliesMessage,
  chatGenericMessage,
]);
export type AgentMessageBody = z.infer<typeof agentMessageBody>;
export const agentSendRequest = z.object({ message: agentMessageBody });

/** Assign to an operator (support or admin), or null to put it back in "unassigned". */
export const chatAssignRequest = z.object({ operatorId: idParam.nullable() });

/** The operators a conversation may be assigned to: active support and admin operators. */
export const chatAgentsReply = z.object({
  agents: z.array(z.object({ id: z.number().int(), username: z.string() })),
});
export type ChatAgentsReply = z.infer<typeof chatAgentsReply>;

export const chatMemberParams = z.object({ memberId: idParam });
/**
 * What of the member waits for an operator, for the card beside the conversation: slips and
 * deposits in the deposit-review queue (a notice is a deposit the member told of), and
 * withdrawals not yet paid. Baht.
 */
export const chatMemberQueueReply = z.object({
  items: z.array(
    z.object({
      kind: z.enum(['slip', 'deposit', 'notice', 'withdrawal']),
      id: z.string(),
      amount: z.number().nullable(),
      createdAt: z.string(),
    }),
  ),
});
export type ChatMemberQueueReply = z.infer<typeof chatMemberQueueReply>;

export const chatUploadKindQuery = z.object({ kind: z.enum(['image', 'video']) });

/** One canned reply's text in one language: what the agent sends, so a chat message's limits. */
const cannedText = () => text(2000).trim().min(1);
/**
 * Canned replies, kept per site: the composer inserts the conversation's language (ADR 0191).
 * Unlike a member-facing operator text (ADR 0085, Thai required, the rest optional), every language
 * is required: the agent answering a Lao member must never be handed the Thai text instead.
 * The title is the agents' own label for picking it, in one language.
 */
export const cannedReply = z.object({
  title: text(80).trim().min(1),
  texts: z.object({ th: cannedText(), la: cannedText(), en: cannedText() }),
});
export type CannedReply = z.infer<typeof cannedReply>;
export const cannedRepliesBody = z.object({ replies: z.array(cannedReply).max(100) });
export type CannedReplies = z.infer<typeof cannedRepliesBody>;

/** Pushed on the operators' namespace to support and admin operators. */
export const chatInboxEvent = z.object({
  conversation: chatConversationSummary,
  message: chatMessage.nullable(),
});
export type ChatInboxEvent = z.infer<typeof chatInboxEvent>;
export const chatAgentTypingEvent = z.object({
  conversationId: z.number(),
  typing: z.boolean(),
  /** 'customer', or the operator id of the agent typing. */
  by: z.union([z.literal('customer'), z.number()]),
});
export type ChatAgentTypingEvent = z.infer<typeof chatAgentTypingEvent>;

export interface ChatOperatorServerToClientEvents {
  /** A message arrived or a conversation changed (assigned, read, closed). */
  'chat:inbox': (event: ChatInboxEvent) => void;
  'chat:typing': (event: ChatAgentTypingEvent) => void;
}
export interface ChatOperatorClientToServerEvents {
  'chat:typing': (event: { conversationId: number; typing: boolean }) => void;
}
