import { toMinor, type Currency } from '@wallet/contract';
import type { Tx } from '../../db/queryable.ts';
import type { SettingsService } from '../settings/index.ts';
import type { DepositCreditHook } from '../wallet/index.ts';

/**
 * The deposit that earns one coin, in each currency's own figure: `spin.depositBahtPerCoin` baht
 * for a baht member, `kipAmounts.depositKipPerCoin` kip for a kip member (ADR 0174).
 */
export interface DepositPerCoin {
  depositBahtPerCoin: number;
  depositKipPerCoin: number;
}

/**
 * Coins a credited deposit earns (ADR 0058): whole coins per the figure of the deposit's currency,
 * no carry. The amount is in that currency's minor units; nothing converts one currency into the other.
 */
export function coinsForDeposit(
  deposit: { amount: number; currency: Currency },
  perCoin: DepositPerCoin,
): number {
  const figure = deposit.currency === 'LAK' ? perCoin.depositKipPerCoin : perCoin.depositBahtPerCoin;
  const minorPerCoin = toMinor(figure, deposit.currency);
  if (minorPerCoin === undefined || minorPerCoin <= 0) return 0;
  return Math.floor(deposit.amount / minorPerCoin);
}

/**
 * The ledger's deposit hook: the coins a deposit earns, written in the credit's own transaction,
 * once per deposit movement (the entry's partial unique index), whatever channel credited it; the
 * ledger tells the deposit's currency, so no channel works it out again.
 */
export function earnCoinsOnDeposit(settings: SettingsService): DepositCreditHook {
  return async (books, deposit) => {
    // On the credit's own connection: a pool read here could wait for a connection forever.
    const { depositBahtPerCoin } = await settings.getIn(books.db, 'spin');
    // The kip figure is read only for a kip deposit: a baht credit costs no second read.
    const depositKipPerCoin =
      deposit.currency === 'LAK' ? (await settings.getIn(books.db, 'kipAmounts')).depositKipPerCoin : 0;
    const coins = coinsForDeposit(deposit, { depositBahtPerCoin, depositKipPerCoin });
    if (coins <= 0) return;
    // The entry and the count in one statement (issue 44): the count moves only with a new entry.
    await books.db.query(
      `WITH earned AS (
         INSERT INTO spin_coin_entries (member_id, delta, reason, movement_id) VALUES ($1, $2, 'deposit', $3)
         ON CONFLICT (movement_id) WHERE reason = 'deposit' DO NOTHING RETURNING delta
       )
       UPDATE members SET coin = coin + earned.delta FROM earned WHERE members.id = $1`,
      [deposit.memberId, coins, deposit.id],
    );
  };
}

/** The member's coins, their row locked until the transaction ends. */
export async function lockedCoins(tx: Tx, memberId: number): Promise<number> {
  const { rows } = await tx.query<{ coin: number }>({
    name: 'spin_locked_coins',
    text: 'SELECT coin FROM members WHERE id = $1 FOR UPDATE',
    values: [memberId],
  });
  return rows[0]?.coin ?? 0;
}
