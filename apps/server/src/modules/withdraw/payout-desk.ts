import {
  toBaht,
  type ManualPayoutItem,
  type ManualPayoutStatus,
  type ManualPayoutsPage,
} from '@wallet/contract';
import type pg from 'pg';
import type { ManualPayoutState } from '../../adapters/payout/manual.ts';
import type { Tx } from '../../db/queryable.ts';
import { fail } from '../../lib/app-error.ts';
import type { OperatorActor, OperatorSide } from '../../lib/operator-side.ts';
import type { QueueEvents } from '../../lib/queue-events.ts';
import { isoOrNull, memberRefOf, operatorRefOf } from '../../lib/refs.ts';
import type { Ledger, LedgerTx, SecondApprover } from '../wallet/index.ts';
import type { Withdrawals } from './service.ts';

const STATUS_OF: Record<ManualPayoutState, ManualPayoutStatus> = {
  to_pay: 'TO_PAY',
  paid: 'PAID',
  returned: 'RETURNED',
};
const STATE_OF = { TO_PAY: 'to_pay', PAID: 'paid', RETURNED: 'returned' } as const;

/** The operator-credit rule (ADR 0054) a payout's return to the wallet follows (ADR 0186). */
export type ReturnApprover = Pick<
  SecondApprover,
  'creditNeedsSecond' | 'record' | 'waiting' | 'settleWaiting' | 'assertIndependent'
>;

/** What recording a return did: the money went back, it waits for a second operator, or nothing (a repeat). */
export type ReturnOutcome = 'returned' | 'waiting' | 'repeat';

/** The operator_credits row of a payout's return. */
const returnSourceId = (withdrawalId: number | string) => `payout-${withdrawalId}`;

interface Row {
  id: string;
  reference: string;
  memberId: string;
  memberUsername: string;
  memberName: string;
  amount: string;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
  state: ManualPayoutState;
  movementStatus: string;
  bankReference: string | null;
  reason: string | null;
  batchId: string | null;
  decidedAt: Date | null;
  operatorId: string | null;
  operatorUsername: string | null;
  operatorName: string | null;
  createdAt: Date;
  askedBy: string | null;
  askedByUsername: string | null;
  askedByName: string | null;
  askedReason: string | null;
  askedAt: Date | null;
  total?: string;
}

/** The bank details are the rail's copy (what finance was asked to pay), not the member's today. */
const SELECT = `SELECT m.id, m.reference, m.member_id AS "memberId", mb.username AS "memberUsername",
         mb.name AS "memberName", p.amount, p.bank_code AS "bankCode", p.bank_account_no AS "bankAccountNo",
         p.bank_account_name AS "bankAccountName", p.status AS state, m.status AS "movementStatus",
         p.bank_reference AS "bankReference", p.reason, p.batch_id AS "batchId", p.decided_at AS "decidedAt",
         p.operator_id AS "operatorId", o.username AS "operatorUsername", o.name AS "operatorName",
         p.created_at AS "createdAt", c.first_operator_id AS "askedBy", ao.username AS "askedByUsername",
         ao.name AS "askedByName", c.reason AS "askedReason", c.created_at AS "askedAt"
  FROM manual_payouts p
  JOIN movements m ON m.reference = p.ref AND m.kind = 'withdrawal'
  JOIN members mb ON mb.id = m.member_id
  LEFT JOIN operators o ON o.id = p.operator_id
  LEFT JOIN operator_credits c ON c.source = 'payout_return' AND c.source_id = 'payout-' || m.id AND c.status = 'WAITING'
  LEFT JOIN operators ao ON ao.id = c.first_operator_id`;

function itemOf(row: Row): ManualPayoutItem {
  return {
    id: Number(row.id),
    reference: row.reference,
    member: memberRefOf(row),
    amount: toBaht(Number(row.amount)),
    bank: { code: row.bankCode, accountNo: row.bankAccountNo, accountName: row.bankAccountName },
    status: STATUS_OF[row.state],
    settled: row.movementStatus !== 'PENDING',
    bankReference: row.bankReference,
    reason: row.reason,
    batchId: row.batchId === null ? null : Number(row.batchId),
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: operatorRefOf(row.operatorId, row.operatorUsername, row.operatorName),
    returnAsked:
      row.askedBy === null
        ? null
        : {
            by: operatorRefOf(row.askedBy, row.askedByUsername, row.askedByName)!,
            reason: row.askedReason ?? '',
            at: row.askedAt!.toISOString(),
          },
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Finance's "to pay" queue of the manual payout rail (ADR 0146). Recording the outcome changes
 * the rail's row under its lock, in one transaction with the audit row (and, for a return, the
 * reason the member reads); the withdrawal then settles from the rail's answer as it would from
 * any rail, at once or, after a crash, by the recovery job. The row moves out of `to_pay` once,
 * so a second click or a second operator can never pay or return it twice. "Not paid" is an
 * operator's word that puts money back into a wallet, so a return follows the operator-credit
 * rule (ADR 0054, 0186): counted in the member's and the operator's 24 hours, and above them it
 * waits until an independent operator returns it too; recording it paid meanwhile cancels it.
 */
export class PayoutDesk {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly withdrawals: Withdrawals,
    private readonly events: QueueEvents,
    private readonly operators: OperatorSide,
    private readonly credits: ReturnApprover,
  ) {}

  async list(filter: {
    status?: ManualPayoutStatus;
    page: number;
    limit: number;
  }): Promise<ManualPayoutsPage> {
    const { rows } = await this.pool.query<Row>(
      `SELECT *, count(*) OVER () AS total FROM (${SELECT}) q
       WHERE ($1::text IS NULL OR state = $1)
       ORDER BY (state = 'to_pay') DESC, CASE WHEN state = 'to_pay' THEN id END ASC, id DESC
       LIMIT $2 OFFSET $3`,
      [filter.status ? STATE_OF[filter.status] : null, filter.limit, (filter.page - 1) * filter.limit],
    );
    const { rows: waiting } = await this.pool.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM manual_payouts WHERE status = 'to_pay'`,
    );
    return { toPay: waiting[0]!.count, total: rows[0] ? Number(rows[0].total) : 0, items: rows.map(itemOf) };
  }

  async item(id: number): Promise<ManualPayoutItem> {
    const { rows } = await this.pool.query<Row>(`SELECT * FROM (${SELECT}) q WHERE id = $1`, [id]);
    return itemOf(rows[0] ?? fail('NO_DATA'));
  }

  /** Finance paid it: the bank's reference recorded once; the same reference again is a repeat. */
  async markPaid(actor: OperatorActor, id: number, bankReference: string): Promise<ManualPayoutItem> {
    const changed = await this.ledger
      .inTransaction(async ({ db: tx }) => {
        const row = await this.lock(tx, id);
        if (row.state === 'to_pay' && row.batchId !== null) fail('PAYOUT_IN_FILE');
        return this.payLocked(tx, actor, row, bankReference, {});
      })
      .catch(referenceTakenMeanwhile);
    return this.settled(id, changed);
  }

  /**
   * Finance could not pay it: back to the wallet once, with the reason on the member's statement,
   * or, above the operator-credit limits, asked and waiting for a second operator.
   */
  async returnPayout(actor: OperatorActor, id: number, reason: string): Promise<ManualPayoutItem> {
    const outcome = await this.ledger.inTransaction(async (book) => {
      const row = await this.lock(book.db, id);
      if (row.state === 'to_pay' && row.batchId !== null) fail('PAYOUT_IN_FILE');
      return this.returnLocked(book, actor, row, reason, {});
    });
    if (outcome === 'waiting') this.events.changed('withdrawals', 'updated', id);
    return this.settled(id, outcome === 'returned');
  }

  /**
   * Records it paid inside the caller's transaction (the desk's click, a bulk file's result row,
   * ADR 0173): false for a repeat with the same reference, ALREADY_DECIDED otherwise, and
   * BANK_REFERENCE_USED when the reference paid another withdrawal. The caller settles it after.
   */
  async payInTransaction(
    tx: Tx,
    actor: OperatorActor,
    id: number,
    bankReference: string,
    after: Record<string, unknown>,
  ): Promise<boolean> {
    return this.payLocked(tx, actor, await this.lock(tx, id), bankReference, after);
  }

  /** Returns it to the member inside the caller's transaction (a bulk file's failed row, ADR 0173). */
  async returnInTransaction(
    book: LedgerTx,
    actor: OperatorActor,
    id: number,
    reason: string,
    after: Record<string, unknown>,
  ): Promise<ReturnOutcome> {
    return this.returnLocked(book, actor, await this.lock(book.db, id), reason, after);
  }

  private async payLocked(
    tx: Tx,
    actor: OperatorActor,
    row: Row,
    bankReference: string,
    after: Record<string, unknown>,
  ): Promise<boolean> {
    if (row.state === 'paid' && row.bankReference === bankReference) return false;
    if (row.state !== 'to_pay') fail('ALREADY_DECIDED');
    const { rows: used } = await tx.query('SELECT 1 FROM manual_payouts WHERE bank_reference = $1', [
      bankReference,
    ]);
    if (used.length > 0) fail('BANK_REFERENCE_USED');
    // Paid after all: a return asked meanwhile has nothing left to return.
    await this.credits.settleWaiting(tx, 'payout_return', returnSourceId(row.id), 'CANCELLED');
    await tx.query(
      `UPDATE manual_payouts SET status = 'paid', bank_reference = $2, operator_id = $3, decided_at = now()
       WHERE ref = $1`,
      [row.reference, bankReference, actor.operatorId],
    );
    await this.audit(
      tx,
      actor,
      'withdrawal.payout_paid',
      row,
      { status: 'PAID', bankReference, ...after },
      null,
    );
    return true;
  }

  private async returnLocked(
    book: LedgerTx,
    actor: OperatorActor,
    row: Row,
    reason: string,
    after: Record<string, unknown>,
  ): Promise<ReturnOutcome> {
    if (row.state === 'returned') return 'repeat';
    if (row.state !== 'to_pay') fail('ALREADY_DECIDED');
    const tx = book.db;
    const memberId = Number(row.memberId);
    const amount = Number(row.amount);
    const sourceId = returnSourceId(row.id);
    const asked = await this.credits.waiting(tx, 'payout_return', sourceId);
    let confirmedBy: number[] = [actor.operatorId];
    if (asked) {
      if (asked.firstOperatorId === actor.operatorId) return 'repeat';
      await this.credits.assertIndependent(tx, asked.firstOperatorId, actor.operatorId);
      await this.credits.settleWaiting(tx, 'payout_return', sourceId, { secondOperatorId: actor.operatorId });
      confirmedBy = [asked.firstOperatorId, actor.operatorId];
    } else {
      const credit = {
        memberId,
        source: 'payout_return' as const,
        sourceId,
        amount,
        firstOperatorId: actor.operatorId,
        secondOperatorId: null,
        reason,
      };
      if (await this.credits.creditNeedsSecond(tx, memberId, actor.operatorId, amount)) {
        await this.credits.record(tx, credit, 'WAITING');
        await this.audit(
          tx,
          actor,
          'withdrawal.payout_return_asked',
          row,
          { status: 'TO_PAY', secondApproverNeeded: true, ...after },
          reason,
        );
        return 'waiting';
      }
      await this.credits.record(tx, credit, 'APPLIED');
    }
    // The member reads the first operator's reason: the one a second operator agreed to.
    const statementReason = asked?.reason ?? reason;
    await tx.query(
      `UPDATE manual_payouts SET status = 'returned', reason = $2, operator_id = $3, decided_at = now()
       WHERE ref = $1`,
      [row.reference, statementReason, actor.operatorId],
    );
    await book.note(Number(row.id), statementReason);
    await this.audit(
      tx,
      actor,
      'withdrawal.payout_return',
      row,
      { status: 'RETURNED', confirmedBy, ...after },
      reason,
    );
    return 'returned';
  }

  /** Settles the withdrawal from the rail's new answer (a failure here is the recovery job's). */
  async settle(id: number, changed: boolean): Promise<void> {
    if (changed) this.events.changed('withdrawals', 'updated', id);
    await this.withdrawals.settleFromRail(id).catch(() => undefined);
  }

  private async settled(id: number, changed: boolean): Promise<ManualPayoutItem> {
    await this.settle(id, changed);
    return this.item(id);
  }

  private async lock(tx: Tx, id: number): Promise<Row> {
    const { rows } = await tx.query<Row>(`${SELECT} WHERE m.id = $1 FOR UPDATE OF p`, [id]);
    return rows[0] ?? fail('NO_DATA');
  }

  private audit(
    tx: Tx,
    actor: OperatorActor,
    action: 'withdrawal.payout_paid' | 'withdrawal.payout_return' | 'withdrawal.payout_return_asked',
    row: Row,
    after: Record<string, unknown>,
    reason: string | null,
  ): Promise<void> {
    return this.operators.appendAudit(tx, actor, {
      action,
      targetType: 'withdrawal',
      targetId: Number(row.id),
      memberId: Number(row.memberId),
      before: { status: STATUS_OF[row.state], amount: toBaht(Number(row.amount)), reference: row.reference },
      after,
      reason,
    });
  }
}

/** Two withdrawals given one reference at once: the unique index refuses the later one. */
export function referenceTakenMeanwhile(error: unknown): never {
  if ((error as { code?: string }).code === '23505') fail('BANK_REFERENCE_USED');
  throw error;
}
