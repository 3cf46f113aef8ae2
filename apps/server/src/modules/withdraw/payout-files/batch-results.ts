import { createHash } from 'node:crypto';
import {
  toBaht,
  toSatang,
  type ConfirmBatchPayoutRequest,
  type PayoutBatchItem,
  type PayoutResultImport,
  type PayoutResultOutcome,
} from '@wallet/contract';
import type pg from 'pg';
import type { Tx } from '../../../db/queryable.ts';
import { AppError, fail } from '../../../lib/app-error.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import type { Ledger, LedgerTx } from '../../wallet/index.ts';
import type { IndependentApprover } from '../decisions.ts';
import { referenceTakenMeanwhile, type PayoutDesk } from '../payout-desk.ts';
import { batchById, batchItem } from './batch-reads.ts';
import type { ResultRow } from './result-file.ts';

/** What the import and the typed confirmation read of a batch's payout, under its lock. */
interface OpenItem {
  withdrawalId: number;
  reference: string;
  amount: number;
  outcome: 'open' | 'paid' | 'failed';
  bankReference: string | null;
  firstOperatorId: number | null;
  firstAmount: number | null;
  firstBankReference: string | null;
}

const ITEM = `SELECT m.id AS "withdrawalId", i.ref AS reference, i.amount, i.outcome, i.bank_reference AS "bankReference",
    i.first_operator_id AS "firstOperatorId", i.first_amount AS "firstAmount",
    i.first_bank_reference AS "firstBankReference"
  FROM payout_batch_items i JOIN movements m ON m.reference = i.ref AND m.kind = 'withdrawal'`;

const itemOf = (row: Record<string, unknown>): OpenItem => ({
  withdrawalId: Number(row.withdrawalId),
  reference: String(row.reference),
  amount: Number(row.amount),
  outcome: row.outcome as OpenItem['outcome'],
  bankReference: (row.bankReference as string | null) ?? null,
  firstOperatorId: row.firstOperatorId === null ? null : Number(row.firstOperatorId),
  firstAmount: row.firstAmount === null ? null : Number(row.firstAmount),
  firstBankReference: (row.firstBankReference as string | null) ?? null,
});

/** When a failed row returns the payout to the member and the bank gave no reason. */
const BANK_REFUSED = 'The bank could not pay this account';

/**
 * The bank's answer for a batch (ADR 0173), decided exactly once per payout. An import holds the
 * batch's lock from its check to its commit: the same bytes imported twice, or twice at once,
 * change nothing the second time (PAYOUT_FILE_IMPORTED). Each row pays or fails only a payout of
 * this batch still open, for exactly its amount; every other row is listed and changes nothing.
 * The typed confirmation is an operator's word for a payout the file did not settle: its amount
 * must be the payout's and, above the withdrawals' second-approver amount, an independent second
 * operator must confirm the same amount and reference.
 */
export class BatchResults {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly desk: PayoutDesk,
    private readonly secondApproverAbove: (tx: Tx) => Promise<number>,
    private readonly independence: IndependentApprover,
    private readonly operators: OperatorSide,
  ) {}

  async import(
    actor: OperatorActor,
    batchId: number,
    file: { data: Buffer; fileName: string; onFailure: 'desk' | 'return' },
  ): Promise<PayoutResultImport> {
    await batchById(this.pool, batchId);
    // Loaded on the first result file, not at boot: the XLSX reader (exceljs and its promise
    // library) formats stack traces as it loads, which would decode the bundle's source map on
    // every start (no-stack-trace-at-boot, ADR 0127).
    const { readResultFile } = await import('./result-file.ts');
    const rows = await readResultFile(file.data);
    const sha256 = createHash('sha256').update(file.data).digest('hex');
    const settle: number[] = [];
    const listed = await this.ledger
      .inTransaction(async (book) => {
        settle.length = 0;
        const tx = book.db;
        await tx.query('SELECT 1 FROM payout_batches WHERE id = $1 FOR UPDATE', [batchId]);
        const { rows: before } = await tx.query(
          'SELECT 1 FROM payout_batch_imports WHERE batch_id = $1 AND sha256 = $2',
          [batchId, sha256],
        );
        if (before.length > 0) fail('PAYOUT_FILE_IMPORTED');
        const { rows: items } = await tx.query(`${ITEM} WHERE i.batch_id = $1 FOR UPDATE OF i`, [batchId]);
        const byReference = new Map(items.map((row) => [String(row.reference), itemOf(row)]));
        const seen = new Set<string>();
        const outcomes: {
          line: number;
          reference: string;
          amount: number | null;
          outcome: PayoutResultOutcome;
        }[] = [];
        for (const row of rows) {
          const outcome = await this.applyRow(
            book,
            actor,
            batchId,
            row,
            byReference,
            seen,
            file.onFailure,
            settle,
          );
          outcomes.push({
            line: row.line,
            reference: row.reference,
            amount: row.amount === null ? null : toBaht(row.amount),
            outcome,
          });
        }
        await tx.query(
          `INSERT INTO payout_batch_imports (batch_id, sha256, file_name, operator_id, summary)
           VALUES ($1, $2, $3, $4, $5)`,
          [batchId, sha256, file.fileName, actor.operatorId, JSON.stringify(outcomes)],
        );
        await this.operators.appendAudit(tx, actor, {
          action: 'withdrawal.payout_file_import',
          targetType: 'payout_batch',
          targetId: batchId,
          before: null,
          after: { fileName: file.fileName, sha256, onFailure: file.onFailure, rows: outcomes },
          reason: null,
        });
        return outcomes;
      })
      .catch(importedMeanwhile);
    for (const id of settle) await this.desk.settle(id, true);
    return { batch: await batchById(this.pool, batchId), rows: listed };
  }

  private async applyRow(
    book: LedgerTx,
    actor: OperatorActor,
    batchId: number,
    row: ResultRow,
    byReference: Map<string, OpenItem>,
    seen: Set<string>,
    onFailure: 'desk' | 'return',
    settle: number[],
  ): Promise<PayoutResultOutcome> {
    if (seen.has(row.reference)) return 'DUPLICATE_ROW';
    seen.add(row.reference);
    const item = byReference.get(row.reference);
    if (!item) return 'NOT_IN_BATCH';
    if (item.outcome !== 'open') return 'ALREADY_DECIDED';
    if (row.amount !== item.amount) return 'AMOUNT_DIFFERS';
    if (row.status === 'pending') return 'AT_BANK';
    const after = { batchId, line: row.line };
    if (row.status === 'paid') {
      // A result without the bank's reference is still one transfer: the batch and our reference name it.
      const bankReference = row.bankReference ?? `FILE${batchId}-${item.reference}`;
      const outcome = await this.pay(book.db, actor, item, bankReference, after);
      if (outcome === 'PAID') await this.decide(book.db, batchId, item, 'paid', bankReference, null);
      if (outcome === 'PAID') settle.push(item.withdrawalId);
      return outcome;
    }
    const reason = row.reason ?? BANK_REFUSED;
    await this.decide(book.db, batchId, item, 'failed', null, reason);
    // Out of this file, onto the desk's "to pay": payable by hand or in the next file, or, when its
    // return waits for a second operator (ADR 0186), returned from the desk.
    const toDesk = () =>
      book.db.query(`UPDATE manual_payouts SET batch_id = NULL WHERE ref = $1 AND batch_id = $2`, [
        item.reference,
        batchId,
      ]);
    if (onFailure === 'desk') {
      await toDesk();
      return 'TO_DESK';
    }
    const returned = await this.desk.returnInTransaction(book, actor, item.withdrawalId, reason, after);
    if (returned === 'waiting') {
      await toDesk();
      return 'RETURN_WAITING';
    }
    settle.push(item.withdrawalId);
    return 'RETURNED';
  }

  /** Pays it through the desk's one rule; a reference that paid another withdrawal is listed, not fatal. */
  private async pay(
    tx: Tx,
    actor: OperatorActor,
    item: OpenItem,
    bankReference: string,
    after: Record<string, unknown>,
  ): Promise<PayoutResultOutcome> {
    try {
      await this.desk.payInTransaction(tx, actor, item.withdrawalId, bankReference, after);
      return 'PAID';
    } catch (error) {
      if (error instanceof AppError && error.code === 'BANK_REFERENCE_USED') return 'BANK_REFERENCE_USED';
      if (error instanceof AppError && error.code === 'ALREADY_DECIDED') return 'ALREADY_DECIDED';
      throw error;
    }
  }

  private async decide(
    tx: Tx,
    batchId: number,
    item: OpenItem,
    outcome: 'paid' | 'failed',
    bankReference: string | null,
    reason: string | null,
  ): Promise<void> {
    item.outcome = outcome;
    await tx.query(
      `UPDATE payout_batch_items SET outcome = $3, bank_reference = $4, reason = $5, decided_at = now()
       WHERE batch_id = $1 AND ref = $2`,
      [batchId, item.reference, outcome, bankReference, reason],
    );
  }

  async confirm(
    actor: OperatorActor,
    batchId: number,
    withdrawalId: number,
    request: ConfirmBatchPayoutRequest,
  ): Promise<PayoutBatchItem> {
    const typed = toSatang(request.amount) ?? fail('AMOUNT_MISMATCH');
    const changed = await this.ledger
      .inTransaction(async ({ db: tx }) => {
        const { rows } = await tx.query(`${ITEM} WHERE i.batch_id = $1 AND m.id = $2 FOR UPDATE OF i`, [
          batchId,
          withdrawalId,
        ]);
        const item = itemOf(rows[0] ?? fail('NO_DATA'));
        if (item.outcome === 'paid' && item.bankReference === request.bankReference) return false;
        if (item.outcome !== 'open') fail('ALREADY_DECIDED');
        if (typed !== item.amount) fail('AMOUNT_MISMATCH');
        const confirmedBy = [actor.operatorId];
        if (item.amount > (await this.secondApproverAbove(tx))) {
          if (item.firstOperatorId === actor.operatorId) return false;
          if (item.firstOperatorId === null) {
            await this.firstConfirmation(tx, actor, batchId, item, typed, request.bankReference);
            return false;
          }
          await this.independence.assertIndependent(tx, item.firstOperatorId, actor.operatorId);
          if (item.firstAmount !== typed || item.firstBankReference !== request.bankReference) {
            fail('AMOUNT_MISMATCH');
          }
          confirmedBy.unshift(item.firstOperatorId);
        }
        const after = { batchId, typedAmount: toBaht(typed), confirmedBy };
        await this.desk.payInTransaction(tx, actor, withdrawalId, request.bankReference, after);
        await this.decide(tx, batchId, item, 'paid', request.bankReference, null);
        return true;
      })
      .catch(referenceTakenMeanwhile);
    if (changed) await this.desk.settle(withdrawalId, true);
    return batchItem(this.pool, batchId, withdrawalId);
  }

  /** Above the second-approver amount the first typed confirmation only records itself. */
  private async firstConfirmation(
    tx: Tx,
    actor: OperatorActor,
    batchId: number,
    item: OpenItem,
    typed: number,
    bankReference: string,
  ): Promise<void> {
    await tx.query(
      `UPDATE payout_batch_items SET first_operator_id = $3, first_amount = $4, first_bank_reference = $5
       WHERE batch_id = $1 AND ref = $2`,
      [batchId, item.reference, actor.operatorId, typed, bankReference],
    );
    await this.operators.appendAudit(tx, actor, {
      action: 'withdrawal.payout_first_confirm',
      targetType: 'withdrawal',
      targetId: item.withdrawalId,
      before: { status: 'TO_PAY', amount: toBaht(item.amount), reference: item.reference },
      after: { batchId, typedAmount: toBaht(typed), bankReference },
      reason: null,
    });
  }
}

/** Two imports of one file at once: the unique key refuses the later one. */
function importedMeanwhile(error: unknown): never {
  const { code, constraint } = error as { code?: string; constraint?: string };
  if (code === '23505' && constraint === 'payout_batch_imports_file_key') fail('PAYOUT_FILE_IMPORTED');
  return referenceTakenMeanwhile(error);
}
