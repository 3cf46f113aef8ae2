import type pg from 'pg';
import {
  toBaht,
  type HeldCreditBatch,
  type HeldCreditBatchesReply,
  type PendingSummary,
} from '@wallet/contract';
import type { Queryable, Tx } from '../../../db/queryable.ts';
import { inTransaction } from '../../../db/transaction.ts';
import { crashPoint } from '../../../lib/crash-point.ts';
import { fail } from '../../../lib/app-error.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import type { QueueEvents } from '../../../lib/queue-events.ts';
import { isoOrNull, operatorRefOf } from '../../../lib/refs.ts';
import type { SecondApprover } from '../../wallet/index.ts';
import type { BankTransfers, Sighted } from './bank-transfers.ts';
import { TRANSFER_COLUMNS, type TransferRow } from './transfer-rows.ts';

/** What one operator supplied as a transfer's evidence, and why (a batch: one file, or one queue item). */
export interface EvidenceBatch {
  kind: HeldCreditBatch['kind'];
  reason: string;
  fileName?: string | null;
  fileSha256?: string | null;
  bankCode?: string | null;
  accountNo?: string | null;
  itemId?: string | null;
}

/** Who supplied the evidence, in which batch, and why: the credit's first operator. */
export interface EvidenceAsk {
  actor: OperatorActor;
  batchId: number;
  reason: string;
}

/**
 * A statement row's sighting credits by the file alone when it turned the transfer into a credit:
 * it created one only files have seen, or it decided one that waited. A row that only joins a
 * transfer another source already credited is no operator credit (ADR 0131).
 */
export function creditedByFile(sighted: Extract<Sighted, { kind: 'transfer' }>): boolean {
  const t = sighted.transfer;
  if (t.outcome !== 'CREDITED' || t.movementId !== null) return false;
  return sighted.queue === 'decided' || t.seenBy.every((source) => source === 'statement');
}

/** Whether a transfer was seen by files only: nothing outside the site proves its money (ADR 0131). */
export const onlyFilesSaw = (seenBy: readonly string[]): boolean =>
  seenBy.every((source) => source === 'statement');

interface CreditRow {
  id: string;
  batchId: string;
  sourceId: string;
  memberId: string;
  memberUsername: string;
  memberName: string;
  amount: string;
  bankTime: Date | null;
  status: 'WAITING' | 'APPLIED' | 'CANCELLED';
  firstOperatorId: string;
  secondOperatorId: string | null;
  secondUsername: string | null;
  secondName: string | null;
  decidedAt: Date | null;
  decisionReason: string | null;
}

interface BatchRow {
  id: string;
  kind: HeldCreditBatch['kind'];
  fileName: string | null;
  fileSha256: string | null;
  bankCode: string | null;
  accountNo: string | null;
  itemId: string | null;
  requestedBy: string;
  requesterUsername: string;
  requesterName: string;
  requestedAt: Date;
  reason: string;
}

const CREDITS = `SELECT c.id, c.batch_id AS "batchId", c.source_id AS "sourceId", c.member_id AS "memberId",
  m.username AS "memberUsername", m.name AS "memberName", c.amount, t.bank_time AS "bankTime", c.status,
  c.first_operator_id AS "firstOperatorId", c.second_operator_id AS "secondOperatorId",
  o.username AS "secondUsername", o.name AS "secondName",
  c.decided_at AS "decidedAt", c.decision_reason AS "decisionReason"
  FROM operator_credits c
  JOIN members m ON m.id = c.member_id
  LEFT JOIN bank_transfers t ON t.id = substring(c.source_id from 'transfer-(\\d+)$')::bigint
  LEFT JOIN operators o ON o.id = c.second_operator_id
  WHERE c.source = 'bank_transfer'`;

const BATCHES = `SELECT b.id, b.kind, b.file_name AS "fileName", b.file_sha256 AS "fileSha256", b.bank_code AS "bankCode",
  b.account_no AS "accountNo", b.item_id AS "itemId", b.requested_by AS "requestedBy",
  r.username AS "requesterUsername", r.name AS "requesterName", b.created_at AS "requestedAt", b.reason
  FROM operator_credit_batches b JOIN operators r ON r.id = b.requested_by`;

/** The operator_credits row of a transfer in a batch: one per transfer per batch (a rejected one may come again). */
const sourceIdOf = (batchId: number, transferId: number) => `batch-${batchId}:transfer-${transferId}`;
const transferIdOf = (sourceId: string) => Number(/transfer-(\d+)$/.exec(sourceId)![1]);

/**
 * Bank transfers credited on an operator's evidence (ADR 0131): a statement file's rows, an
 * UNPARSED item's typed amount, an AMBIGUOUS item settled as new, a match of a transfer only a
 * file showed. Each is the supplying operator's credit under the second-approver rule (ADR 0054):
 * within the limits it is recorded APPLIED and carried out as any feed credit; above them the
 * transfer is HELD (nothing credits it, not even the recovery job) and the credit WAITS for a
 * second, independent operator, who approves (the transfer becomes CREDITED and is carried out
 * under its own op key, once) or rejects it (the transfer waits in the feed's queue, unplaced).
 */
export class FeedOperatorCredits {
  constructor(
    private readonly pool: pg.Pool,
    private readonly secondApprover: SecondApprover,
    private readonly transfers: BankTransfers,
    private readonly operators: OperatorSide,
    private readonly queues: QueueEvents,
  ) {
    queues.summary('heldCredits', () => this.pending());
  }

  async pending(): Promise<PendingSummary> {
    const { rows } = await this.pool.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM operator_credits
       WHERE source = 'bank_transfer' AND status = 'WAITING'`,
    );
    return { count: rows[0]!.count, oldestAt: isoOrNull(rows[0]!.oldest) };
  }

  /** Opens the batch an operator's evidence is credited in (the caller's transaction, or its own). */
  async openBatch(db: Queryable, actor: OperatorActor, batch: EvidenceBatch): Promise<number> {
    const { rows } = await db.query<{ id: string }>(
      `INSERT INTO operator_credit_batches (kind, file_name, file_sha256, bank_code, account_no, item_id, requested_by, reason)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
      [
        batch.kind,
        batch.fileName ?? null,
        batch.fileSha256 ?? null,
        batch.bankCode ?? null,
        batch.accountNo ?? null,
        batch.itemId ?? null,
        actor.operatorId,
        batch.reason,
      ],
    );
    return Number(rows[0]!.id);
  }

  /**
   * A transfer the operator's evidence decided CREDITED (not carried out yet), inside the
   * transaction that decided it: the operator's credit. Within the limits it is recorded APPLIED
   * (the caller carries it out after the commit); above them the transfer is HELD and the credit
   * WAITS. Answers the transfer as it now stands.
   */
  async decide(tx: Tx, transfer: TransferRow, ask: EvidenceAsk): Promise<TransferRow> {
    if (transfer.outcome !== 'CREDITED' || transfer.movementId !== null || transfer.memberId === null) {
      return transfer;
    }
    const needsSecond = await this.secondApprover.creditNeedsSecond(
      tx,
      transfer.memberId,
      ask.actor.operatorId,
      transfer.amount,
    );
    await this.secondApprover.record(
      tx,
      {
        memberId: transfer.memberId,
        source: 'bank_transfer',
        sourceId: sourceIdOf(ask.batchId, transfer.id),
        amount: transfer.amount,
        firstOperatorId: ask.actor.operatorId,
        secondOperatorId: null,
        reason: ask.reason,
        batchId: ask.batchId,
      },
      needsSecond ? 'WAITING' : 'APPLIED',
    );
    if (!needsSecond) return transfer;
    const { rows } = await tx.query<TransferRow>(
      `UPDATE bank_transfers SET outcome = 'HELD' WHERE id = $1 RETURNING ${TRANSFER_COLUMNS}`,
      [transfer.id],
    );
    return rows[0]!;
  }

  /** After the commit of a decision that may have held credits: the queue's screens and badge. */
  held(batchId: number): void {
    this.queues.changed('heldCredits', 'added', batchId);
  }

  /** The batches with a credit that waits, oldest first, each with all its credits. */
  async list(): Promise<HeldCreditBatchesReply> {
    const { rows } = await this.pool.query<{ id: string }>(
      `SELECT DISTINCT batch_id AS id FROM operator_credits
       WHERE source = 'bank_transfer' AND status = 'WAITING' ORDER BY batch_id LIMIT 100`,
    );
    return { pending: await this.pending(), batches: await this.batches(rows.map((r) => Number(r.id))) };
  }

  /** The operator credit of each queue item decided as one (typed amount, settle as new, match). */
  async ofItems(itemIds: string[]): Promise<Map<string, { id: number; status: CreditRow['status'] }>> {
    const { rows } = await this.pool.query<{ itemId: string; id: string; status: CreditRow['status'] }>(
      `SELECT b.item_id AS "itemId", c.id, c.status FROM operator_credit_batches b
       JOIN operator_credits c ON c.batch_id = b.id AND c.source = 'bank_transfer'
       WHERE b.item_id = ANY($1) ORDER BY c.id`,
      [itemIds],
    );
    return new Map(rows.map((r) => [r.itemId, { id: Number(r.id), status: r.status }]));
  }

  async batch(id: number): Promise<HeldCreditBatch> {
    return (await this.batches([id]))[0] ?? fail('NO_DATA');
  }

  private async batches(ids: number[]): Promise<HeldCreditBatch[]> {
    const [{ rows: batches }, { rows: credits }] = await Promise.all([
      this.pool.query<BatchRow>(`${BATCHES} WHERE b.id = ANY($1) ORDER BY b.id`, [ids]),
      this.pool.query<CreditRow>(`${CREDITS} AND c.batch_id = ANY($1) ORDER BY c.id`, [ids]),
    ]);
    return batches.map((b) => ({
      id: Number(b.id),
      kind: b.kind,
      fileName: b.fileName,
      fileSha256: b.fileSha256,
      bankCode: b.bankCode,
      accountNo: b.accountNo,
      itemId: b.itemId,
      requestedBy: operatorRefOf(b.requestedBy, b.requesterUsername, b.requesterName)!,
      requestedAt: b.requestedAt.toISOString(),
      reason: b.reason,
      credits: credits
        .filter((c) => c.batchId === b.id)
        .map((c) => ({
          id: Number(c.id),
          transferId: `transfer-${transferIdOf(c.sourceId)}`,
          member: { id: Number(c.memberId), username: c.memberUsername, name: c.memberName },
          amount: toBaht(Number(c.amount)),
          bankTime: (c.bankTime ?? b.requestedAt).toISOString(),
          status: c.status,
          decidedBy: operatorRefOf(c.secondOperatorId, c.secondUsername, c.secondName),
          decidedAt: isoOrNull(c.decidedAt),
          decisionReason: c.decisionReason,
        })),
    }));
  }

  /**
   * A second operator credits one waiting row: independent of the operator who supplied it
   * (SAME_OPERATOR otherwise), once. A repeat by the same approver answers the batch and finishes
   * a credit a crash left undone; a row decided otherwise is ALREADY_DECIDED. A transfer that an
   * outside source credited meanwhile (the bank's push, a verified slip) closes the row unused.
   */
  async approve(actor: OperatorActor, creditId: number, reason: string | null): Promise<HeldCreditBatch> {
    const done = await inTransaction(
      this.pool,
      async (tx): Promise<{ batchId: number; transfer?: TransferRow; superseded?: true }> => {
        const credit = await this.lock(tx, creditId);
        const batchId = Number(credit.batchId);
        const transferId = transferIdOf(credit.sourceId);
        if (credit.status === 'APPLIED' && Number(credit.secondOperatorId) === actor.operatorId) {
          return { batchId, transfer: await this.transfer(tx, transferId) };
        }
        if (credit.status !== 'WAITING') fail('ALREADY_DECIDED');
        await this.secondApprover.assertIndependent(tx, Number(credit.firstOperatorId), actor.operatorId);
        const transfer = await this.transfer(tx, transferId);
        if (transfer.outcome !== 'HELD' || transfer.memberId !== Number(credit.memberId)) {
          await this.close(tx, creditId, actor, 'CANCELLED', 'credited by an outside source');
          return { batchId, superseded: true };
        }
        const { rows } = await tx.query<TransferRow>(
          `UPDATE bank_transfers SET outcome = 'CREDITED' WHERE id = $1 RETURNING ${TRANSFER_COLUMNS}`,
          [transferId],
        );
        await this.close(tx, creditId, actor, 'APPLIED', null);
        await this.operators.appendAudit(tx, actor, {
          action: 'bank_feed.credit_approve',
          targetType: 'bank_transfer',
          targetId: `transfer-${transferId}`,
          memberId: Number(credit.memberId),
          before: { status: 'WAITING', requestedBy: Number(credit.firstOperatorId) },
          after: { status: 'APPLIED', amount: toBaht(Number(credit.amount)), batchId, creditId },
          reason,
        });
        return { batchId, transfer: rows[0]! };
      },
    );
    if (done.superseded) fail('ALREADY_DECIDED');
    crashPoint('operatorCredit.afterApproval');
    // Step 2 under the transfer's own op key: idempotent, so a repeat finishes a crash's credit.
    if (done.transfer) await this.transfers.carryOut(done.transfer);
    this.queues.changed('heldCredits', 'decided', creditId);
    return this.batch(done.batchId);
  }

  /**
   * Rejects one waiting row with a reason (any finance operator, the supplier too): nothing is
   * credited and the transfer is unplaced, back in the feed's queue, where placing it is again
   * an operator credit (a transfer only files saw). A repeat by the same operator answers the batch.
   */
  async reject(actor: OperatorActor, creditId: number, reason: string): Promise<HeldCreditBatch> {
    type Rejected =
      { batchId: number; changed: false } | { batchId: number; changed: true; transferId: number };
    const done = await inTransaction(this.pool, async (tx): Promise<Rejected> => {
      const credit = await this.lock(tx, creditId);
      const batchId = Number(credit.batchId);
      if (credit.status === 'CANCELLED' && Number(credit.secondOperatorId) === actor.operatorId) {
        return { batchId, changed: false };
      }
      if (credit.status !== 'WAITING') fail('ALREADY_DECIDED');
      const transferId = transferIdOf(credit.sourceId);
      await this.transfer(tx, transferId);
      await tx.query(
        `UPDATE bank_transfers SET outcome = 'UNMATCHED', member_id = NULL, matched_by = NULL, op_key = NULL,
           notice_movement_id = NULL
         WHERE id = $1 AND outcome = 'HELD'`,
        [transferId],
      );
      await this.close(tx, creditId, actor, 'CANCELLED', reason);
      await this.operators.appendAudit(tx, actor, {
        action: 'bank_feed.credit_reject',
        targetType: 'bank_transfer',
        targetId: `transfer-${transferId}`,
        memberId: Number(credit.memberId),
        before: { status: 'WAITING', requestedBy: Number(credit.firstOperatorId) },
        after: { status: 'CANCELLED', amount: toBaht(Number(credit.amount)), batchId, creditId },
        reason,
      });
      return { batchId, changed: true, transferId };
    });
    if (done.changed) {
      this.queues.changed('heldCredits', 'decided', creditId);
      this.transfers.changed('added', `transfer-${done.transferId}`);
    }
    return this.batch(done.batchId);
  }

  private async lock(tx: Tx, creditId: number) {
    const { rows } = await tx.query<{
      batchId: string | null;
      sourceId: string;
      memberId: string;
      amount: string;
      status: CreditRow['status'];
      firstOperatorId: string;
      secondOperatorId: string | null;
    }>(
      `SELECT batch_id AS "batchId", source_id AS "sourceId", member_id AS "memberId", amount, status,
         first_operator_id AS "firstOperatorId", second_operator_id AS "secondOperatorId"
       FROM operator_credits WHERE id = $1 AND source = 'bank_transfer' FOR UPDATE`,
      [creditId],
    );
    const credit = rows[0];
    if (!credit || credit.batchId === null) fail('NO_DATA');
    return credit;
  }

  /** The transfer, locked: a sighting joining it meanwhile waits for this decision's commit. */
  private async transfer(tx: Tx, id: number): Promise<TransferRow> {
    const { rows } = await tx.query<TransferRow>(
      `SELECT ${TRANSFER_COLUMNS} FROM bank_transfers WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return rows[0] ?? fail('NO_DATA');
  }

  private async close(
    tx: Tx,
    creditId: number,
    actor: OperatorActor,
    status: 'APPLIED' | 'CANCELLED',
    reason: string | null,
  ): Promise<void> {
    await tx.query(
      `UPDATE operator_credits SET status = $2, second_operator_id = $3, decision_reason = $4, decided_at = now(),
         applied_at = CASE WHEN $2 = 'APPLIED' THEN now() END
       WHERE id = $1`,
      [creditId, status, actor.operatorId, reason],
    );
  }
}
