import { describe, expect, it } from 'vitest';
import { bonusApi, bonusListReply, promotionApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, kipPlayer, type Player } from '../../../test/money.ts';
import { call } from '../../../test/call.ts';
import { activate, balancesOf, clearBonus, createBonus, houseBonuses } from '../../../test/kits/bonus.ts';
import { playAndLose } from '../../../test/kits/rewards.ts';

/**
 * A bonus's money figures in the member's currency (issue 46, ADR 0190): a kip member is held to
 * the row's kip figures, a baht member to its baht ones, the percentages shared.
 */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

/** 50 %, at most 500 baht / 100,000 kip, from 100 baht / 50,000 kip, ends under 10 baht / 5,000 kip (minor units). */
const twins = {
  percent: 50,
  maxBonus: 50_000,
  minDeposit: 10_000,
  bustBelow: 1_000,
  maxBonusKip: 10_000_000,
  minDepositKip: 5_000_000,
  bustBelowKip: 500_000,
};

async function listed(player: Player, code: string) {
  return bonusListReply.parse((await get(t.app, player, bonusApi.list)).json()).find((b) => b.code === code);
}

async function active(player: Player) {
  return (await get(t.app, player, bonusApi.active)).json() as { floor: number; mayEnd: boolean };
}

describe('bonuses in kip', () => {
  it('lists the kip figures to a kip member and the baht ones to a baht member', async () => {
    const code = await createBonus(t, twins);
    const kip = await kipPlayer(t, 0);
    const baht = await fundedPlayer(t, 0);
    expect(await listed(kip, code)).toMatchObject({ percent: 50, maxBonus: 100_000, minDeposit: 50_000 });
    expect(await listed(baht, code)).toMatchObject({ percent: 50, maxBonus: 500, minDeposit: 100 });
    const minimum = (await get(t.app, kip, bonusApi.minimum)).json() as { minimum: number };
    expect(minimum.minimum).toBeLessThanOrEqual(50_000);
    expect(minimum.minimum).not.toBe(100);
  });

  it('caps a kip member’s bonus at the kip largest bonus and floors it at the kip figure', async () => {
    const code = await createBonus(t, twins);
    const kip = await kipPlayer(t, 400_000);
    const houseBefore = await houseBonuses(t);
    // 50 % of 400,000 kip is 200,000: capped at 100,000 kip (the baht cap's 500 would pay 500 kip).
    expect(await activate(t, kip, code, 'kip-bonus-0001')).toEqual({
      status: 200,
      body: expect.objectContaining({
        deposit: 400_000,
        bonus: 100_000,
        target: 1_000_000,
        wallet: { amount: 500_000 },
      }),
    });
    expect(await active(kip)).toMatchObject({ floor: 5_000, mayEnd: false });
    // The house paid 100,000 kip (kip minor units, counted in the kip book, ADR 0159).
    expect(await houseBonuses(t)).toBe(houseBefore - 10_000_000);

    const baht = await fundedPlayer(t, 1000);
    expect((await activate(t, baht, code)).body).toMatchObject({ bonus: 500, wallet: { amount: 1500 } });
    expect(await active(baht)).toMatchObject({ floor: 10 });
  });

  it('refuses a kip deposit under the kip minimum, though above the baht figure, and changes nothing', async () => {
    const code = await createBonus(t, twins);
    const kip = await kipPlayer(t, 40_000);
    const before = await balancesOf(t, kip.memberId);
    expect(await activate(t, kip, code)).toEqual({ status: 400, body: { message: 'TRANSFER_MINIMUM' } });
    expect(await balancesOf(t, kip.memberId)).toEqual(before);
  });

  it('lets a kip member end a bonus lost under the kip floor', async () => {
    const code = await createBonus(t, twins);
    const kip = await kipPlayer(t, 400_000);
    expect((await activate(t, kip, code)).status).toBe(200);
    // 500,000 kip played, 496,000 lost: 4,000 kip left, under the 5,000 kip floor (not under 10).
    await playAndLose(t, kip, 500_000, 496_000);
    expect(await active(kip)).toMatchObject({ mayEnd: true });
    expect(await clearBonus(t, kip)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } });
  });

  it('does not offer a bonus without kip figures to a kip member; a baht member takes it', async () => {
    const code = await createBonus(t, { ...twins, maxBonusKip: 0, minDepositKip: 0, bustBelowKip: 0 });
    const promotion = await createBonus(t, { promotion: true, maxBonus: 50_000 });
    const kip = await kipPlayer(t, 400_000);
    const before = await balancesOf(t, kip.memberId);
    expect(await listed(kip, code)).toBeUndefined();
    expect(await activate(t, kip, code)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect(await activate(t, kip, promotion, undefined, true)).toEqual({
      status: 404,
      body: { message: 'NO_PROMOTION' },
    });
    const found = await call(t.app, promotionApi.find, { params: { code: promotion }, headers: kip.headers });
    expect(found.json()).toEqual({ message: 'NO_PROMOTION' });
    expect(await balancesOf(t, kip.memberId)).toEqual(before);

    const baht = await fundedPlayer(t, 1000);
    expect(await listed(baht, code)).toBeDefined();
    expect((await activate(t, baht, code)).status).toBe(200);
  });

  it('finds a promotion in kip for a kip member and shows it in kip once held', async () => {
    const promotion = await createBonus(t, { ...twins, promotion: true });
    const kip = await kipPlayer(t, 100_000);
    const found = await call(t.app, promotionApi.find, { params: { code: promotion }, headers: kip.headers });
    expect(found.json()).toMatchObject({ maxBonus: 100_000, minDeposit: 50_000 });
    expect((await activate(t, kip, promotion, undefined, true)).body).toMatchObject({ bonus: 50_000 });
    expect((await get(t.app, kip, promotionApi.current)).json()).toMatchObject({
      code: promotion,
      maxBonus: 100_000,
      minDeposit: 50_000,
    });
  });
});
