import { toBaht, type ActivationReply } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { SettingsService } from '../settings/index.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import { bonusFor } from './bonus-rules.ts';
import {
  activeBonusOf,
  latestDeposit,
  lockMemberBonuses,
  openBonusByCode,
  receipts,
  receiptsSince,
  type BonusRow,
} from './bonus-repo.ts';
import { detailsOf } from './details.ts';
import { termsIn } from './bonus-currency.ts';
import { bonusAwaitingWithdrawal } from './split-repo.ts';
import { periodContaining } from '../../lib/bangkok-period.ts';
import { periodStart } from './periods.ts';
import { crashPoint } from '../../lib/crash-point.ts';

const notFound = (promotion: boolean) => (promotion ? 'NO_PROMOTION' : 'NO_DATA');

/**
 * Taking a bonus (or a promotion) on the member's latest unused deposit: the receipt and the
 * credit from the house's bonuses account are one transaction, under a per-member lock, and
 * the credit's op key is the deposit (one bonus per deposit), so no retry, no parallel request
 * and no second key can credit twice.
 */
export class Activations {
  constructor(
    private readonly pool: Queryable,
    private readonly ledger: Ledger,
    private readonly settings: SettingsService,
    private readonly events: BalanceEvents,
  ) {}

  /** `opKey`: the request's operation key (its Idempotency-Key); a retry of it answers the activation. */
  async activate(
    memberId: number,
    code: string,
    promotion: boolean,
    opKey?: string,
  ): Promise<ActivationReply> {
    // The request's process died after the bonus was taken: the retry is told that activation,
    // not BONUS_ALREADY_ACTIVE or NO_DATA (ADR 0195). Another key is still refused.
    const taken = opKey ? await this.activationOf(memberId, opKey) : undefined;
    if (taken) return taken;
    const currency = await this.ledger.currencyOf(memberId);
    // In the member's currency: a kip member takes the kip figures, or no bonus without them (ADR 0190).
    const bonus =
      termsIn((await openBonusByCode(this.pool, code, promotion)) ?? fail(notFound(promotion)), currency) ??
      fail(notFound(promotion));
    const rules = await this.settings.get('bonus');
    const wallet = await this.ledger.memberAccount(memberId, 'wallet');
    const house = await this.ledger.houseAccountFor('bonuses', memberId);
    const done = await this.ledger.inTransaction(async (tx) => {
      await lockMemberBonuses(tx.db, memberId);
      if (await activeBonusOf(tx.db, memberId)) fail('BONUS_ALREADY_ACTIVE');
      // A withdrawal that ended a bonus and may still be rejected would bring it back (ADR 0048).
      if (await bonusAwaitingWithdrawal(tx.db, memberId)) fail('BONUS_ALREADY_ACTIVE');
      await this.checkReceipts(tx.db, memberId, bonus, rules.maxPerDay);
      const deposit = await latestDeposit(tx.db, memberId, rules.depositWindowMinutes);
      if (!deposit || deposit.used) fail('NO_DATA');
      if (deposit.amount < bonus.minDeposit) fail('TRANSFER_MINIMUM');
      // The deposit must still be in the wallet: a deposit already played is not bonus-able.
      if ((await tx.lockedBalance(wallet)) < deposit.amount) fail('MONEY_NOT_ENOUGH');
      const held = bonusFor(deposit.amount, bonus);
      const { rows } = await tx.db.query<{ id: number }>(
        `INSERT INTO member_bonuses (member_id, bonus_id, deposit_movement_id, deposit, bonus, target, floor, percent_fail, withdraw_cap, op_key)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          memberId,
          bonus.id,
          deposit.id,
          deposit.amount,
          held.bonus,
          held.target,
          held.floor,
          held.percentFail,
          held.withdrawCap,
          opKey ?? null,
        ],
      );
      const posted = await tx.open(
        {
          memberId,
          statementType: 'bonus',
          kind: 'bonus',
          fromPlace: 'BONUS',
          toPlace: 'WALLET',
          provider: null,
          amount: held.bonus,
          opKey: `bonus:deposit:${deposit.id}`,
        },
        'SUCCESS',
        'bonus',
        [
          { account: house, amount: -held.bonus },
          { account: wallet, amount: held.bonus },
        ],
        detailsOf(bonus),
      );
      // The unique deposit key makes this unreachable; refuse rather than credit nothing.
      if (!posted) fail('NO_DATA');
      return { id: rows[0]!.id, deposit: deposit.amount, held, wallet: posted.balances.get(wallet.id)! };
    });
    crashPoint('bonus.afterActivation');
    this.events.changed(memberId);
    return {
      _id: String(done.id),
      code: bonus.code,
      isActive: true,
      deposit: toBaht(done.deposit),
      bonus: toBaht(done.held.bonus),
      target: toBaht(done.held.target),
      wallet: { amount: toBaht(done.wallet) },
    };
  }

  /** The answer of the bonus the request's operation key took (the wallet as it is now); undefined when it took none. */
  private async activationOf(memberId: number, opKey: string): Promise<ActivationReply | undefined> {
    const { rows } = await this.pool.query<{
      id: number;
      code: string;
      deposit: number;
      bonus: number;
      target: number;
    }>(
      `SELECT mb.id::int, b.code, mb.deposit, mb.bonus, mb.target
       FROM member_bonuses mb JOIN bonuses b ON b.id = mb.bonus_id WHERE mb.op_key = $1`,
      [opKey],
    );
    const [row] = rows;
    if (!row) return undefined;
    const wallet = await this.ledger.balanceOf(memberId, 'wallet');
    return {
      _id: String(row.id),
      code: row.code,
      isActive: true,
      deposit: toBaht(Number(row.deposit)),
      bonus: toBaht(Number(row.bonus)),
      target: toBaht(Number(row.target)),
      wallet: { amount: toBaht(wallet) },
    };
  }

  /** The bonus's own count in its period, then the member's count of all bonuses today. */
  private async checkReceipts(
    tx: Queryable,
    memberId: number,
    bonus: BonusRow,
    maxPerDay: number,
  ): Promise<void> {
    const now = new Date();
    const counted = await receipts(tx, memberId, bonus.id, periodStart(bonus.type, now));
    if (counted.length >= bonus.maxReceived)
      fail(bonus.promotion ? 'PROMOTION_RECEIVED' : 'BONUS_MAX_CLAIMED');
    if ((await receiptsSince(tx, memberId, periodContaining('day', now).start)) >= maxPerDay)
      fail('BONUS_FULL');
  }
}
