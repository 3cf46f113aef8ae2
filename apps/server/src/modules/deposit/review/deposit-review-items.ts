import { toBaht, type DepositReviewChannel, type DepositReviewItem } from '@wallet/contract';
import { isoOrNull, memberRefOf, operatorRefOf } from '../../../lib/refs.ts';
import type { SlipImageUrls } from '../slip/slip-image-url.ts';
import { giftLinkOf, voucherReferenceOf } from '../truelink/gift-link.ts';

export type Status = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface Row {
  id: string;
  channel: DepositReviewChannel;
  memberId: string;
  memberUsername: string;
  memberName: string;
  amount: string | null;
  status: Status;
  reference: string;
  createdAt: Date;
  verifierNote: string | null;
  sendingBank: string | null;
  transRef: string | null;
  fromPlace: string | null;
  decidedAt: Date | null;
  operatorId: string | null;
  operatorUsername: string | null;
  operatorName: string | null;
  reason: string | null;
  /** A gift link waiting for finance to redeem it by hand (TRUEMONEY=manual, ADR 0147). */
  voucherHash: string | null;
  firstAmount: string | null;
  firstAt: Date | null;
  firstOperatorId: string | null;
  firstOperatorUsername: string | null;
  firstOperatorName: string | null;
  total?: string;
}

/**
 * What waits for an operator: slips the verifier left PENDING, and the PENDING deposit
 * movements (a QR payment that did not match, an unclear gift link, a POST /api/wallet/add
 * notice). Decided ones stay listed through their decision row.
 */
export const ITEMS = `SELECT * FROM (
  SELECT 'slip-' || s.id AS id, 'slip' AS channel, s.member_id AS "memberId", mb.username AS "memberUsername",
         mb.name AS "memberName", nullif(s.amount, 0) AS amount, s.status, s.reference, s.created_at AS "createdAt",
         s.note AS "verifierNote", s.sending_bank AS "sendingBank", s.trans_ref AS "transRef", NULL AS "fromPlace",
         d.created_at AS "decidedAt", d.operator_id AS "operatorId", o.username AS "operatorUsername",
         o.name AS "operatorName", d.reason, NULL AS "voucherHash"
  FROM slips s JOIN members mb ON mb.id = s.member_id
  LEFT JOIN deposit_review_decisions d ON d.review_id = 'slip-' || s.id
  LEFT JOIN operators o ON o.id = d.operator_id
  WHERE s.status = 'PENDING' OR d.review_id IS NOT NULL
  UNION ALL
  SELECT 'deposit-' || m.id, CASE WHEN m.kind = 'deposit_notice' THEN 'notice' WHEN m.from_place LIKE 'QR%' THEN 'qr'
         ELSE 'truelink' END, m.member_id, mb.username, mb.name, m.amount, m.status, m.reference, m.created_at,
         m.details->>'reason', NULL, NULL, m.from_place, d.created_at, d.operator_id, o.username, o.name, d.reason, NULL
  FROM movements m JOIN members mb ON mb.id = m.member_id
  LEFT JOIN deposit_review_decisions d ON d.review_id = 'deposit-' || m.id
  LEFT JOIN operators o ON o.id = d.operator_id
  WHERE m.kind IN ('deposit', 'deposit_notice') AND (m.status = 'PENDING' OR d.review_id IS NOT NULL)
  UNION ALL
  SELECT 'voucher-' || v.id, 'truelink', v.member_id, mb.username, mb.name, v.amount,
         CASE v.status WHEN 'OPERATOR' THEN 'PENDING' WHEN 'REDEEMED' THEN 'SUCCESS' ELSE 'FAILED' END,
         '', v.created_at, NULL, NULL, NULL, 'TRUEMONEY', d.created_at, d.operator_id, o.username,
         o.name, d.reason, v.voucher_hash
  FROM truemoney_vouchers v JOIN members mb ON mb.id = v.member_id
  LEFT JOIN deposit_review_decisions d ON d.review_id = 'voucher-' || v.id
  LEFT JOIN operators o ON o.id = d.operator_id
  WHERE v.status = 'OPERATOR' OR d.review_id IS NOT NULL
) r
LEFT JOIN (
  SELECT c.source_id, c.amount AS "firstAmount", c.created_at AS "firstAt", c.first_operator_id AS "firstOperatorId",
         fo.username AS "firstOperatorUsername", fo.name AS "firstOperatorName"
  FROM operator_credits c JOIN operators fo ON fo.id = c.first_operator_id
  WHERE c.source = 'deposit_review' AND c.status = 'WAITING'
) w ON w.source_id = r.id`;

export function parseId(reviewId: string): { source: 'slip' | 'deposit' | 'voucher'; id: number } {
  const [source, id] = reviewId.split('-') as ['slip' | 'deposit' | 'voucher', string];
  return { source, id: Number(id) };
}

/** A row of ITEMS as the queue shows it; `urls` signs the slip image link. */
export function itemOf(row: Row, urls: SlipImageUrls): DepositReviewItem {
  const details: DepositReviewItem['details'] = {};
  if (row.sendingBank) details.sendingBank = row.sendingBank;
  if (row.transRef) details.transRef = row.transRef;
  if (row.fromPlace) details.from = row.fromPlace;
  // Finance opens it in the TrueMoney app while it waits; once decided it redeems nothing more.
  if (row.voucherHash && row.status === 'PENDING') details.giftLink = giftLinkOf(row.voucherHash);
  return {
    id: row.id,
    channel: row.channel,
    member: memberRefOf(row),
    amount: row.amount === null ? null : toBaht(Number(row.amount)),
    status: row.status,
    reference: row.voucherHash ? voucherReferenceOf(row.voucherHash) : row.reference,
    createdAt: row.createdAt.toISOString(),
    imageUrl: row.channel === 'slip' ? urls.urlFor(row.reference) : null,
    verifierNote: row.verifierNote,
    details,
    firstApproval:
      row.firstAt && row.firstAmount !== null
        ? {
            operator: operatorRefOf(row.firstOperatorId, row.firstOperatorUsername, row.firstOperatorName)!,
            at: row.firstAt.toISOString(),
            amount: toBaht(Number(row.firstAmount)),
          }
        : null,
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: operatorRefOf(row.operatorId, row.operatorUsername, row.operatorName),
    reason: row.reason,
  };
}
