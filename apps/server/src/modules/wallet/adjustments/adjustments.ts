import {
  toBaht,
  toSatang,
  type AdjustmentItem,
  type AdjustmentRequest,
  type AdjustmentsPage,
  type AdjustmentStatus,
  type AdjustmentPreview,
  type PendingSummary,
} from '@wallet/contract';
import type pg from 'pg';
import type { Tx } from '../../../db/queryable.ts';
import { fail } from '../../../lib/app-error.ts';
import { QUEUE_COLUMNS, searchCondition, type ListSearch } from '../../../lib/list-search.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import type { QueueEvents } from '../../../lib/queue-events.ts';
import { isoOrNull, memberRefOf, operatorRefOf } from '../../../lib/refs.ts';
import type { BalanceEvents } from '../events.ts';
import type { Ledger } from '../ledger.ts';
import type { LedgerTx } from '../ledger-transaction.ts';
import type { SecondApprover } from './second-approver.ts';

interface Row {
  id: string;
  memberId: string;
  memberUsername: string;
  memberName: string;
  direction: 'credit' | 'debit';
  amount: string;
  status: AdjustmentStatus;
  reason: string;
  requestedBy: string;
  requesterUsername: string;
  requesterName: string;
  requestedAt: Date;
  reference: string | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  deciderUsername: string | null;
  deciderName: string | null;
  decisionReason: string | null;
  total?: string;
}

const SELECT = `SELECT a.id, a.member_id AS "memberId", mb.username AS "memberUsername", mb.name AS "memberName",
  a.direction, a.amount, a.status, a.reason, a.requested_by AS "requestedBy", r.username AS "requesterUsername",
  r.name AS "requesterName", a.created_at AS "requestedAt", m.reference, a.decided_at AS "decidedAt",
  a.decided_by AS "decidedBy", d.username AS "deciderUsername", d.name AS "deciderName",
  a.decision_reason AS "decisionReason"
  FROM adjustments a JOIN members mb ON mb.id = a.member_id JOIN operators r ON r.id = a.requested_by
  LEFT JOIN operators d ON d.id = a.decided_by LEFT JOIN movements m ON m.id = a.movement_id`;

function itemOf(row: Row): AdjustmentItem {
  return {
    id: Number(row.id),
    member: memberRefOf(row),
    direction: row.direction,
    amount: toBaht(Number(row.amount)),
    status: row.status,
    requestReason: row.reason,
    requestedBy: operatorRefOf(row.requestedBy, row.requesterUsername, row.requesterName)!,
    requestedAt: row.requestedAt.toISOString(),
    reference: row.reference,
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: operatorRefOf(row.decidedBy, row.deciderUsername, row.deciderName),
    reason: row.decisionReason,
  };
}

/** The wallet after the adjustment (satang); a debit larger than the wallet is MONEY_NOT_ENOUGH. */
function walletAfter(direction: 'credit' | 'debit', before: number, amount: number): number {
  if (direction === 'credit') return before + amount;
  if (amount > before) fail('MONEY_NOT_ENOUGH');
  return before - amount;
}

/**
 * A debit waits for a second operator above the member limit alone (no day's sum: ADR 0183), the
 * limit in the member's currency (ADR 0190).
 */
function debitNeedsSecond(amount: number, memberLimit: number): boolean {
  return amount > toSatang(memberLimit)!;
}

/**
 * Manual credits and debits of a member's wallet against the house adjustments account. A
 * credit applies at once while the second-approver rule allows it (the member's and the
 * operator's credits of the last day, ADR 0054), a debit up to the same amount; otherwise it
 * waits for a second operator independent of the requester. The movement, the adjustment's
 * status, the credit record and the audit row commit together; a debit that would take the
 * wallet below zero changes nothing.
 */
export class Adjustments {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly balances: BalanceEvents,
    private readonly events: QueueEvents,
    private readonly secondApprover: SecondApprover,
    private readonly operators: OperatorSide,
  ) {
    events.summary('adjustments', () => this.pending());
  }

  async pending(): Promise<PendingSummary> {
    const { rows } = await this.pool.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(created_at) AS oldest FROM adjustments WHERE status = 'PENDING_APPROVAL'`,
    );
    return { count: rows[0]!.count, oldestAt: isoOrNull(rows[0]!.oldest) };
  }

  /** A page, waiting first (oldest first), then the rest newest first; the lists' one search (ADR 0111). */
  async list(
    filter: ListSearch & { status?: AdjustmentStatus; memberId?: number; page: number; limit: number },
  ): Promise<AdjustmentsPage> {
    const search = searchCondition(filter, 5, { ...QUEUE_COLUMNS, at: '"requestedAt"' });
    const { rows } = await this.pool.query<Row>(
      `SELECT *, count(*) OVER () AS total FROM (${SELECT}) q
       WHERE ($1::text IS NULL OR status = $1) AND ($2::bigint IS NULL OR "memberId" = $2) AND ${search.sql}
       ORDER BY (status = 'PENDING_APPROVAL') DESC, CASE WHEN status = 'PENDING_APPROVAL' THEN id END ASC, id DESC
       LIMIT $3 OFFSET $4`,
      [
        filter.status ?? null,
        filter.memberId ?? null,
        filter.limit,
        (filter.page - 1) * filter.limit,
        ...search.params,
      ],
    );
    return {
      pending: await this.pending(),
      fourEyesAboveBaht: (await this.secondApprover.limitsIn('THB')).member,
      fourEyesAboveKip: (await this.secondApprover.limitsIn('LAK')).member,
      total: rows[0] ? Number(rows[0].total) : 0,
      items: rows.map(itemOf),
    };
  }

  async item(id: number): Promise<AdjustmentItem> {
    const { rows } = await this.pool.query<Row>(`${SELECT} WHERE a.id = $1`, [id]);
    return itemOf(rows[0] ?? fail('NO_DATA'));
  }

  /**
   * What sending this adjustment would do now (issue 41, ADRs 0183, 0191): the wallet before and
   * after, and whether it waits, from the same sums, limits and checks a sent one is decided by,
   * so the form never holds a copy of a rule. A debit larger than the wallet is refused here too.
   */
  async preview(
    actor: OperatorActor,
    query: { memberId: number; direction: 'credit' | 'debit'; amount: number },
  ): Promise<AdjustmentPreview> {
    const { rows: member } = await this.pool.query('SELECT 1 FROM members WHERE id = $1', [query.memberId]);
    if (!member[0]) fail('NO_USER');
    const amount = toSatang(query.amount)!;
    const before = await this.ledger.balanceOf(query.memberId, 'wallet');
    const after = walletAfter(query.direction, before, amount);
    const { sums, limits, needsSecond } = await this.secondApprover.preview(
      this.pool,
      query.memberId,
      actor.operatorId,
      amount,
    );
    return {
      balanceBefore: toBaht(before),
      balanceAfter: toBaht(after),
      creditsLast24h: toBaht(sums.member),
      operatorCreditsLast24h: toBaht(sums.operator),
      memberLimit: limits.member,
      operatorLimit: limits.operator,
      needsSecond: query.direction === 'credit' ? needsSecond : debitNeedsSecond(amount, limits.member),
      currency: limits.currency,
    };
  }

  /** Idempotent on the operator's Idempotency-Key: a retry answers the adjustment the first request made. */
  async request(actor: OperatorActor, input: AdjustmentRequest, key: string): Promise<AdjustmentItem> {
    const amount = toSatang(input.amount)!;
    const { rows: found } = await this.pool.query<{ id: string }>(
      'SELECT id FROM adjustments WHERE requested_by = $1 AND request_key = $2',
      [actor.operatorId, key],
    );
    if (found[0]) return this.item(Number(found[0].id));
    const { rows: member } = await this.pool.query('SELECT 1 FROM members WHERE id = $1', [input.memberId]);
    if (!member[0]) fail('NO_USER');
    // Refused before it is recorded, even one that would wait: a second operator would only find
    // it cannot apply. The ledger's CHECK still holds the line when it is applied (ADR 0057).
    if (input.direction === 'debit')
      walletAfter('debit', await this.ledger.balanceOf(input.memberId, 'wallet'), amount);
    // A single debit above the member limit waits too, in the member's currency (ADR 0190).
    const memberLimit = (await this.secondApprover.limitsIn(await this.ledger.currencyOf(input.memberId)))
      .member;
    const legs = await this.legs(input.memberId, input.direction, amount);
    const made = await this.ledger.inTransaction(async (book) => {
      const tx = book.db;
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO adjustments (member_id, direction, amount, reason, status, requested_by, request_key)
         VALUES ($1, $2, $3, $4, 'PENDING_APPROVAL', $5, $6)
         ON CONFLICT (requested_by, request_key) DO NOTHING RETURNING id`,
        [input.memberId, input.direction, amount, input.reason, actor.operatorId, key],
      );
      if (!rows[0]) return undefined;
      const adjustmentId = Number(rows[0].id);
      const needsSecond =
        input.direction === 'credit'
          ? await this.secondApprover.creditNeedsSecond(tx, input.memberId, actor.operatorId, amount)
          : debitNeedsSecond(amount, memberLimit);
      await this.operators.appendAudit(tx, actor, {
        action: 'adjustment.request',
        targetType: 'adjustment',
        targetId: adjustmentId,
        memberId: input.memberId,
        after: { direction: input.direction, amount: input.amount, fourEyes: needsSecond },
        reason: input.reason,
      });
      if (!needsSecond) await this.apply(tx, book, adjustmentId, actor.operatorId, null, legs);
      return { id: adjustmentId, needsSecond };
    });
    if (made === undefined) return this.request(actor, input, key);
    const { id, needsSecond } = made;
    if (needsSecond) this.events.changed('adjustments', 'added', id);
    else this.balances.changed(input.memberId);
    return this.item(id);
  }

  async approve(actor: OperatorActor, id: number, reason: string | null): Promise<AdjustmentItem> {
    const first = await this.item(id);
    if (first.requestedBy.id === actor.operatorId) fail('SAME_OPERATOR');
    const legs = await this.legs(first.member.id, first.direction, toSatang(first.amount)!);
    const applied = await this.ledger.inTransaction(async (book) => {
      const tx = book.db;
      if (!(await this.lockWaiting(tx, id, actor.operatorId, 'APPLIED'))) return false;
      await this.secondApprover.assertIndependent(tx, first.requestedBy.id, actor.operatorId);
      await this.apply(tx, book, id, actor.operatorId, reason, legs);
      await this.operators.appendAudit(tx, actor, {
        action: 'adjustment.approve',
        targetType: 'adjustment',
        targetId: id,
        memberId: first.member.id,
        before: { status: 'PENDING_APPROVAL' },
        after: { status: 'APPLIED', direction: first.direction, amount: first.amount },
        reason,
      });
      return true;
    });
    if (applied) {
      this.balances.changed(first.member.id);
      this.events.changed('adjustments', 'decided', id);
    }
    return this.item(id);
  }

  async reject(actor: OperatorActor, id: number, reason: string): Promise<AdjustmentItem> {
    const first = await this.item(id);
    const rejected = await this.ledger.inTransaction(async ({ db: tx }) => {
      if (!(await this.lockWaiting(tx, id, actor.operatorId, 'REJECTED'))) return false;
      await tx.query(
        `UPDATE adjustments SET status = 'REJECTED', decided_by = $2, decided_at = now(), decision_reason = $3 WHERE id = $1`,
        [id, actor.operatorId, reason],
      );
      await this.operators.appendAudit(tx, actor, {
        action: 'adjustment.reject',
        targetType: 'adjustment',
        targetId: id,
        memberId: first.member.id,
        before: { status: 'PENDING_APPROVAL' },
        after: { status: 'REJECTED' },
        reason,
      });
      return true;
    });
    if (rejected) this.events.changed('adjustments', 'decided', id);
    return this.item(id);
  }

  private async legs(memberId: number, direction: 'credit' | 'debit', amount: number) {
    const wallet = await this.ledger.memberAccount(memberId, 'wallet');
    const house = await this.ledger.houseAccountFor('adjustments', memberId);
    const sign = direction === 'credit' ? 1 : -1;
    return [
      { account: wallet, amount: sign * amount },
      { account: house, amount: -sign * amount },
    ];
  }

  /** Posts the movement (statement line with the reason) and marks the adjustment APPLIED. */
  private async apply(
    tx: Tx,
    book: LedgerTx,
    id: number,
    decidedBy: number,
    decisionReason: string | null,
    legs: Awaited<ReturnType<Adjustments['legs']>>,
  ): Promise<void> {
    const { rows } = await tx.query<{
      memberId: string;
      direction: 'credit' | 'debit';
      amount: string;
      reason: string;
      requestedBy: string;
    }>(
      `SELECT member_id AS "memberId", direction, amount, reason, requested_by AS "requestedBy" FROM adjustments WHERE id = $1`,
      [id],
    );
    const adjustment = rows[0]!;
    const credit = adjustment.direction === 'credit';
    const posted = await book.open(
      {
        memberId: Number(adjustment.memberId),
        statementType: credit ? 'deposit' : 'withdraw',
        kind: 'adjustment',
        fromPlace: credit ? 'ADJUSTMENT' : 'WALLET',
        toPlace: credit ? 'WALLET' : 'ADJUSTMENT',
        provider: null,
        amount: Number(adjustment.amount),
        opKey: `adjustment:${id}`,
      },
      'SUCCESS',
      credit ? 'adjustment_credit' : 'adjustment_debit',
      legs,
    );
    if (!posted) fail('ALREADY_DECIDED');
    await book.note(posted.movement.id, adjustment.reason);
    const requestedBy = Number(adjustment.requestedBy);
    if (credit) {
      await this.secondApprover.record(
        tx,
        {
          memberId: Number(adjustment.memberId),
          source: 'adjustment',
          sourceId: String(id),
          amount: Number(adjustment.amount),
          firstOperatorId: requestedBy,
          secondOperatorId: decidedBy === requestedBy ? null : decidedBy,
          reason: adjustment.reason,
        },
        'APPLIED',
      );
    }
    await tx.query(
      `UPDATE adjustments SET status = 'APPLIED', movement_id = $2, decided_by = $3, decided_at = now(), decision_reason = $4
       WHERE id = $1`,
      [id, posted.movement.id, decidedBy, decisionReason],
    );
  }

  /** true: waiting, this call decides; false: this operator already made this decision (the repeat). */
  private async lockWaiting(
    tx: Tx,
    id: number,
    operatorId: number,
    outcome: AdjustmentStatus,
  ): Promise<boolean> {
    const { rows } = await tx.query<{ status: AdjustmentStatus; decidedBy: string | null }>(
      'SELECT status, decided_by AS "decidedBy" FROM adjustments WHERE id = $1 FOR UPDATE',
      [id],
    );
    const row = rows[0] ?? fail('NO_DATA');
    if (row.status === outcome && Number(row.decidedBy) === operatorId) return false;
    if (row.status !== 'PENDING_APPROVAL') fail('ALREADY_DECIDED');
    return true;
  }
}
