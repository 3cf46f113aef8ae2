import { beforeEach, describe, expect, it } from 'vitest';
import { bonusApi, gamesApi, sandboxApi, statementApi, withdrawApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';
import { call } from '../../../test/call.ts';
import {
  activate,
  balancesOf,
  createBonus,
  deposit,
  houseBonuses,
  movementsOf,
} from '../../../test/kits/bonus.ts';

const t = useTestApp({ ...MONEY_TEST_ENV, RECOVERY_AGE_MS: '0' }, { checkBooks: true });

beforeEach(async () => {
  await call(t.app, sandboxApi.payout, { body: { decision: 'complete' } });
});

/** Deposit 1000 with a bonus of 500 (percentFail 50, target 3000, cap 4500): a wallet of 1500. */
async function holding(): Promise<Player> {
  const code = await createBonus(t);
  const player = await fundedPlayer(t, 1000);
  expect((await activate(t, player, code)).status).toBe(200);
  return player;
}

async function preview(player: Player, amount: number) {
  const response = await call(t.app, bonusApi.withdrawPreview, {
    query: { amount },
    headers: player.headers,
  });
  return response.json() as { bonus: boolean; wallet: number; amount: number; deducted: number };
}

describe('a withdrawal while a bonus is held', () => {
  it('before the target: the whole wallet goes, percentFail of the bonus and the rest back to the house, as previewed', async () => {
    const player = await holding();
    expect(await preview(player, 1000)).toEqual({ bonus: true, wallet: 1500, amount: 1000, deducted: 500 });
    expect(await preview(player, 1500)).toEqual({ bonus: true, wallet: 1500, amount: 1250, deducted: 250 });
    const house = await houseBonuses(t);
    const response = await post(t.app, player, withdrawApi.withdrawAll, { amount: 1500 }, 'wd-bonus-key-1');
    expect(response.json()).toMatchObject({ status: 'SUCCESS', amount: 1250, wallet: { amount: 0 } });
    expect(await houseBonuses(t)).toBe(house + 25_000);
    expect((await balancesOf(t, player.memberId)).wallet ?? 0).toBe(0);
    expect((await get(t.app, player, bonusApi.active)).json()).toMatchObject({ status: false });
    const statement = await post(t.app, player, statementApi.page, { page: 1, limit: 3 });
    expect(statement.json().statements.slice(0, 2)).toMatchObject([
      {
        statementType: 'withdraw',
        from: 'WALLET',
        to: 'BONUS',
        amount: 250,
        bonus: { description: expect.any(String) },
      },
      { statementType: 'withdraw', from: 'WALLET', to: 'KBANK', amount: 1250 },
    ]);
    // A retry with the key is the first answer: no second deduction.
    const again = await post(t.app, player, withdrawApi.withdrawAll, { amount: 1500 }, 'wd-bonus-key-1');
    expect(again.json()).toEqual(response.json());
    expect(await movementsOf(t, player.memberId, ['bonus_forfeit'])).toHaveLength(1);
    // With the bonus gone, the preview is the plain withdrawal.
    expect(await preview(player, 100)).toEqual({ bonus: false, wallet: 0, amount: 100, deducted: 0 });
  });

  it('after the target: the requested amount up to the cap', async () => {
    const player = await holding();
    await deposit(t, player, 3500); // wallet 5000, target 3000 reached, cap 4500
    expect(await preview(player, 5000)).toEqual({ bonus: true, wallet: 5000, amount: 4500, deducted: 500 });
    const response = await post(t.app, player, withdrawApi.withdraw, { amount: 5000 });
    expect(response.json()).toMatchObject({ amount: 4500, wallet: { amount: 0 } });
  });

  it('money in a game is BONUS_REMAINING; more than the wallet is MONEY_NOT_ENOUGH; nothing changes', async () => {
    const player = await holding();
    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
    expect(
      (await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 100 })).statusCode,
    ).toBe(200);
    const before = await balancesOf(t, player.memberId);
    const house = await houseBonuses(t);
    expect((await post(t.app, player, withdrawApi.withdrawAll, { amount: 1400 })).json()).toEqual({
      message: 'BONUS_REMAINING',
    });
    expect((await post(t.app, player, withdrawApi.withdrawAll, { amount: 1401 })).json()).toEqual({
      message: 'MONEY_NOT_ENOUGH',
    });
    expect(await balancesOf(t, player.memberId)).toEqual(before);
    expect(await houseBonuses(t)).toBe(house);
    expect((await get(t.app, player, bonusApi.active)).json()).toMatchObject({ status: true });
  });

  it('a payout under the withdraw minimum is TRANSFER_MINIMUM and changes nothing', async () => {
    // Deposit 60 with a bonus of 60 and percentFail 100: before the target at most 60 can go.
    const code = await createBonus(t, { percentFail: 100, percent: 100, minDeposit: 5_000 });
    const player = await fundedPlayer(t, 60);
    expect((await activate(t, player, code)).status).toBe(200);
    expect(await preview(player, 120)).toEqual({ bonus: true, wallet: 120, amount: 60, deducted: 60 });
    const before = await balancesOf(t, player.memberId);
    expect((await post(t.app, player, withdrawApi.withdraw, { amount: 120 })).json()).toEqual({
      message: 'TRANSFER_MINIMUM',
    });
    expect(await balancesOf(t, player.memberId)).toEqual(before);
    expect((await get(t.app, player, bonusApi.active)).json()).toMatchObject({ status: true });
  });
});
