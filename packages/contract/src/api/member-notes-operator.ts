import { z } from 'zod';
import { operatorRef } from '../backoffice/common.ts';
import { text } from './common.ts';

/**
 * The tags an operator puts on a member (issue 41, ADR 0182): a fixed list, so a filter, a badge
 * colour and a translation exist for each, and "vip" and "VIP " never become two tags. Free
 * words go in a note.
 */
export const memberTags = ['VIP', 'WATCH', 'BONUS_ABUSE', 'FRAUD'] as const;
export const memberTag = z.enum(memberTags);
export type MemberTag = z.infer<typeof memberTag>;

/** Longest note an operator writes. */
export const MEMBER_NOTE_MAX = 1000;

export const memberNote = z.object({
  id: z.number().int(),
  text: z.string(),
  /** Null: written by the shell. */
  author: operatorRef.nullable(),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof memberNote>;

/** GET /api/backoffice/members/:memberId/notes: the member's tags and notes, newest note first. */
export const memberNotesReply = z.object({ tags: z.array(memberTag), notes: z.array(memberNote) });
export type MemberNotesReply = z.infer<typeof memberNotesReply>;

/** POST /api/backoffice/members/:memberId/notes */
export const memberNoteRequest = z.object({ text: text(MEMBER_NOTE_MAX).trim().min(1) });
export type MemberNoteRequest = z.infer<typeof memberNoteRequest>;

/** PUT /api/backoffice/members/:memberId/tags: the member's whole set of tags (empty: none). */
export const memberTagsRequest = z.object({ tags: z.array(memberTag).max(memberTags.length) });
export type MemberTagsRequest = z.infer<typeof memberTagsRequest>;
export const memberTagsReply = z.object({ tags: z.array(memberTag) });
export type MemberTagsReply = z.infer<typeof memberTagsReply>;
