import {
  type BulkDecisionResult,
  toBaht,
  type PendingSummary,
  type WithdrawalItem,
  type WithdrawalStage,
  type WithdrawalsPage,
} from '@wallet/contract';
import type pg from 'pg';
import type { Queryable } from '../../db/queryable.ts';
import { AppError, fail } from '../../lib/app-error.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import type { Actor, OperatorActor, OperatorSide } from '../../lib/operator-side.ts';
import type { QueueEvents } from '../../lib/queue-events.ts';
import { searchCondition, type ListSearch } from '../../lib/list-search.ts';
import { memberTagsSql, tagsOf } from '../../lib/member-tags-sql.ts';
import { isoOrNull, memberRefOf, operatorRefOf } from '../../lib/refs.ts';
import type { DecidedWithdrawal, WithdrawalDecisions } from './decisions.ts';
import type { Withdrawals } from './service.ts';
import type { RiskThresholds } from './risk-signals.ts';
import { withdrawalContexts } from './withdrawal-context.ts';

/**
 * How many of the matching withdrawals (in the queue's order) a "flagged only" page is chosen
 * from: the signals are computed, not stored, so the filter reads this many at most (ADR 0164).
 */
export const FLAGGED_SCAN = 1000;

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
  stage: WithdrawalStage;
  createdAt: Date;
  decidedAt: Date | null;
  operatorId: string | null;
  operatorUsername: string | null;
  operatorName: string | null;
  reason: string | null;
  firstOperatorId: string | null;
  firstOperatorUsername: string | null;
  firstOperatorName: string | null;
  firstApprovedAt: Date | null;
  memberTags: string[];
  total: string;
}

/** The stage is derived from the movement and its decision (withdrawal_decisions), never stored twice. */
const SELECT = `SELECT * FROM (
  SELECT m.id, m.reference, m.member_id AS "memberId", mb.username AS "memberUsername", mb.name AS "memberName",
         m.amount, mb.bank_code AS "bankCode", mb.bank_account_no AS "bankAccountNo",
         mb.bank_account_name AS "bankAccountName", m.created_at AS "createdAt",
         d.created_at AS "decidedAt", d.operator_id AS "operatorId", o.username AS "operatorUsername",
         o.name AS "operatorName", d.reason,
         fa.operator_id AS "firstOperatorId", fo.username AS "firstOperatorUsername",
         fo.name AS "firstOperatorName", fa.created_at AS "firstApprovedAt",
         ${memberTagsSql('m.member_id')} AS "memberTags",
         CASE WHEN m.status = 'PENDING' AND d.decision IS NULL THEN 'AWAITING_APPROVAL'
              WHEN m.status = 'PENDING' THEN 'PAYING'
              WHEN m.status = 'SUCCESS' THEN 'PAID'
              WHEN d.decision = 'rejected' THEN 'REJECTED'
              ELSE 'FAILED' END AS stage
  FROM movements m
  JOIN members mb ON mb.id = m.member_id
  LEFT JOIN withdrawal_decisions d ON d.movement_id = m.id
  LEFT JOIN operators o ON o.id = d.operator_id
  LEFT JOIN withdrawal_first_approvals fa ON fa.movement_id = m.id AND d.decision IS NULL
  LEFT JOIN operators fo ON fo.id = fa.operator_id
  WHERE m.kind = 'withdrawal') w`;

function itemOf(row: Row): WithdrawalItem {
  return {
    id: Number(row.id),
    reference: row.reference,
    member: memberRefOf(row),
    memberTags: tagsOf(row.memberTags),
    amount: toBaht(Number(row.amount)),
    bank: { code: row.bankCode, accountNo: row.bankAccountNo, accountName: row.bankAccountName },
    stage: row.stage,
    createdAt: row.createdAt.toISOString(),
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: operatorRefOf(row.operatorId, row.operatorUsername, row.operatorName),
    reason: row.reason,
    firstApproval:
      row.firstOperatorId === null
        ? null
        : {
            operator: operatorRefOf(row.firstOperatorId, row.firstOperatorUsername, row.firstOperatorName)!,
            at: row.firstApprovedAt!.toISOString(),
          },
  };
}

/** The finance queue of withdrawals: list, approve (then pay), reject (money back, reason on the statement). */
export class WithdrawalQueue {
  constructor(
    private readonly pool: pg.Pool,
    private readonly withdrawals: Withdrawals,
    private readonly decisions: WithdrawalDecisions,
    private readonly events: QueueEvents,
    private readonly operators: OperatorSide,
    /** The `withdrawalRisk` setting's thresholds, read at each list. */
    private readonly riskLimits: () => Promise<RiskThresholds>,
  ) {
    events.summary('withdrawals', () => this.pending(this.pool));
  }

  async pending(db: Queryable = this.pool): Promise<PendingSummary> {
    const { rows } = await db.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min(m.created_at) AS oldest FROM movements m
       WHERE m.kind = 'withdrawal' AND m.status = 'PENDING'
         AND NOT EXISTS (SELECT 1 FROM withdrawal_decisions d WHERE d.movement_id = m.id)`,
    );
    return { count: rows[0]!.count, oldestAt: isoOrNull(rows[0]!.oldest) };
  }

  /**
   * A page of the queue, waiting items first (oldest first), then the rest newest first; every
   * filter optional (issue 27: the lists' one search, lib/list-search.ts). Each
   * item carries what it is decided on (withdrawal-context.ts).
   */
  async list(
    filter: ListSearch & {
      stage?: WithdrawalStage;
      memberId?: number;
      flagged?: 'true' | 'false';
      page: number;
      limit: number;
    },
  ): Promise<WithdrawalsPage> {
    const flaggedOnly = filter.flagged === 'true';
    const search = searchCondition(filter, 5);
    const { rows } = await this.pool.query<Row>(
      `${SELECT.replace('SELECT * FROM', 'SELECT *, count(*) OVER () AS total FROM')}
       WHERE ($1::text IS NULL OR stage = $1) AND ($2::bigint IS NULL OR "memberId" = $2) AND ${search.sql}
       ORDER BY (stage = 'AWAITING_APPROVAL') DESC,
                CASE WHEN stage = 'AWAITING_APPROVAL' THEN id END ASC, id DESC
       LIMIT $3 OFFSET $4`,
      [
        filter.stage ?? null,
        filter.memberId ?? null,
        flaggedOnly ? FLAGGED_SCAN : filter.limit,
        flaggedOnly ? 0 : (filter.page - 1) * filter.limit,
        ...search.params,
      ],
    );
    const contexts = await withdrawalContexts(
      this.pool,
      rows.map((row) => Number(row.id)),
      await this.riskLimits(),
    );
    const items = rows.map((row) => ({ ...itemOf(row), context: contexts.get(Number(row.id)) }));
    if (flaggedOnly) {
      const flagged = items.filter((item) => (item.context?.signals.length ?? 0) > 0);
      const start = (filter.page - 1) * filter.limit;
      return {
        pending: await this.pending(),
        total: flagged.length,
        items: flagged.slice(start, start + filter.limit),
      };
    }
    return { pending: await this.pending(), total: rows[0] ? Number(rows[0].total) : 0, items };
  }

  async item(id: number): Promise<WithdrawalItem> {
    const { rows } = await this.pool.query<Row>(`${SELECT} WHERE id = $1`, [id]);
    return itemOf(rows[0] ?? fail('NO_DATA'));
  }

  /** The item after a decision, with what it was decided on: the back-office keeps showing the row (ADR 0113). */
  private async decidedItem(id: number): Promise<WithdrawalItem> {
    const [item, contexts] = await Promise.all([
      this.item(id),
      this.riskLimits().then((limits) => withdrawalContexts(this.pool, [id], limits)),
    ]);
    return { ...item, context: contexts.get(id) };
  }

  /**
   * Records the approval (audited, one per withdrawal), then pays as a withdrawal always was paid.
   * Above the second-approver amount the first approval is audited on its own and the item waits
   * for a second operator (ADR 0106).
   */
  async approve(actor: OperatorActor, id: number, reason: string | null): Promise<WithdrawalItem> {
    const before = await this.item(id);
    const outcome = await this.decisions.approve(id, {
      operatorId: actor.operatorId,
      reason,
      record: (tx, movement, step) =>
        step?.first
          ? this.audit(tx, actor, 'withdrawal.first_approve', movement, before, reason)
          : this.audit(tx, actor, 'withdrawal.approve', movement, before, reason, step?.firstOperatorId),
    });
    if (outcome === 'first') this.events.changed('withdrawals', 'updated', id);
    if (outcome === 'approved') {
      this.events.changed('withdrawals', 'decided', id);
      crashPoint('withdrawal.afterOperatorApproval');
      await this.withdrawals.payApproved(id).catch(() => undefined);
    }
    return this.decidedItem(id);
  }

  async reject(actor: OperatorActor, id: number, reason: string): Promise<WithdrawalItem> {
    const before = await this.item(id);
    await this.decisions.reject(id, {
      operatorId: actor.operatorId,
      reason,
      record: (tx, movement) => this.audit(tx, actor, 'withdrawal.reject', movement, before, reason),
    });
    this.events.changed('withdrawals', 'decided', id);
    return this.decidedItem(id);
  }

  /**
   * A bulk decision (issue 27, ADR 0110): each row through the single decision above, one after
   * the other, each in its own transaction with its own audit row, so each is decided once and
   * keeps every rule a single decision has. A row refused (decided the other way, not a
   * withdrawal) is answered with its code and the rest go on.
   */
  async decideMany(
    actor: OperatorActor,
    decision: 'approve' | 'reject',
    ids: number[],
    reason: string | null,
  ): Promise<BulkDecisionResult> {
    const results: BulkDecisionResult['results'] = [];
    for (const id of ids) {
      try {
        const item =
          decision === 'approve'
            ? await this.approve(actor, id, reason)
            : await this.reject(actor, id, reason ?? fail('KEY_MISSING'));
        results.push({ id, item, message: null });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, item: null, message: error.code });
      }
    }
    return { results };
  }

  private audit(
    tx: pg.PoolClient,
    actor: Actor,
    action: 'withdrawal.first_approve' | 'withdrawal.approve' | 'withdrawal.reject',
    movement: DecidedWithdrawal,
    before: WithdrawalItem,
    reason: string | null,
    firstOperatorId: number | null = null,
  ): Promise<void> {
    const after =
      action === 'withdrawal.first_approve'
        ? { stage: 'AWAITING_APPROVAL', secondApproverNeeded: true }
        : action === 'withdrawal.approve'
          ? { stage: 'PAYING', ...(firstOperatorId === null ? {} : { firstOperatorId }) }
          : { stage: 'REJECTED' };
    return this.operators.appendAudit(tx, actor, {
      action,
      targetType: 'withdrawal',
      targetId: movement.id,
      memberId: movement.memberId,
      before: { stage: before.stage, amount: before.amount, reference: before.reference },
      after,
      reason,
    });
  }
}
