import type { BankFeedItem } from '@wallet/contract';
import type { SearchColumns } from '../../../lib/list-search.ts';

/*
 * The operators' list of what the feed could not place, as one SQL union over transfers and
 * deliveries, and the row it reads (ADR 0079, 0117): the queries of feed-items.ts.
 */

type Kind = BankFeedItem['kind'];
type Status = BankFeedItem['status'];

/**
 * The phones and names of an item's members (the one placed, the candidates), for the lists'
 * search by member: read only when the search has one (every decided item is in the union).
 */
const membersOf = (byMember: boolean) => (memberId: string, candidates: string) =>
  byMember
    ? MEMBERS_OF(memberId, candidates)
    : `CROSS JOIN (SELECT NULL::text[] AS usernames, NULL::text[] AS names) ms`;
const MEMBERS_OF = (memberId: string, candidates: string) => `LEFT JOIN LATERAL (
    SELECT array_agg(m.username) AS usernames, array_agg(m.name) AS names FROM members m
    WHERE m.id = ${memberId}
       OR m.id IN (SELECT jsonb_array_elements_text(coalesce(${candidates}, '[]'::jsonb))::bigint)
  ) ms ON true`;

/**
 * The list's columns the one search reads (ADR 0111): the time the row shows (the bank's, or the
 * arrival of a message nobody read), satang, the bank's reference.
 */
export const SEARCH_COLUMNS: SearchColumns = {
  at: 'coalesce("bankTime", "createdAt")',
  amount: 'amount',
  reference: 'reference',
  members: { usernames: 'usernames', names: 'names' },
};

/**
 * What the feed could not place (ADR 0079): transfers more than one member fits (REVIEW) or none
 * does (UNMATCHED), messages no parser read (UNPARSED, no amount) and deliveries that could be
 * several known transfers (AMBIGUOUS, ADR 0117), each listed until credited or settled, then with
 * the operator who decided it (a placing HELD for a second operator is decided: ADR 0131).
 */
export const itemsOf = (byMember: boolean, MEMBERS = membersOf(byMember)) => `SELECT * FROM (
  SELECT 'transfer-' || t.id AS id,
         CASE WHEN t.outcome NOT IN ('CREDITED', 'HELD') THEN t.outcome WHEN t.candidates IS NOT NULL THEN 'REVIEW' ELSE 'UNMATCHED' END AS kind,
         CASE WHEN t.outcome IN ('CREDITED', 'HELD') THEN 'SUCCESS' ELSE 'PENDING' END AS status,
         t.bank_code AS "bankCode", t.account_no AS "accountNo", t.amount::float8 AS amount, t.bank_time AS "bankTime",
         t.sender_bank AS "senderBank", t.sender_account AS "senderAccount", t.sender_name AS "senderName",
         t.seen_by AS "seenBy", t.candidates, NULL AS text, t.created_at AS "createdAt", t.member_id AS "memberId",
         d.operator_id AS "operatorId", d.reason, t.reference, ms.usernames, ms.names,
         NULL::jsonb AS "transferIds", NULL::bigint AS "settledTransferId"
  FROM bank_transfers t
  LEFT JOIN bank_feed_decisions d ON d.item_id = 'transfer-' || t.id
  ${MEMBERS('t.member_id', 't.candidates')}
  WHERE t.outcome IN ('REVIEW', 'UNMATCHED') OR d.item_id IS NOT NULL
  UNION ALL
  SELECT 'entry-' || e.id, CASE WHEN e.amount IS NULL THEN 'UNPARSED' ELSE 'AMBIGUOUS' END,
         CASE WHEN e.status IN ('UNPARSED', 'AMBIGUOUS') THEN 'PENDING' ELSE 'SUCCESS' END,
         e.bank_code, c.account_no, e.amount::float8, e.bank_time, e.sender_bank, e.sender_account, e.sender_name,
         ARRAY[e.source], NULL, CASE WHEN e.amount IS NULL THEN e.raw END, e.created_at,
         coalesce(d.member_id, j.member_id), d.operator_id, d.reason, e.reference, ms.usernames, ms.names,
         CASE WHEN e.amount IS NOT NULL THEN e.candidates END, CASE WHEN e.amount IS NOT NULL THEN d.transfer_id END
  FROM bank_feed_entries e
  LEFT JOIN bank_feed_decisions d ON d.item_id = 'entry-' || e.id
  LEFT JOIN bank_transfers j ON j.id = e.transfer_id
  LEFT JOIN bank_transfers c ON c.id = (e.candidates->>0)::bigint
  ${MEMBERS('coalesce(d.member_id, j.member_id)', 'NULL::jsonb')}
  WHERE e.status IN ('UNPARSED', 'AMBIGUOUS') OR d.item_id IS NOT NULL
) i`;
export const ITEMS = itemsOf(false);

export interface FeedItemRow {
  id: string;
  kind: Kind;
  status: Status;
  bankCode: string | null;
  accountNo: string | null;
  amount: number | null;
  bankTime: Date | null;
  senderBank: string | null;
  senderAccount: string | null;
  senderName: string | null;
  seenBy: string[];
  candidates: number[] | null;
  text: string | null;
  createdAt: Date;
  memberId: string | null;
  operatorId: string | null;
  reason: string | null;
  reference: string | null;
  /** AMBIGUOUS: the transfers it could be, and the one an operator settled it on. */
  transferIds: number[] | null;
  settledTransferId: string | null;
}

/** The transfer a settled AMBIGUOUS delivery is: one of those it could be (a duplicate), or a new one. */
export function settledOf(row: FeedItemRow): BankFeedItem['settled'] {
  if (row.kind !== 'AMBIGUOUS' || row.settledTransferId === null) return null;
  const transferId = Number(row.settledTransferId);
  const duplicate = (row.transferIds ?? []).some((id) => Number(id) === transferId);
  return { as: duplicate ? 'duplicate' : 'new', transferId: `transfer-${transferId}` };
}
