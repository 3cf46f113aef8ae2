import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawSeedReply,
  drawsApi,
  drawsReply,
  satangOf,
  spinApi,
  spinClaimReply,
  spinCouponsReply,
  spinResultReply,
  spinSetupReply,
  statementApi,
  statementReply,
  verifyDraw,
} from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';
import { activate, createBonus, deposit } from '../../../test/kits/bonus.ts';
import { balancesOf, setRewardSettings } from '../../../test/kits/rewards.ts';
import { claimOf, coinsOf, only, setCoins, slice, spinCount, spinOf } from '../../../test/kits/spin.ts';
import { creditDeposit, openDepositReview, settleDepositReview } from '../wallet/index.ts';
import { settingDefaults } from '../settings/index.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

async function coupons(player: Player) {
  const response = await get(t.app, player, spinApi.coupons);
  expect(response.statusCode).toBe(200);
  return spinCouponsReply.parse(response.json()).coupons;
}

describe('spin wheel', () => {
  beforeAll(async () => {
    await setRewardSettings(t, { spinActive: true, spin: settingDefaults.spin });
  });

  it('a deposit earns one coin per 100 baht, once per deposit, whatever its channel', async () => {
    const player = await fundedPlayer(t, 250); // the kit books a deposit: 2 coins
    expect(await coinsOf(t, player.memberId)).toBe(2);
    const opKey = `test-deposit:${randomUUID()}`;
    const again = { memberId: player.memberId, amount: satangOf(99.99), opKey, channel: 'QR:KBANK' };
    await creditDeposit(t.ledger, t.events, again);
    expect(await coinsOf(t, player.memberId)).toBe(2); // under 100 baht: none, no carry
    const big = { ...again, amount: satangOf(1_000), opKey: `test-deposit:${randomUUID()}` };
    await creditDeposit(t.ledger, t.events, big);
    await creditDeposit(t.ledger, t.events, big); // replayed confirmation: credits nothing, earns nothing
    expect(await coinsOf(t, player.memberId)).toBe(12);
    // A deposit under review earns when it is credited, not when it is opened or rejected.
    const reviewed = await openDepositReview(t.ledger, { ...big, opKey: `review:${randomUUID()}` });
    expect(await coinsOf(t, player.memberId)).toBe(12);
    await settleDepositReview(t.ledger, t.events, reviewed.id, 'credit');
    await settleDepositReview(t.ledger, t.events, reviewed.id, 'credit');
    expect(await coinsOf(t, player.memberId)).toBe(22);
    const rejected = await openDepositReview(t.ledger, { ...big, opKey: `review:${randomUUID()}` });
    await settleDepositReview(t.ledger, t.events, rejected.id, 'reject');
    expect(await coinsOf(t, player.memberId)).toBe(22);
    const setup = spinSetupReply.parse((await get(t.app, player, spinApi.setup)).json());
    expect(setup.userCoin).toBe(22);
    expect(setup.activeSpinwheel?.slices.map((entry) => entry.code)).toEqual(
      settingDefaults.spin.wheel.slices.map((entry) => entry.code),
    );
    expect(JSON.stringify(setup)).not.toContain('weight');
  });

  it('names the wheel in the member’s language; a wheel saved with one plain name keeps it (issue 42)', async () => {
    const player = await fundedPlayer(t, 0);
    await setRewardSettings(t, { spinActive: true, spin: settingDefaults.spin });
    const nameIn = async (language: string) =>
      spinSetupReply.parse(
        (
          await call(t.app, spinApi.setup, { headers: { ...player.headers, 'accept-language': language } })
        ).json(),
      ).activeSpinwheel?.name;
    expect(await nameIn('th')).toBe('วงล้อนำโชค');
    expect(await nameIn('lo')).toBe('ວົງລໍ້ນຳໂຊກ');
    expect(await nameIn('en')).toBe('Lucky Wheel');
    await setRewardSettings(t, {
      spin: { ...settingDefaults.spin, wheel: { ...settingDefaults.spin.wheel, name: 'Old name' } },
    });
    expect(await nameIn('en')).toBe('Old name');
  });

  it('refuses a spin with no coins (NO_COIN) and writes nothing', async () => {
    const player = await fundedPlayer(t, 0);
    const response = await spinOf(t, player);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'NO_COIN' });
    expect(await spinCount(t, player.memberId)).toBe(0);
    const draws = drawsReply.parse((await post(t.app, player, drawsApi.list, { page: 1, limit: 10 })).json());
    expect(draws.total).toBe(0);
  });

  it('50 parallel spins with 10 coins give exactly 10 results and 0 coins', async () => {
    const player = await fundedPlayer(t, 0);
    await setCoins(t, player.memberId, 10);
    await setRewardSettings(t, { spin: only(slice('NONE', { type: 'none' })) });
    const answers = await Promise.all(Array.from({ length: 50 }, () => spinOf(t, player)));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(10);
    expect(answers.filter((answer) => answer.json().message === 'NO_COIN')).toHaveLength(40);
    expect(
      ok.map((answer) => spinResultReply.parse(answer.json()).remainingCoin).sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await coinsOf(t, player.memberId)).toBe(0);
    expect(await spinCount(t, player.memberId)).toBe(10);
  });

  it('a spin is idempotent: the same key answers the same slice and spends one coin', async () => {
    const player = await fundedPlayer(t, 300);
    await setRewardSettings(t, { spin: settingDefaults.spin });
    const key = randomUUID();
    const [first, second] = await Promise.all([spinOf(t, player, key), spinOf(t, player, key)]);
    expect(first!.statusCode).toBe(200);
    expect(second!.json()).toEqual(first!.json());
    expect((await spinOf(t, player, key)).json()).toEqual(first!.json());
    const result = spinResultReply.parse(first!.json());
    const won = result.prize.type === 'coin' ? result.prize.amount : 0;
    expect(result.remainingCoin).toBe(2 + won);
    expect(await coinsOf(t, player.memberId)).toBe(2 + won);
  });

  it('a keyed spin stores its answer under the key in its own transaction; a retry after the key is pruned answers the same spin', async () => {
    const player = await fundedPlayer(t, 300);
    await setRewardSettings(t, { spin: only(slice('NONE', { type: 'none' })) });
    const key = randomUUID();
    const first = await spinOf(t, player, key);
    expect(first.statusCode).toBe(200);
    const stored = await t.database.pool.query<{ status_code: number; reply: unknown }>(
      'SELECT status_code, reply FROM idempotency_keys WHERE member_id = $1 AND key = $2',
      [player.memberId, key],
    );
    expect(stored.rows).toEqual([{ status_code: 200, reply: first.json() }]);
    // The key's row is gone (pruned) but the spin keeps its op key: the same spin, no second coin.
    await t.database.pool.query('DELETE FROM idempotency_keys WHERE member_id = $1 AND key = $2', [
      player.memberId,
      key,
    ]);
    const again = await spinOf(t, player, key);
    expect(again.json()).toEqual(first.json());
    expect(await spinCount(t, player.memberId)).toBe(1);
    expect(await coinsOf(t, player.memberId)).toBe(2);
  });

  it('a key another route holds is KEY_INVALID for a spin: no draw, no coin spent', async () => {
    const player = await fundedPlayer(t, 300);
    await setRewardSettings(t, { spin: settingDefaults.spin });
    const key = randomUUID();
    expect((await claimOf(t, player, 'LD0000000000', key)).statusCode).toBe(400);
    const response = await spinOf(t, player, key);
    expect(response.json()).toEqual({ message: 'KEY_INVALID' });
    expect(await spinCount(t, player.memberId)).toBe(0);
    expect(await coinsOf(t, player.memberId)).toBe(3);
    const draws = drawsReply.parse((await post(t.app, player, drawsApi.list, { page: 1, limit: 10 })).json());
    expect(draws.total).toBe(0);
  });

  it('every recorded spin recomputes from its revealed seed to the slice it answered', async () => {
    const player = await fundedPlayer(t, 500);
    await setRewardSettings(t, { spin: settingDefaults.spin });
    const answered = new Map<number, string>();
    const paid = new Map<number, boolean>();
    for (let i = 0; i < 5; i += 1) {
      const result = spinResultReply.parse((await spinOf(t, player)).json());
      answered.set(result.draw.id, result.code);
      paid.set(result.draw.id, result.prize.type !== 'none');
    }
    const { draws } = drawsReply.parse(
      (await post(t.app, player, drawsApi.list, { page: 1, limit: 10 })).json(),
    );
    expect(draws).toHaveLength(5);
    for (const draw of draws) {
      expect(draw.purpose).toBe('spin');
      expect(draw.outcome).toBe(answered.get(draw.id));
      expect(draw.weights).toEqual(
        settingDefaults.spin.wheel.slices.map((entry) => ({ outcome: entry.code, weight: entry.weight })),
      );
      const verdict = await verifyDraw(draw);
      expect(verdict).toMatchObject({ hashMatches: true, outcomeMatches: true });
      // Issue 42: a slice that pays is a win, and every slice code has its names.
      expect(draw.won).toBe(paid.get(draw.id));
      for (const entry of settingDefaults.spin.wheel.slices)
        expect(draw.names[entry.code]).toEqual(entry.labels);
    }
  });

  it('a spin reveals its seed and commits the next one in the same statement, keeping the member’s client seed', async () => {
    const player = await fundedPlayer(t, 100);
    const chosen = await post(t.app, player, drawsApi.setClientSeed, { clientSeed: 'my-own-seed' });
    const before = drawSeedReply.parse(chosen.json());
    const result = spinResultReply.parse((await spinOf(t, player)).json());
    const after = drawSeedReply.parse((await get(t.app, player, drawsApi.seed)).json());
    expect(after).toMatchObject({ clientSeed: 'my-own-seed', nonce: before.nonce + 1 });
    expect(after.serverSeedHash).not.toBe(before.serverSeedHash);
    const { draws } = drawsReply.parse(
      (await post(t.app, player, drawsApi.list, { page: 1, limit: 1 })).json(),
    );
    expect(draws[0]).toMatchObject({ id: result.draw.id, serverSeedHash: before.serverSeedHash });
  });

  it('the verify view tells a paying slice from a losing one by the slice kept with the spin', async () => {
    const player = await fundedPlayer(t, 0);
    await setCoins(t, player.memberId, 2);
    await setRewardSettings(t, { spin: only(slice('C5', { type: 'coin', amount: 5 })) });
    await spinOf(t, player);
    await setRewardSettings(t, { spin: only(slice('NONE', { type: 'none' })) });
    await spinOf(t, player);
    const { draws } = drawsReply.parse(
      (await post(t.app, player, drawsApi.list, { page: 1, limit: 10 })).json(),
    );
    expect(draws.map((draw) => [draw.outcome, draw.won])).toEqual([
      ['NONE', false],
      ['C5', true],
    ]);
    // The wheel changed: the older draw's slice is still named from what was kept with the spin.
    expect(Object.keys(draws[1]!.names)).toEqual(['C5']);
  });

  it('a credit prize becomes a coupon; claiming it moves its amount from promotions to the wallet once', async () => {
    const player = await fundedPlayer(t, 100);
    await setRewardSettings(t, { spin: only(slice('C50', { type: 'credit', amount: 50, amountKip: 0 })) });
    const result = spinResultReply.parse((await spinOf(t, player)).json());
    expect(result).toMatchObject({ code: 'C50', remainingCoin: 0, prize: { type: 'credit', amount: 50 } });
    const [coupon] = await coupons(player);
    expect(coupon).toMatchObject({ coupon: result.coupon, type: 'credit', amount: 50, status: 'claimable' });
    const before = await balancesOf(t, player.memberId);
    const answers = await Promise.all(Array.from({ length: 20 }, () => claimOf(t, player, result.coupon!)));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(spinClaimReply.parse(ok[0]!.json())).toMatchObject({ coupon: result.coupon, amount: 50 });
    for (const refused of answers.filter((answer) => answer.statusCode !== 200))
      expect(refused.json()).toEqual({ message: 'NO_CLAIMABLE_COUPON' });
    const after = await balancesOf(t, player.memberId);
    expect(after.wallet).toBe(before.wallet + 5_000);
    expect((await coupons(player))[0]).toMatchObject({ status: 'claimed' });
    const statement = statementReply.parse(
      (await post(t.app, player, statementApi.page, { page: 1, limit: 10 })).json(),
    );
    const line = statement.statements.find((entry) => entry.luckydraw);
    expect(line).toMatchObject({ statementType: 'bonus', amount: 50, status: 'SUCCESS', from: 'LUCKYDRAW' });
    expect(line!.luckydraw!.description).toContain(result.coupon!);
    expect(line!.luckydraw!.coupon).toEqual({ code: result.coupon, names: result.labels });
  });

  it('a claim is idempotent: the same key answers the same claim', async () => {
    const player = await fundedPlayer(t, 100);
    await setRewardSettings(t, { spin: only(slice('C20', { type: 'credit', amount: 20, amountKip: 0 })) });
    const { coupon } = spinResultReply.parse((await spinOf(t, player)).json());
    const key = randomUUID();
    const first = await claimOf(t, player, coupon!, key);
    expect(first.statusCode).toBe(200);
    expect((await claimOf(t, player, coupon!, key)).json()).toEqual(first.json());
    expect((await balancesOf(t, player.memberId)).wallet).toBe(satangOf(120));
  });

  it('refuses claims with the spin codes and moves nothing', async () => {
    const player = await fundedPlayer(t, 300);
    const other = await fundedPlayer(t, 100);
    await setRewardSettings(t, { spin: only(slice('COIN1', { type: 'coin', amount: 1 })) });
    const coin = spinResultReply.parse((await spinOf(t, player)).json());
    expect(coin.remainingCoin).toBe(3); // 3 - 1 + 1
    await setRewardSettings(t, { spin: only(slice('C10', { type: 'credit', amount: 10, amountKip: 0 })) });
    const credit = spinResultReply.parse((await spinOf(t, player)).json());
    const expired = spinResultReply.parse((await spinOf(t, player)).json());
    await t.database.pool.query(
      `UPDATE spin_coupons SET expires_at = now() - interval '1 second' WHERE coupon = $1`,
      [expired.coupon],
    );
    const before = await balancesOf(t, player.memberId);
    const refusals: [string, string, Player?][] = [
      ['not-a-coupon', 'INVALID_CODE'],
      ['LD0000000000', 'INVALID_CODE'],
      [credit.coupon!, 'INVALID_CODE', other], // someone else's coupon
      [coin.coupon!, 'INVALID_COUPON_TYPE'],
      [expired.coupon!, 'COUPON_EXPIRED'],
    ];
    for (const [value, code, who] of refusals) {
      const response = await claimOf(t, who ?? player, value);
      expect(response.json(), value).toEqual({ message: code });
    }
    expect(await balancesOf(t, player.memberId)).toEqual(before);
    expect((await coupons(player)).map((entry) => entry.status)).toEqual(['expired', 'claimable', 'claimed']);

    // While a bonus runs a credit coupon waits (BONUS_REMAINING).
    const code = await createBonus(t, { minDeposit: 10_000 });
    await deposit(t, player, 100);
    expect((await activate(t, player, code)).status).toBe(200);
    const refused = await claimOf(t, player, credit.coupon!);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'BONUS_REMAINING' });
    expect((await coupons(player))[1]).toMatchObject({ status: 'claimable' });
  });

  it('an undrawable wheel is INVALID_PRIZE_CODE and the spin wheel switched off is NO_DATA; neither spends a coin', async () => {
    const player = await fundedPlayer(t, 100);
    await setRewardSettings(t, {
      spin: {
        ...settingDefaults.spin,
        wheel: { name: 'x', slices: [slice('A', { type: 'none' }), slice('A', { type: 'none' })] },
      },
    });
    expect((await spinOf(t, player)).json()).toEqual({ message: 'INVALID_PRIZE_CODE' });
    await setRewardSettings(t, { spin: settingDefaults.spin, spinActive: false });
    expect((await spinOf(t, player)).json()).toEqual({ message: 'NO_DATA' });
    expect(spinSetupReply.parse((await get(t.app, player, spinApi.setup)).json())).toEqual({
      activeSpinwheel: null,
      userCoin: 1,
      depositPerCoin: settingDefaults.spin.depositBahtPerCoin,
    });
    await setRewardSettings(t, { spinActive: true });
    expect(await coinsOf(t, player.memberId)).toBe(1);
  });
});
