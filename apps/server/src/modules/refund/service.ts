import type pg from 'pg';
import {
  toBaht,
  type RefundAddWalletReply,
  type Locale,
  type RefundCheckReply,
  type RefundReceiveReply,
  type RefundReply,
} from '@wallet/contract';
import { memberText } from '../../lib/member-locale.ts';
import { fail } from '../../lib/app-error.ts';
import type { Clock } from '../../lib/clock.ts';
import { payOutByDraw, type Draws } from '../draws/index.ts';
import { amountRulesFor, type SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import type { ActiveBonus } from './active-bonus.ts';
import { periodRefund } from './period-refund.ts';
import { crashPoint } from '../../lib/crash-point.ts';

class AlreadyReceived extends Error {}

/**
 * Loss refunds (cashback): check the last closed period, receive its refund into the member's
 * refund balance once per period, and add that balance to the wallet by a provably fair draw.
 */
export class Refunds {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly draws: Draws,
    private readonly settings: SettingsService,
    private readonly events: BalanceEvents,
    private readonly activeBonus: ActiveBonus,
    private readonly clock: Clock,
  ) {}

  /** The member's refund now; the programme's rules (`info`) in the member's language (ADR 0085). */
  async check(memberId: number, locale: Locale): Promise<RefundCheckReply> {
    const config = await this.active();
    const [refund, bonus, balance, minimum] = await Promise.all([
      periodRefund(this.ledger, memberId, config, this.clock.now()),
      this.activeBonus.isActive(memberId),
      this.ledger.balanceOf(memberId, 'refund'),
      this.minimumOf(memberId),
    ]);
    const received = await this.received(memberId, refund.period.start);
    const waiting = received ? 0 : refund.amount;
    return {
      result: waiting > 0 && waiting >= minimum,
      bonus,
      info: memberText(locale, config.info),
      refundAmount: toBaht(waiting),
      refundSuccess: config.success,
      refundFail: config.fail,
      refundBalance: toBaht(balance),
      period: { start: refund.period.start.toISOString(), end: refund.period.end.toISOString() },
    };
  }

  /**
   * Collects the last closed period's refund into the refund balance; once per member and period.
   * `opKey`: the request's operation key (its Idempotency-Key); a retry of it answers the receipt.
   */
  async receive(memberId: number, opKey?: string): Promise<RefundReceiveReply> {
    const config = await this.active();
    // The request's process died after its receipt committed: the retry is told the receipt,
    // not NO_REFUND (ADR 0195). Another key still hears NO_REFUND.
    const received = opKey ? await this.receiptOf(opKey) : undefined;
    if (received) return received;
    if (await this.activeBonus.isActive(memberId)) fail('REFUND_CONDITION');
    const refund = await periodRefund(this.ledger, memberId, config, this.clock.now());
    if (refund.amount <= 0 || (await this.received(memberId, refund.period.start))) fail('NO_REFUND');
    if (refund.amount < (await this.minimumOf(memberId))) fail('REFUND_MINIMUM');
    const expense = await this.ledger.houseAccountFor('refund_expense', memberId);
    const refundAccount = await this.ledger.memberAccount(memberId, 'refund');
    try {
      const reference = await this.ledger.inTransaction(async (books) => {
        const posted = await books.open(
          {
            memberId,
            statementType: 'bonus',
            kind: 'refund_receive',
            fromPlace: 'HOUSE',
            toPlace: 'REFUND',
            provider: null,
            amount: refund.amount,
            // The natural key: one refund per member and period, whatever the request's key.
            opKey: `refund-receive:${memberId}:${refund.period.start.toISOString()}`,
          },
          'SUCCESS',
          'refund_receive',
          [
            { account: expense, amount: -refund.amount },
            { account: refundAccount, amount: refund.amount },
          ],
        );
        if (!posted) throw new AlreadyReceived();
        await books.db.query(
          `INSERT INTO refund_receipts (member_id, period_start, net_loss, amount, movement_id, op_key)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [memberId, refund.period.start, refund.netLoss, refund.amount, posted.movement.id, opKey ?? null],
        );
        await books.describe(posted.movement.id, {
          refund: {
            description: `refund ${refund.period.start.toISOString()} – ${refund.period.end.toISOString()}`,
            period: { start: refund.period.start.toISOString(), end: refund.period.end.toISOString() },
          },
        });
        return posted.movement.reference;
      });
      crashPoint('refundReceipt.afterReceipt');
      this.events.changed(memberId);
      return { message: 'REFUND_SUCCESS', refundAmount: toBaht(refund.amount), reference };
    } catch (error) {
      if (error instanceof AlreadyReceived) fail('NO_REFUND');
      throw error;
    }
  }

  /** Moves the whole refund balance to the wallet, or forfeits it, by a draw with the refund odds. */
  async addWallet(memberId: number, opKey: string | undefined): Promise<RefundAddWalletReply> {
    const config = await this.active();
    const retried = opKey ? await this.ledger.movementByOpKey(opKey) : undefined;
    if (!retried) {
      if (await this.activeBonus.isActive(memberId)) fail('REFUND_CONDITION');
      // Nothing to draw for: refused before the draw lock, so a refusal writes nothing at all.
      if ((await this.ledger.balanceOf(memberId, 'refund')) <= 0) fail('NO_REFUND');
    }
    const result =
      (await payOutByDraw(this.ledger, this.draws, this.events, {
        memberId,
        source: 'refund',
        kind: 'refund_add',
        purpose: 'refund_add',
        odds: { success: config.success, fail: config.fail },
        place: 'REFUND',
        detail: 'refund',
        opKey,
      })) ?? fail('NO_REFUND');
    crashPoint('refund.afterDraw');
    return {
      result: result.outcome,
      refundAmount: toBaht(result.amount),
      reference: result.reference,
      draw: { id: result.drawId, outcome: result.outcome },
    };
  }

  /** The refund log: each receipt, each addition to the wallet and each forfeit, newest first. */
  async log(memberId: number, page: { limit: number; offset: number }): Promise<RefundReply> {
    const { rows } = await this.pool.query<{
      amount: number;
      createdAt: Date;
      kind: string;
      status: string;
      reference: string;
      total: number;
    }>(
      `SELECT amount, created_at AS "createdAt", kind, status, reference, count(*) OVER ()::int AS total
       FROM movements WHERE member_id = $1 AND kind IN ('refund_receive', 'refund_add')
       ORDER BY id DESC LIMIT $2 OFFSET $3`,
      [memberId, page.limit, page.offset],
    );
    let total = rows[0]?.total;
    if (total === undefined) {
      const counted = await this.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM movements WHERE member_id = $1 AND kind IN ('refund_receive', 'refund_add')`,
        [memberId],
      );
      total = counted.rows[0]!.n;
    }
    return {
      total,
      refunds: rows.map((row) => ({
        refundAmount: toBaht(row.amount),
        createdAt: row.createdAt.toISOString(),
        step: row.kind === 'refund_receive' ? 'receive' : row.status === 'SUCCESS' ? 'wallet' : 'forfeit',
        reference: row.reference,
      })),
    };
  }

  /** The refund minimum in the member's currency, minor units: the kip setting's for kip (ADR 0167). */
  private async minimumOf(memberId: number): Promise<number> {
    return (await amountRulesFor(this.settings, await this.ledger.currencyOf(memberId))).refundMin;
  }

  private async active() {
    const config = await this.settings.get('refund');
    if (!config.active) fail('REFUND_INACTIVE');
    return config;
  }

  /** The answer of the receipt the request's operation key made; undefined when it made none. */
  private async receiptOf(opKey: string): Promise<RefundReceiveReply | undefined> {
    const { rows } = await this.pool.query<{ amount: number; reference: string }>(
      `SELECT r.amount, m.reference FROM refund_receipts r JOIN movements m ON m.id = r.movement_id
       WHERE r.op_key = $1`,
      [opKey],
    );
    const [receipt] = rows;
    return (
      receipt && {
        message: 'REFUND_SUCCESS',
        refundAmount: toBaht(Number(receipt.amount)),
        reference: receipt.reference,
      }
    );
  }

  private async received(memberId: number, periodStart: Date): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      'SELECT 1 FROM refund_receipts WHERE member_id = $1 AND period_start = $2',
      [memberId, periodStart],
    );
    return (rowCount ?? 0) > 0;
  }
}
