import type pg from 'pg';
import { toBaht, type BankFeedItem, type BankFeedTransferRef } from '@wallet/contract';
import { isoOrNull, operatorRefOf } from '../../../lib/refs.ts';
import type { FeedOperatorCredits } from './operator-credits.ts';
import { settledOf, type FeedItemRow } from './feed-item-rows.ts';
import { TRANSFER_COLUMNS, type TransferRow } from './transfer-rows.ts';

/**
 * The feed's items as the operators' queue shows them: each row with the members it names, the
 * operator who decided it, the transfers it could be and its operator credit, read in one
 * query per kind for the whole page.
 */
export async function shownItems(
  pool: pg.Pool,
  operatorCredits: Pick<FeedOperatorCredits, 'ofItems'>,
  rows: FeedItemRow[],
): Promise<BankFeedItem[]> {
  const transferIds = [...new Set(rows.flatMap((row) => row.transferIds ?? []))];
  const { rows: transfers } = await pool.query<TransferRow>(
    `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers WHERE id = ANY($1) ORDER BY id`,
    [transferIds],
  );
  const ids = new Set<number>();
  for (const row of rows) {
    for (const c of row.candidates ?? []) ids.add(Number(c));
    if (row.memberId !== null) ids.add(Number(row.memberId));
  }
  for (const transfer of transfers) if (transfer.memberId !== null) ids.add(transfer.memberId);
  const operatorIds = [
    ...new Set(rows.flatMap((r) => (r.operatorId === null ? [] : [Number(r.operatorId)]))),
  ];
  const [{ rows: members }, { rows: operators }, credits] = await Promise.all([
    pool.query<{ id: string; username: string; name: string }>(
      'SELECT id, username, name FROM members WHERE id = ANY($1)',
      [[...ids]],
    ),
    pool.query<{ id: string; username: string; name: string }>(
      'SELECT id, username, name FROM operators WHERE id = ANY($1)',
      [operatorIds],
    ),
    operatorCredits.ofItems(rows.map((row) => row.id)),
  ]);
  const member = (id: number | string) => {
    const m = members.find((each) => Number(each.id) === Number(id));
    return { id: Number(id), username: m?.username ?? '', name: m?.name ?? '' };
  };
  return rows.map((row) => {
    const operator = operators.find((o) => Number(o.id) === Number(row.operatorId));
    return {
      id: row.id,
      kind: row.kind,
      status: row.status,
      bankCode: row.bankCode,
      accountNo: row.accountNo,
      amount: row.amount === null ? null : toBaht(row.amount),
      bankTime: isoOrNull(row.bankTime),
      reference: row.reference,
      sender: { bankCode: row.senderBank, account: row.senderAccount, name: row.senderName },
      seenBy: row.seenBy,
      candidates: (row.candidates ?? []).map(member),
      text: row.text,
      transfers: (row.transferIds ?? []).flatMap((id) => {
        const transfer = transfers.find((each) => each.id === Number(id));
        return transfer ? [transferRefOf(transfer, member)] : [];
      }),
      settled: settledOf(row),
      createdAt: row.createdAt.toISOString(),
      member: row.memberId === null || row.status === 'PENDING' ? null : member(row.memberId),
      decidedBy: operatorRefOf(row.operatorId, operator?.username ?? null, operator?.name ?? null),
      reason: row.reason,
      operatorCredit: credits.get(row.id) ?? null,
    };
  });
}

/** A transfer an AMBIGUOUS delivery could be, as the operator compares them. */
function transferRefOf(
  transfer: TransferRow,
  member: (id: number) => { id: number; username: string; name: string },
): BankFeedTransferRef {
  return {
    id: `transfer-${transfer.id}`,
    amount: toBaht(transfer.amount),
    bankTime: transfer.bankTime.toISOString(),
    reference: transfer.reference,
    sender: { bankCode: transfer.senderBank, account: transfer.senderAccount, name: transfer.senderName },
    seenBy: transfer.seenBy,
    outcome: transfer.outcome,
    member: transfer.outcome === 'CREDITED' && transfer.memberId !== null ? member(transfer.memberId) : null,
  };
}
