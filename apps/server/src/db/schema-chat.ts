import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, memberId } from './columns.ts';

/**
 * One conversation per member and one per guest (issue 25). A guest's conversation that its
 * guest later logs in with is merged into the member's (ADR 0080): its messages move, the row
 * goes.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId(),
    /** The guest id's own part (what the server signed), for a visitor's conversation. */
    guestKey: text('guest_key'),
    assignedOperatorId: bigint('assigned_operator_id', { mode: 'number' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    /** Read marks both ways: the customer's (read-customer) and the agents'. */
    customerReadAt: timestamp('customer_read_at', { withTimezone: true }),
    agentReadAt: timestamp('agent_read_at', { withTimezone: true }),
    /** The language the customer last wrote in (their Accept-Language), for the agents' list (issue 41). */
    customerLocale: text('customer_locale', { enum: ['th', 'la', 'en'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_conversations_member_key').on(t.memberId),
    uniqueIndex('chat_conversations_guest_key').on(t.guestKey),
    index('chat_conversations_last_idx').on(t.lastMessageAt),
    check('chat_conversations_one_owner', sql`(${t.memberId} IS NULL) <> (${t.guestKey} IS NULL)`),
  ],
);

/** A stretch of conversation: a new one starts after an idle time or when an agent closes it. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    startedAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: bigint('closed_by', { mode: 'number' }),
  },
  (t) => [index('chat_sessions_conversation_idx').on(t.conversationId, t.id)],
);

/** Every message, of every type (spec doc 1 section 3): its type and payload as sent. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    sessionId: bigint('session_id', { mode: 'number' }).notNull(),
    sender: text('sender', { enum: ['customer', 'other'] }).notNull(),
    messageType: text('message_type').notNull(),
    payload: jsonb('payload').notNull(),
    memberId: memberId(),
    guestKey: text('guest_key'),
    /** The agent who answered (sender other). */
    operatorId: bigint('operator_id', { mode: 'number' }),
    username: text('username'),
    name: text('name'),
    deviceToken: text('device_token'),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** Uploaded files: a media message may name only a file uploaded to its own conversation. */
export const chatFiles = pgTable(
  'chat_files',
  {
    reference: text('reference').primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' }).notNull(),
    fileKey: text('file_key').notNull(),
    contentType: text('content_type').notNull(),
    fileType: text('file_type', { enum: ['image', 'video', 'file'] }).notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_files_conversation_idx').on(t.conversationId)],
);

/** The site's canned replies (one row: the list the agents share). */
export const chatCannedReplies = pgTable('chat_canned_replies', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  replies: jsonb('replies').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
