import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, memberId } from './columns.ts';

/** An operator's note on a member (issue 41, ADR 0182); kept as written, each one audited. */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: memberId().notNull(),
    /** Null: the shell. */
    operatorId: bigint('operator_id', { mode: 'number' }),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.id)],
);

/** The tags a member carries, one row each (the contract's fixed list, ADR 0182). */
export const memberTags = pgTable(
  'member_tags',
  {
    memberId: memberId().notNull(),
    tag: text('tag').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.tag] }), index('member_tags_tag_idx').on(t.tag, t.memberId)],
);

/**
 * The devices (known-device cookie ids) and addresses a member's logins came from, one row per
 * member and value with its first and last login and how many (ADR 0182). `comparable` false: a
 * loopback or private address, never counted as shared with another member.
 */
export const memberSeen = pgTable(
  'member_seen',
  {
    memberId: memberId().notNull(),
    kind: text('kind', { enum: ['device', 'address'] }).notNull(),
    value: text('value').notNull(),
    userAgent: text('user_agent'),
    comparable: boolean('comparable').notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.kind, t.value] }),
    // SHARED_DEVICE: who else was seen on this value lately.
    index('member_seen_value_idx').on(t.kind, t.value, t.lastSeen),
  ],
);
