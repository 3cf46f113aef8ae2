import {
  toBaht,
  toSatang,
  type DepositReviewChannel,
  type DepositReviewItem,
  type DepositReviewsPage,
  type PendingSummary,
} from '@wallet/contract';
import type pg from 'pg';
import type { Tx } from '../../../db/queryable.ts';
import { fail } from '../../../lib/app-error.ts';
import { searchCondition, type ListSearch } from '../../../lib/list-search.ts';
import type { OperatorActor, OperatorSide } from '../../../lib/operator-side.ts';
import type { QueueEvents } from '../../../lib/queue-events.ts';
import { isoOrNull } from '../../../lib/refs.ts';
import type { BalanceEvents, Ledger, LedgerTx, SecondApprover } from '../../wallet/index.ts';
import type { SlipImageUrls } from '../slip/slip-image-url.ts';
import type { ClaimEffects } from '../bank-feed/slip-claims.ts';
import { ITEMS, itemOf, parseId, type Row, type Status } from './deposit-review-items.ts';
import { creditReviewedSlip, SlipTransferTaken, type ReviewTransferClaims } from './slip-review-credit.ts';

/** Each source's state as the queue's status, read under its row's lock. */
const LOCK_STATUS = {
  slip: 'SELECT status FROM slips WHERE id = $1 FOR UPDATE',
  deposit: `SELECT status FROM movements WHERE id = $1 AND kind IN ('deposit', 'deposit_notice')`,
  voucher: `SELECT CASE status WHEN 'OPERATOR' THEN 'PENDING' WHEN 'REDEEMED' THEN 'SUCCESS' ELSE 'FAILED' END AS status
            FROM truemoney_vouchers WHERE id = $1 FOR UPDATE`,
} as const;

export class DepositReviews {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly balances: BalanceEvents,
    private readonly urls: SlipImageUrls,
    private readonly events: QueueEvents,
    private readonly secondApprover: SecondApprover,
    private readonly operators: OperatorSide,
    /** The bank feed's transfers: an approved slip claims the one it shows (ADR 0181). */
    private readonly transfers: ReviewTransferClaims,
  ) {
    events.summary('depositReviews', () => this.pending());
  }

  async pending(): Promise<PendingSummary> {
    const { rows } = await this.pool.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::int AS count, min("createdAt") AS oldest FROM (${ITEMS}) q WHERE status = 'PENDING'`,
    );
    return { count: rows[0]!.count, oldestAt: isoOrNull(rows[0]!.oldest) };
  }

  /** The newest waiting item (id and arrival), for the watcher that pushes arrivals to operators. */
  async latestPending(): Promise<{ id: string; createdAt: Date } | undefined> {
    const { rows } = await this.pool.query<{ id: string; createdAt: Date }>(
      `SELECT id, "createdAt" FROM (${ITEMS}) q WHERE status = 'PENDING' ORDER BY "createdAt" DESC LIMIT 1`,
    );
    return rows[0];
  }

  /**
   * Deposit reviews arrive from four channels (slips, QR payments, gift links, notices) and
   * from any node: rather than a hook in each, every node looks for a newer waiting item every
   * intervalMs while a finance operator is connected to it, and tells the queue events.
   */
  watch(intervalMs: number, watched: () => boolean): () => void {
    let newest: number | undefined;
    let busy = false;
    const timer = setInterval(() => {
      if (busy || !watched()) return;
      busy = true;
      this.latestPending()
        .then((latest) => {
          const at = latest?.createdAt.getTime() ?? 0;
          if (newest !== undefined && latest && at > newest)
            this.events.changed('depositReviews', 'added', latest.id);
          newest = Math.max(newest ?? 0, at);
        })
        .catch(() => {})
        .finally(() => (busy = false));
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** A page, waiting first (oldest first), then the rest newest first; the lists' one search (ADR 0111). */
  async list(
    filter: ListSearch & {
      status?: Status;
      channel?: DepositReviewChannel;
      memberId?: number;
      page: number;
      limit: number;
    },
  ): Promise<DepositReviewsPage> {
    const search = searchCondition(filter, 6);
    const { rows } = await this.pool.query<Row>(
      `SELECT *, count(*) OVER () AS total FROM (${ITEMS}) q
       WHERE ($1::text IS NULL OR status = $1) AND ($2::text IS NULL OR channel = $2)
         AND ($3::bigint IS NULL OR "memberId" = $3) AND ${search.sql}
       ORDER BY (status = 'PENDING') DESC, CASE WHEN status = 'PENDING' THEN "createdAt" END ASC, "createdAt" DESC
       LIMIT $4 OFFSET $5`,
      [
        filter.status ?? null,
        filter.channel ?? null,
        filter.memberId ?? null,
        filter.limit,
        (filter.page - 1) * filter.limit,
        ...search.params,
      ],
    );
    return {
      pending: await this.pending(),
      total: rows[0] ? Number(rows[0].total) : 0,
      items: rows.map((r) => itemOf(r, this.urls)),
    };
  }

  async item(reviewId: string): Promise<DepositReviewItem> {
    const { rows } = await this.pool.query<Row>(`SELECT * FROM (${ITEMS}) q WHERE id = $1`, [reviewId]);
    return itemOf(rows[0] ?? fail('NO_DATA'), this.urls);
  }

  /**
   * Credits once: a slip on its transfer's natural key, a pending deposit by closing its movement.
   * Every approval is an operator credit: past the second-approver rule (ADR 0054) the first
   * approval only records itself and the item waits, still PENDING, for a second operator
   * independent of the first, who approves the same amount and credits it.
   */
  async approve(
    actor: OperatorActor,
    reviewId: string,
    input: { amount?: number; reason?: string },
  ): Promise<DepositReviewItem> {
    const { source, id } = parseId(reviewId);
    const first = await this.item(reviewId);
    const given = input.amount === undefined ? undefined : toSatang(input.amount)!;
    const known = first.amount === null ? undefined : toSatang(first.amount)!;
    if (given !== undefined && known !== undefined && given !== known) fail('AMOUNT_MISMATCH');
    const wallet = await this.ledger.memberAccount(first.member.id, 'wallet');
    const house = await this.ledger.houseAccountFor('deposits', first.member.id);
    const effects: ClaimEffects = { reopened: [] };
    const outcome = await this.ledger
      .inTransaction(async (book) => {
        const tx = book.db;
        const fresh = await this.lockOpen(tx, book, source, id, reviewId, 'approved');
        if (!fresh) return 'repeat';
        const waiting = await this.secondApprover.waiting(tx, 'deposit_review', reviewId);
        if (waiting?.firstOperatorId === actor.operatorId) return 'repeat';
        const amount = waiting?.amount ?? given ?? known ?? fail('KEY_MISSING');
        if (given !== undefined && given !== amount) fail('AMOUNT_MISMATCH');
        const reason = input.reason ?? null;
        if (waiting) {
          await this.secondApprover.assertIndependent(tx, waiting.firstOperatorId, actor.operatorId);
          await this.secondApprover.settleWaiting(tx, 'deposit_review', reviewId, {
            secondOperatorId: actor.operatorId,
          });
        } else {
          const credit = {
            memberId: first.member.id,
            source: 'deposit_review' as const,
            sourceId: reviewId,
            amount,
            firstOperatorId: actor.operatorId,
            secondOperatorId: null,
            reason,
          };
          if (await this.secondApprover.creditNeedsSecond(tx, first.member.id, actor.operatorId, amount)) {
            await this.secondApprover.record(tx, credit, 'WAITING');
            await this.operators.appendAudit(tx, actor, {
              action: 'deposit_review.first_approve',
              targetType: 'deposit_review',
              targetId: reviewId,
              memberId: first.member.id,
              before: { status: first.status, amount: first.amount, channel: first.channel },
              after: { status: 'PENDING', amount: toBaht(amount), secondApproverNeeded: true },
              reason,
            });
            return 'waiting';
          }
          await this.secondApprover.record(tx, credit, 'APPLIED');
        }
        const legs = [
          { account: house, amount: -amount },
          { account: wallet, amount },
        ];
        if (source === 'slip') await creditReviewedSlip(tx, book, this.transfers, id, amount, legs, effects);
        else if (source === 'voucher') await this.creditVoucher(tx, book, id, amount, legs);
        else if (!(await book.close(id, 'SUCCESS', 'deposit', legs))) fail('ALREADY_DECIDED');
        await this.decide(tx, actor, reviewId, 'approved', amount, reason, first);
        return 'credited';
      })
      .catch(async (error: unknown) => {
        // Nothing of the approval was kept: the transfer is credited (or may be) through the feed.
        if (!(error instanceof SlipTransferTaken)) throw error;
        if (error.why.kind === 'taken')
          await this.closeTaken(actor, reviewId, id, first, error.why.transferId);
        fail('ALREADY_DECIDED');
      });
    this.transfers.announce(effects);
    if (outcome === 'credited') this.balances.changed(first.member.id);
    if (outcome !== 'repeat')
      this.events.changed('depositReviews', outcome === 'waiting' ? 'updated' : 'decided', reviewId);
    return this.item(reviewId);
  }

  /** Closes the review: the slip FAILED (the member's slip list shows it), the pending deposit FAILED; nothing moves. */
  async reject(actor: OperatorActor, reviewId: string, reason: string): Promise<DepositReviewItem> {
    const { source, id } = parseId(reviewId);
    const first = await this.item(reviewId);
    const closed = await this.ledger.inTransaction(async (book) => {
      const tx = book.db;
      const fresh = await this.lockOpen(tx, book, source, id, reviewId, 'rejected');
      if (!fresh) return false;
      if (source === 'slip') {
        await tx.query(
          `UPDATE slips SET status = 'FAILED', note = coalesce(nullif(note, 'UNKNOW_ERROR'), 'INVALID_SLIP'), updated_at = now()
           WHERE id = $1`,
          [id],
        );
      } else if (source === 'voucher') {
        // Nothing was redeemed (an empty or spent link): the member may send a good link again.
        await tx.query(
          `UPDATE truemoney_vouchers SET status = 'FAILED', updated_at = clock_timestamp() WHERE id = $1`,
          [id],
        );
      } else {
        if (!(await book.close(id, 'FAILED', 'deposit_rejected', []))) fail('ALREADY_DECIDED');
        await book.note(id, reason);
      }
      await this.secondApprover.settleWaiting(tx, 'deposit_review', reviewId, 'CANCELLED');
      await this.decide(tx, actor, reviewId, 'rejected', null, reason, first);
      return true;
    });
    if (closed) this.events.changed('depositReviews', 'decided', reviewId);
    return this.item(reviewId);
  }

  /**
   * Locks the slip or movement. true: still PENDING, this call decides; false: it already has
   * this decision (the repeat); ALREADY_DECIDED otherwise.
   */
  private async lockOpen(
    tx: Tx,
    book: LedgerTx,
    source: 'slip' | 'deposit' | 'voucher',
    id: number,
    reviewId: string,
    decision: 'approved' | 'rejected',
  ): Promise<boolean> {
    if (source === 'deposit' && !(await book.lockMovement(id))) fail('NO_DATA');
    const { rows } = await tx.query<{ status: Status }>(LOCK_STATUS[source], [id]);
    const row = rows[0] ?? fail('NO_DATA');
    const { rows: made } = await tx.query<{ decision: string }>(
      'SELECT decision FROM deposit_review_decisions WHERE review_id = $1',
      [reviewId],
    );
    if (made[0]?.decision === decision) return false;
    if (made[0] || row.status !== 'PENDING') fail('ALREADY_DECIDED');
    return true;
  }

  /**
   * A gift link finance redeemed by hand (ADR 0147): the deposit is opened credited for the
   * amount the operator confirmed, on the voucher's op key (the one the redeem API path uses), so
   * a voucher credits once whichever way it went.
   */
  private async creditVoucher(
    tx: Tx,
    book: LedgerTx,
    voucherId: number,
    amount: number,
    legs: { account: { id: number; materialised: boolean }; amount: number }[],
  ): Promise<void> {
    const { rows } = await tx.query<{ memberId: string; voucherHash: string }>(
      'SELECT member_id AS "memberId", voucher_hash AS "voucherHash" FROM truemoney_vouchers WHERE id = $1',
      [voucherId],
    );
    const voucher = rows[0]!;
    const opKey = `voucher:${voucher.voucherHash}`;
    const posted = await book.open(
      {
        memberId: Number(voucher.memberId),
        statementType: 'deposit',
        kind: 'deposit',
        fromPlace: 'TRUEMONEY',
        toPlace: 'WALLET',
        provider: null,
        amount,
        opKey,
      },
      'SUCCESS',
      'deposit',
      legs,
    );
    if (!posted) fail('ALREADY_DECIDED');
    await tx.query(
      `UPDATE truemoney_vouchers SET status = 'REDEEMED', amount = $2, movement_id = $3, updated_at = clock_timestamp()
       WHERE id = $1`,
      [voucherId, amount, posted.movement.id],
    );
  }

  /**
   * A slip whose transfer the bank feed credited (ADR 0181) is closed, not credited: FAILED with
   * the duplicate note the member's slip list shows, decided by the refused approval with the
   * transfer named, and any first approval waiting for a second operator cancelled.
   */
  private async closeTaken(
    actor: OperatorActor,
    reviewId: string,
    slipId: number,
    first: DepositReviewItem,
    transferId: number | null,
  ): Promise<void> {
    const closed = await this.ledger.inTransaction(async (book) => {
      const tx = book.db;
      const { rows } = await tx.query<{ status: Status }>(LOCK_STATUS.slip, [slipId]);
      const { rows: made } = await tx.query('SELECT 1 FROM deposit_review_decisions WHERE review_id = $1', [
        reviewId,
      ]);
      if (rows[0]?.status !== 'PENDING' || made[0]) return false;
      await tx.query(
        `UPDATE slips SET status = 'FAILED', note = 'SLIP_REFNO_DUPLICATED', updated_at = now() WHERE id = $1`,
        [slipId],
      );
      await this.secondApprover.settleWaiting(tx, 'deposit_review', reviewId, 'CANCELLED');
      const note = `bank-feed:${transferId === null ? 'credited' : `transfer-${transferId}`}`;
      await this.decide(tx, actor, reviewId, 'rejected', null, note, first);
      return true;
    });
    if (closed) this.events.changed('depositReviews', 'decided', reviewId);
  }

  private async decide(
    tx: Tx,
    actor: OperatorActor,
    reviewId: string,
    decision: 'approved' | 'rejected',
    amount: number | null,
    reason: string | null,
    before: DepositReviewItem,
  ): Promise<void> {
    await tx.query(
      `INSERT INTO deposit_review_decisions (review_id, decision, operator_id, amount, reason) VALUES ($1, $2, $3, $4, $5)`,
      [reviewId, decision, actor.operatorId, amount, reason],
    );
    await this.operators.appendAudit(tx, actor, {
      action: decision === 'approved' ? 'deposit_review.approve' : 'deposit_review.reject',
      targetType: 'deposit_review',
      targetId: reviewId,
      memberId: before.member.id,
      before: { status: before.status, amount: before.amount, channel: before.channel },
      after: {
        status: decision === 'approved' ? 'SUCCESS' : 'FAILED',
        amount: amount === null ? null : toBaht(amount),
      },
      reason,
    });
  }
}
