import { toBaht, type PayoutBatch, type PayoutBatchItem, type PayoutFileLayout } from '@wallet/contract';
import type { Queryable } from '../../../db/queryable.ts';
import { fail } from '../../../lib/app-error.ts';
import { operatorRefOf } from '../../../lib/refs.ts';

interface BatchRow {
  id: string;
  layout: PayoutFileLayout;
  fileName: string;
  count: number;
  total: string;
  open: number;
  paid: number;
  failed: number;
  imports: number;
  operatorId: string | null;
  operatorUsername: string | null;
  operatorName: string | null;
  createdAt: Date;
}

const BATCHES = `SELECT b.id, b.layout, b.file_name AS "fileName", b.count, b.total, b.created_at AS "createdAt",
    (SELECT count(*)::int FROM payout_batch_items i WHERE i.batch_id = b.id AND i.outcome = 'open') AS open,
    (SELECT count(*)::int FROM payout_batch_items i WHERE i.batch_id = b.id AND i.outcome = 'paid') AS paid,
    (SELECT count(*)::int FROM payout_batch_items i WHERE i.batch_id = b.id AND i.outcome = 'failed') AS failed,
    (SELECT count(*)::int FROM payout_batch_imports r WHERE r.batch_id = b.id) AS imports,
    b.operator_id AS "operatorId", o.username AS "operatorUsername", o.name AS "operatorName"
  FROM payout_batches b LEFT JOIN operators o ON o.id = b.operator_id`;

function batchOf(row: BatchRow): PayoutBatch {
  return {
    id: Number(row.id),
    layout: row.layout,
    fileName: row.fileName,
    count: row.count,
    total: toBaht(Number(row.total)),
    open: row.open,
    paid: row.paid,
    failed: row.failed,
    imports: row.imports,
    createdBy: operatorRefOf(row.operatorId, row.operatorUsername, row.operatorName),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The latest files, newest first. */
export async function latestBatches(db: Queryable, limit: number): Promise<PayoutBatch[]> {
  const { rows } = await db.query<BatchRow>(`${BATCHES} ORDER BY b.id DESC LIMIT $1`, [limit]);
  return rows.map(batchOf);
}

export async function batchById(db: Queryable, id: number): Promise<PayoutBatch> {
  const { rows } = await db.query<BatchRow>(`${BATCHES} WHERE b.id = $1`, [id]);
  return batchOf(rows[0] ?? fail('NO_DATA'));
}

interface ItemRow {
  withdrawalId: string;
  reference: string;
  line: number;
  amount: string;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  outcome: 'open' | 'paid' | 'failed';
  bankReference: string | null;
  reason: string | null;
  firstOperatorId: string | null;
  firstAmount: string | null;
  firstUsername: string | null;
  firstName: string | null;
}

const ITEMS = `SELECT m.id AS "withdrawalId", i.ref AS reference, i.line, i.amount, p.bank_code AS "bankCode",
    p.bank_account_no AS "bankAccountNo", p.bank_account_name AS "bankAccountName", i.outcome,
    i.bank_reference AS "bankReference", i.reason, i.first_operator_id AS "firstOperatorId",
    i.first_amount AS "firstAmount", o.username AS "firstUsername", o.name AS "firstName"
  FROM payout_batch_items i
  JOIN manual_payouts p ON p.ref = i.ref
  JOIN movements m ON m.reference = i.ref AND m.kind = 'withdrawal'
  LEFT JOIN operators o ON o.id = i.first_operator_id`;

function itemOf(row: ItemRow): PayoutBatchItem {
  return {
    withdrawalId: Number(row.withdrawalId),
    reference: row.reference,
    line: row.line,
    amount: toBaht(Number(row.amount)),
    bank: { code: row.bankCode, accountNo: row.bankAccountNo, accountName: row.bankAccountName },
    outcome: row.outcome === 'open' ? 'OPEN' : row.outcome === 'paid' ? 'PAID' : 'FAILED',
    bankReference: row.bankReference,
    reason: row.reason,
    waitingSecond:
      row.outcome === 'open' && row.firstOperatorId !== null
        ? {
            operator: operatorRefOf(row.firstOperatorId, row.firstUsername, row.firstName),
            amount: toBaht(Number(row.firstAmount)),
          }
        : null,
  };
}

export async function batchItems(db: Queryable, batchId: number): Promise<PayoutBatchItem[]> {
  const { rows } = await db.query<ItemRow>(`${ITEMS} WHERE i.batch_id = $1 ORDER BY i.line`, [batchId]);
  return rows.map(itemOf);
}

export async function batchItem(
  db: Queryable,
  batchId: number,
  withdrawalId: number,
): Promise<PayoutBatchItem> {
  const { rows } = await db.query<ItemRow>(`${ITEMS} WHERE i.batch_id = $1 AND m.id = $2`, [
    batchId,
    withdrawalId,
  ]);
  return itemOf(rows[0] ?? fail('NO_DATA'));
}
