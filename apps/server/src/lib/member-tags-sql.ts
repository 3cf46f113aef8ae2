import { memberTags, type MemberTag } from '@wallet/contract';

/** The contract's tags as an SQL array literal (fixed words, never input). */
const TAG_LIST = `ARRAY[${memberTags.map((tag) => `'${tag}'`).join(', ')}]::text[]`;

/**
 * The SQL of a member's tags (ADR 0182) as a text[], in the contract's order, for the lists that
 * show them beside a member (withdrawals, chats, member search): `memberIdSql` names the row's
 * member id column. A tag the contract no longer lists is left out rather than failing the answer.
 */
export function memberTagsSql(memberIdSql: string): string {
  return `ARRAY(SELECT t.tag FROM member_tags t WHERE t.member_id = ${memberIdSql} AND t.tag = ANY(${TAG_LIST})
                ORDER BY array_position(${TAG_LIST}, t.tag))`;
}

/** A text[] column read by memberTagsSql (null for a guest: no tags). */
export const tagsOf = (value: string[] | null): MemberTag[] => (value ?? []) as MemberTag[];
