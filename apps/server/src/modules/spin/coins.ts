import { toMinor, type Currency } from '@wallet/contract';
import type { LockedAlong } from '../draws/index.ts';
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
 * The ledger's deposit hook: the coins a deposit earns, written with the credit (in its statement,
 * or its transaction), once per deposit movement (the entry's partial unique index), whatever
 * channel credited it; the ledger tells the deposit's currency, so no channel works it out again.
 */
export function earnCoinsOnDeposit(settings: SettingsService): DepositCreditHook {
  return {
    name: 'spin_coins',
    async earned(deposit, tx) {
      // Inside a transaction on its own connection: a pool read there could wait for a connection forever.
      const read = <K extends 'spin' | 'kipAmounts'>(key: K) =>
        tx ? settings.getIn(tx, key) : settings.get(key);
      const { depositBahtPerCoin } = await read('spin');
      // The kip figure is read only for a kip deposit: a baht credit costs no second read.
      const depositKipPerCoin = deposit.currency === 'LAK' ? (await read('kipAmounts')).depositKipPerCoin : 0;
      return coinsForDeposit(deposit, { depositBahtPerCoin, depositKipPerCoin });
    },
    // The entries, then each member's count by what was entered (issue 44): a count moves only with
    // a new entry, so a deposit already counted adds nothing. Several members' rows at once: locked
    // in id order, as the ledger locks its accounts, so two such statements never wait in a cycle.
    writes: (credited) => `coins_entered AS (
       INSERT INTO spin_coin_entries (member_id, delta, reason, movement_id)
       SELECT member_id, earned, 'deposit', movement_id FROM ${credited}
       ON CONFLICT (movement_id) WHERE reason = 'deposit' DO NOTHING RETURNING member_id, delta
     ),
     coins_locked AS (
       SELECT id FROM members WHERE id IN (SELECT member_id FROM coins_entered) ORDER BY id FOR UPDATE
     ),
     coins_counted AS (
       UPDATE members SET coin = coin + entered.delta
       FROM (SELECT member_id, sum(delta)::int AS delta FROM coins_entered GROUP BY member_id) AS entered
       WHERE members.id = entered.member_id AND (SELECT count(*) FROM coins_locked) >= 0
     )`,
  };
}

export interface LockedCoins {
  coin: number;
}

/**
 * The member's coins, their row locked until the transaction ends: taken with the member's draw
 * lock, after it (Draws.lock), in its round trip.
 */
export const COINS_LOCKED_WITH_SEED: LockedAlong = {
  name: 'spin_locked_seed',
  columns: '(SELECT coin FROM members WHERE id = seed.member_id FOR UPDATE) AS coin',
};
