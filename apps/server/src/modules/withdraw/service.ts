import { toBaht, type WithdrawReply } from '@wallet/contract';
import { PayoutError, type Payout, type PayoutStatus } from '../../adapters/payout/port.ts';
import { fail } from '../../lib/app-error.ts';
import { crashPoint } from '../../lib/crash-point.ts';
import { withDeadline } from '../../lib/deadline.ts';
import { amountRulesFor, typedAmount, type SettingsService } from '../settings/index.ts';
import type { BonusWithdrawals } from '../bonus/index.ts';
import type { BalanceEvents, Ledger, Movement } from '../wallet/index.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { WithdrawalDecisions } from './decisions.ts';
import { secondApproverAbove } from './second-approver-amount.ts';

interface Beneficiary {
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
}

/**
 * Withdrawals: the amount leaves the wallet at once into the member's withdrawal hold
 * (so it cannot be spent twice), then the Payout rail completes it (hold to the house's
 * payouts) or rejects it (hold back to the wallet). A payout whose answer is unknown or
 * still pending stays PENDING until `settlePending` hears the final word.
 */
export class Withdrawals {
  constructor(
    private readonly pool: Queryable,
    private readonly ledger: Ledger,
    private readonly payout: Payout,
    private readonly settings: SettingsService,
    private readonly events: BalanceEvents,
    private readonly bonus: BonusWithdrawals,
    private readonly decisions: WithdrawalDecisions,
    /** Our deadline for one rail call (PAYOUT_TIMEOUT_MS): past it the answer is unknown. */
    private readonly timeoutMs: number,
    /** Told about every withdrawal that starts waiting for an operator (the queue's realtime push). */
    private readonly onWaiting: (movement: Movement) => void = () => {},
  ) {}

  async withdraw(memberId: number, amountBaht: number, opKey?: string): Promise<WithdrawReply> {
    // In the member's currency: kip members have kip limits (whole kip), baht members baht (ADR 0159).
    const limits = await amountRulesFor(this.settings, await this.ledger.currencyOf(memberId));
    const amount = typedAmount(amountBaht, limits.currency);
    const existing = opKey ? await this.ledger.movementByOpKey(opKey) : undefined;
    const beneficiary = await this.beneficiary(memberId);
    let movement = existing;
    if (!movement) {
      if (amount < limits.withdrawMin) fail('TRANSFER_MINIMUM');
      if (amount > limits.withdrawMax) fail('KEY_INVALID');
      const held = await this.hold(memberId, amount, opKey, beneficiary, limits.withdrawMin);
      movement = held.movement;
      crashPoint('withdrawal.afterHold');
      if (!held.approved) this.onWaiting(movement);
    }
    // Only an approved withdrawal reaches the rail; one waiting for an operator answers PENDING.
    if (
      movement.status === 'PENDING' &&
      (await this.decisions.approvedAmong([movement.id])).has(movement.id)
    ) {
      movement = await this.submit(movement, beneficiary);
    }
    const balances = await this.ledger.balances(memberId);
    return {
      reference: movement.reference,
      status: movement.status,
      amount: toBaht(movement.amount),
      wallet: { amount: toBaht(balances.wallet) },
    };
  }

  /**
   * The operator's setting (ADR 0106): `auto` sends a withdrawal at once unless it is above the
   * second-approver amount, which waits for two operators whatever the mode; `operator` waits.
   */
  private async approvesItself(movement: Movement, tx: Queryable): Promise<boolean> {
    // Read on the transaction's own connection: asking the pool while holding one (the settings
    // cache gone stale under a burst) waited for a connection the burst held, each of them
    // waiting for this member's lock, which this transaction holds: the server stopped.
    const approval = await this.settings.getIn(tx, 'withdrawApproval');
    if (approval.mode !== 'auto') return false;
    const currency = await this.ledger.currencyOf(movement.memberId, tx);
    return movement.amount <= (await secondApproverAbove(this.settings, tx, currency));
  }

  /** An operator's approval was recorded: hold, call, settle as a withdrawal always was. */
  async payApproved(movementId: number): Promise<Movement> {
    const movement = (await this.ledger.movementById(movementId))!;
    if (movement.status !== 'PENDING') return movement;
    return this.submit(movement, await this.beneficiary(movement.memberId));
  }

  /**
   * The rail's answer changed where we can see it (finance recorded a manual payout, ADR 0146):
   * settle from it now rather than at the recovery job's next round. Settling is exactly once
   * whoever calls (the ledger closes a PENDING movement once).
   */
  async settleFromRail(movementId: number): Promise<Movement> {
    const movement = (await this.ledger.movementById(movementId)) ?? fail('NO_DATA');
    if (movement.status !== 'PENDING') return movement;
    return this.check(movement);
  }

  /** Asks the rail about every approved withdrawal still pending after ageMs (the settle job). */
  async settlePending(ageMs: number): Promise<number> {
    const stale = await this.ledger.stalePending(['withdrawal'], ageMs);
    const approved = await this.decisions.approvedAmong(stale.map((movement) => movement.id));
    const pending = stale.filter((movement) => approved.has(movement.id));
    let settled = 0;
    for (const movement of pending) {
      const after = await this.check(movement).catch(() => movement);
      if (after.status !== 'PENDING') settled += 1;
    }
    return settled;
  }

  /**
   * Moves the amount into the withdrawal hold. With a bonus held, in the same transaction, the
   * whole wallet goes: the bank gets what the bonus rule pays, the rest goes back to the house
   * and the bonus ends (ADR 0040).
   */
  private async hold(
    memberId: number,
    amount: number,
    opKey: string | undefined,
    beneficiary: Beneficiary,
    minimum: number,
  ): Promise<{ movement: Movement; approved: boolean }> {
    const wallet = await this.ledger.memberAccount(memberId, 'wallet');
    const hold = await this.ledger.memberAccount(memberId, 'withdrawal_hold');
    await this.bonus.prepare(memberId);
    const opened = await this.ledger.inTransaction(async (tx) => {
      const split = await this.bonus.split(tx, memberId, wallet, amount);
      const payout = split ? split.payout : amount;
      if (payout < minimum) fail('TRANSFER_MINIMUM');
      const posted = await tx.open(
        {
          memberId,
          statementType: 'withdraw',
          kind: 'withdrawal',
          fromPlace: 'WALLET',
          toPlace: beneficiary.bankCode,
          provider: null,
          amount: payout,
          opKey: opKey ?? null,
        },
        'PENDING',
        'withdrawal_hold',
        [
          { account: wallet, amount: -payout },
          { account: hold, amount: payout },
        ],
      );
      if (posted && split) await this.bonus.settle(tx, posted.movement, wallet, split);
      // The automatic approval (ADR 0106) commits with the hold: a crash between the two left a
      // withdrawal no one would decide (ADR 0179, found by the crash exploration).
      const approved = posted ? await this.approvesItself(posted.movement, tx.db) : false;
      if (posted && approved) await this.decisions.approveAutomatically(posted.movement.id, tx.db);
      return posted && { movement: posted.movement, approved };
    });
    if (!opened) return { movement: (await this.ledger.movementByOpKey(opKey!))!, approved: false };
    this.events.changed(memberId);
    return opened;
  }

  private async submit(movement: Movement, beneficiary: Beneficiary): Promise<Movement> {
    try {
      const status = await this.railCall(
        this.payout.submit({ ref: movement.reference, amount: movement.amount, ...beneficiary }),
      );
      crashPoint('withdrawal.afterPayoutAnswer');
      return await this.apply(movement, status);
    } catch (error) {
      if ((error as { definite?: boolean }).definite) {
        crashPoint('withdrawal.afterPayoutAnswer');
        return this.settle(movement, 'FAILED');
      }
      await this.ledger.touch(movement.id);
      return movement;
    }
  }

  /** A rail call past its deadline is an unknown answer: the movement stays PENDING for recovery. */
  private railCall<T>(call: Promise<T>): Promise<T> {
    return withDeadline(call, this.timeoutMs, () => new PayoutError(false));
  }

  private async check(movement: Movement): Promise<Movement> {
    const status = await this.railCall(this.payout.status(movement.reference));
    crashPoint('withdrawal.afterStatusRead');
    // Never reached the rail (the request died before submitting): submit it now.
    if (status === 'not_found') return this.submit(movement, await this.beneficiary(movement.memberId));
    return this.apply(movement, status);
  }

  private async apply(movement: Movement, status: PayoutStatus): Promise<Movement> {
    if (status === 'completed') return this.settle(movement, 'SUCCESS');
    if (status === 'rejected') return this.settle(movement, 'FAILED');
    await this.ledger.touch(movement.id);
    return movement;
  }

  private async settle(movement: Movement, status: 'SUCCESS' | 'FAILED'): Promise<Movement> {
    const finished =
      status === 'SUCCESS' ? await this.settlePaid(movement) : await this.settleRejected(movement);
    if (finished) {
      this.events.changed(movement.memberId);
      crashPoint('withdrawal.afterSettle');
    }
    return finished ?? movement;
  }

  private async settlePaid(movement: Movement): Promise<Movement | undefined> {
    const hold = await this.ledger.memberAccount(movement.memberId, 'withdrawal_hold');
    const payouts = await this.ledger.houseAccountFor('payouts', movement.memberId);
    const closed = await this.ledger.close(movement.id, 'SUCCESS', 'withdrawal_paid', [
      { account: hold, amount: -movement.amount },
      { account: payouts, amount: movement.amount },
    ]);
    return closed?.movement;
  }

  /**
   * The rail rejected it: the hold back to the wallet and, for a withdrawal made while a bonus
   * was held, the deduction and the bonus back (ADR 0048), in one transaction under the
   * movement's row lock, as an operator's rejection does.
   */
  private async settleRejected(movement: Movement): Promise<Movement | undefined> {
    const hold = await this.ledger.memberAccount(movement.memberId, 'withdrawal_hold');
    const wallet = await this.ledger.memberAccount(movement.memberId, 'wallet');
    await this.bonus.prepare(movement.memberId);
    return this.ledger.inTransaction(async (book) => {
      const { rows } = await book.db.query<{ status: string }>(
        'SELECT status FROM movements WHERE id = $1 FOR UPDATE',
        [movement.id],
      );
      if (rows[0]?.status !== 'PENDING') return undefined;
      await this.bonus.undo(book, movement, wallet);
      const closed = await book.close(movement.id, 'FAILED', 'withdrawal_return', [
        { account: hold, amount: -movement.amount },
        { account: wallet, amount: movement.amount },
      ]);
      return closed?.movement;
    });
  }

  private async beneficiary(memberId: number): Promise<Beneficiary> {
    const { rows } = await this.pool.query<Beneficiary>(
      `SELECT bank_code AS "bankCode", bank_account_no AS "bankAccountNo", bank_account_name AS "bankAccountName"
       FROM members WHERE id = $1`,
      [memberId],
    );
    return rows[0] ?? fail('NO_BANK');
  }
}
