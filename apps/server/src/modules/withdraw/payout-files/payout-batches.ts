import { createHash } from 'node:crypto';
import {
  toBaht,
  type ExportPayoutFileRequest,
  type PayoutBatch,
  type PayoutBatchDetail,
  type PayoutBatchesPage,
  type PayoutBatchFile,
} from '@wallet/contract';
import type pg from 'pg';
import { fail } from '../../../lib/app-error.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import type { QueueEvents } from '../../../lib/queue-events.ts';
import type { Ledger } from '../../wallet/index.ts';
import { batchById, batchItems, latestBatches } from './batch-reads.ts';
import { THAI_BANK_CODES, tis620 } from './fixed-width.ts';
import { ktbFile } from './ktb.ts';
import type { PayoutFileBatch, PayoutFileLayout } from './layout.ts';
import { scbFile } from './scb.ts';

/** Each layout's writer: a pure function of the batch, so a fixture pins its bytes. */
export const PAYOUT_FILE_WRITERS: Record<PayoutFileLayout, (batch: PayoutFileBatch) => string> = {
  ktb: ktbFile,
  scb: scbFile,
};

/**
 * The longest account number each layout's field holds: KTB's receiving account is 11 digits, so
 * a 12-digit GSB, BAAC or GHB account stays on the desk (paid by hand, or in an SCB file).
 */
const ACCOUNT_DIGITS: Record<PayoutFileLayout, number> = { ktb: 11, scb: 25 };

/** The bytes of a batch's file, as the portal reads them. */
export function payoutFileBytes(layout: PayoutFileLayout, batch: PayoutFileBatch): Buffer {
  return tis620(PAYOUT_FILE_WRITERS[layout](batch));
}

/**
 * Bulk payment files of the payout desk (ADR 0173). An export takes every payout waiting in the
 * "to pay" queue that is in no file and is payable at a Thai bank, marks each with the new batch
 * (so it is in one file at a time, and the desk's buttons refuse it), and keeps the file's bytes:
 * downloading it again gives the same bytes. Two exports at once share the queue, never a payout
 * (the rows are claimed under their locks, skipping the ones another export holds).
 */
export class PayoutBatches {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly events: QueueEvents,
    private readonly operators: OperatorSide,
  ) {}

  async list(): Promise<PayoutBatchesPage> {
    return { items: await latestBatches(this.pool, 20) };
  }

  async detail(id: number): Promise<PayoutBatchDetail> {
    return { batch: await batchById(this.pool, id), items: await batchItems(this.pool, id) };
  }

  async file(id: number): Promise<PayoutBatchFile> {
    const batch = await batchById(this.pool, id);
    const { rows } = await this.pool.query<{ content: string }>(
      'SELECT content FROM payout_batches WHERE id = $1',
      [id],
    );
    return { batch, fileName: batch.fileName, contentBase64: rows[0]!.content };
  }

  /**
   * The bank did not take the file (refused at upload, never uploaded): its payouts nobody has
   * answered go back to the desk, out of the file, with the reason kept on the batch's rows. A
   * payout one operator already typed a confirmation for stays: the transfer may have left.
   */
  async release(actor: OperatorActor, id: number, reason: string): Promise<PayoutBatch> {
    const released = await this.ledger.inTransaction(async ({ db: tx }) => {
      const { rows: locked } = await tx.query('SELECT 1 FROM payout_batches WHERE id = $1 FOR UPDATE', [id]);
      if (locked.length === 0) fail('NO_DATA');
      const { rows } = await tx.query<{ ref: string }>(
        `UPDATE payout_batch_items SET outcome = 'failed', reason = $2, decided_at = now()
         WHERE batch_id = $1 AND outcome = 'open' AND first_operator_id IS NULL RETURNING ref`,
        [id, reason],
      );
      const references = rows.map((row) => row.ref);
      await tx.query(
        'UPDATE manual_payouts SET batch_id = NULL WHERE batch_id = $1 AND ref = ANY($2::text[])',
        [id, references],
      );
      await this.operators.appendAudit(tx, actor, {
        action: 'withdrawal.payout_file_release',
        targetType: 'payout_batch',
        targetId: id,
        before: null,
        after: { count: references.length, references },
        reason,
      });
      return references.length;
    });
    if (released > 0) this.events.changed('withdrawals', 'updated', id);
    return batchById(this.pool, id);
  }

  async export(actor: OperatorActor, request: ExportPayoutFileRequest): Promise<PayoutBatchFile> {
    const { layout, ...header } = request;
    const id = await this.ledger.inTransaction(async ({ db: tx }) => {
      const { rows: made } = await tx.query<{ id: string; createdAt: Date }>(
        `INSERT INTO payout_batches (layout, file_name, content, count, total, operator_id)
         VALUES ($1, '', '', 0, 0, $2) RETURNING id, created_at AS "createdAt"`,
        [layout, actor.operatorId],
      );
      const batchId = Number(made[0]!.id);
      const { rows: lines } = await tx.query<{
        reference: string;
        amount: string;
        bankCode: string;
        bankAccountNo: string;
        bankAccountName: string;
        createdAt: Date;
      }>(
        `WITH claimed AS (
           SELECT ref FROM manual_payouts
           WHERE status = 'to_pay' AND batch_id IS NULL AND bank_code = ANY($2::text[])
             AND length(bank_account_no) <= $3
             -- Finance asked to return it (ADR 0186): not paid in a file while a second operator decides.
             AND NOT EXISTS (
               SELECT 1 FROM movements m JOIN operator_credits c
                 ON c.source = 'payout_return' AND c.source_id = 'payout-' || m.id AND c.status = 'WAITING'
               WHERE m.reference = manual_payouts.ref AND m.kind = 'withdrawal')
           FOR UPDATE SKIP LOCKED
         )
         UPDATE manual_payouts p SET batch_id = $1 FROM claimed WHERE p.ref = claimed.ref
         RETURNING p.ref AS reference, p.amount, p.bank_code AS "bankCode",
           p.bank_account_no AS "bankAccountNo", p.bank_account_name AS "bankAccountName", p.created_at AS "createdAt"`,
        [batchId, Object.keys(THAI_BANK_CODES), ACCOUNT_DIGITS[layout]],
      );
      if (lines.length === 0) fail('NO_DATA');
      // Oldest first, as the desk lists them; the reference breaks a tie so the order is the same every time.
      const ordered = lines
        .map((line) => ({ ...line, amount: Number(line.amount) }))
        .sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.reference.localeCompare(b.reference),
        );
      const bytes = payoutFileBytes(layout, {
        id: batchId,
        createdAt: made[0]!.createdAt,
        header,
        lines: ordered,
      });
      const total = ordered.reduce((sum, line) => sum + line.amount, 0);
      const fileName = `payout-${layout}-${String(batchId).padStart(6, '0')}.txt`;
      await tx.query(
        'UPDATE payout_batches SET file_name = $2, content = $3, count = $4, total = $5 WHERE id = $1',
        [batchId, fileName, bytes.toString('base64'), ordered.length, total],
      );
      await tx.query(
        `INSERT INTO payout_batch_items (batch_id, ref, line, amount)
         SELECT $1, ref, ord::int, amount FROM unnest($2::text[], $3::bigint[]) WITH ORDINALITY AS t(ref, amount, ord)`,
        [batchId, ordered.map((line) => line.reference), ordered.map((line) => line.amount)],
      );
      await this.operators.appendAudit(tx, actor, {
        action: 'withdrawal.payout_file_export',
        targetType: 'payout_batch',
        targetId: batchId,
        before: null,
        after: {
          layout,
          fileName,
          count: ordered.length,
          total: toBaht(total),
          debitAccount: header.debitAccount,
          sha256: createHash('sha256').update(bytes).digest('hex'),
          references: ordered.map((line) => line.reference),
        },
        reason: null,
      });
      return batchId;
    });
    this.events.changed('withdrawals', 'updated', id);
    return this.file(id);
  }
}
