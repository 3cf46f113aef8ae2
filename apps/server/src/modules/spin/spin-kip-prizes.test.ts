import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  satangOf,
  spinApi,
  spinClaimReply,
  spinResultReply,
  spinSetupReply,
  type SandboxSettingsRequest,
} from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, kipPlayer, post, type Player } from '../../../test/money.ts';
import { balancesOf, setRewardSettings } from '../../../test/kits/rewards.ts';
import { giveCoins } from '../../../test/kits/spin.ts';
import { settingDefaults } from '../settings/index.ts';

/**
 * ADR 0181: a credit prize pays a kip member its kip twin (`amountKip`), a baht member its baht
 * figure; a wheel with a credit that has no kip figure is closed to kip members, never paying
 * the baht figure as kip.
 */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

type Slice = NonNullable<SandboxSettingsRequest['spin']>['wheel']['slices'][number];
const credit = (amount: number, amountKip: number): Slice => ({
  code: 'C50',
  labels: { th: '50', la: '50', en: '50' },
  bgColor: '#000000',
  textColor: '#ffffff',
  htmlDescription: { th: '<p>50</p>' },
  prize: { type: 'credit', amount, amountKip },
  weight: 1,
});
const wheelOf = (one: Slice) => ({ ...settingDefaults.spin, wheel: { name: 'test', slices: [one] } });

/** One spin on the one-slice wheel and the claim of its coupon: the wallet's rise, in minor units. */
async function spinAndClaim(player: Player) {
  await giveCoins(t.database.pool, player.memberId, 1);
  const result = spinResultReply.parse((await post(t.app, player, spinApi.spin, {}, randomUUID())).json());
  const before = (await balancesOf(t, player.memberId)).wallet;
  const claimed = await post(t.app, player, spinApi.claim, { coupon: result.coupon }, randomUUID());
  expect(claimed.statusCode, claimed.body).toBe(200);
  return {
    result,
    claim: spinClaimReply.parse(claimed.json()),
    rise: (await balancesOf(t, player.memberId)).wallet - before,
  };
}

describe('spin credit prizes in the member’s currency (ADR 0181)', () => {
  beforeAll(async () => {
    await setRewardSettings(t, { spinActive: true, spin: wheelOf(credit(50, 32_500)) });
  });

  it('a kip member sees, wins and is credited the kip figure', async () => {
    const kip = await kipPlayer(t, 0);
    const setup = spinSetupReply.parse((await get(t.app, kip, spinApi.setup)).json());
    expect(setup.activeSpinwheel?.slices[0]?.prize).toEqual({ type: 'credit', amount: 32_500 });
    // The how-to text's figure: the kip deposit that earns a coin (kipAmounts), not the baht one.
    expect(setup.depositPerCoin).toBe((await t.settings.get('kipAmounts')).depositKipPerCoin);
    const { result, claim, rise } = await spinAndClaim(kip);
    expect(result.prize).toEqual({ type: 'credit', amount: 32_500 });
    expect(claim.amount).toBe(32_500);
    expect(rise).toBe(satangOf(32_500));
  });

  it('a baht member is unchanged: the baht figure, and the kip twin is never sent', async () => {
    const baht = await fundedPlayer(t, 0);
    const setup = spinSetupReply.parse((await get(t.app, baht, spinApi.setup)).json());
    expect(setup.activeSpinwheel?.slices[0]?.prize).toEqual({ type: 'credit', amount: 50 });
    expect(setup.depositPerCoin).toBe(settingDefaults.spin.depositBahtPerCoin);
    const { result, claim, rise } = await spinAndClaim(baht);
    expect(result.prize).toEqual({ type: 'credit', amount: 50 });
    expect(claim.amount).toBe(50);
    expect(rise).toBe(satangOf(50));
  });

  it('a credit with no kip figure closes the wheel to kip members: nothing drawn, no coin spent', async () => {
    await setRewardSettings(t, { spin: wheelOf(credit(50, 0)) });
    try {
      const kip = await kipPlayer(t, 0);
      await giveCoins(t.database.pool, kip.memberId, 1);
      const setup = spinSetupReply.parse((await get(t.app, kip, spinApi.setup)).json());
      expect(setup).toMatchObject({ activeSpinwheel: null, userCoin: 1 });
      const spun = await post(t.app, kip, spinApi.spin, {}, randomUUID());
      expect(spun.json()).toEqual({ message: 'NO_DATA' });
      expect(spinSetupReply.parse((await get(t.app, kip, spinApi.setup)).json()).userCoin).toBe(1);
      // A baht member still spins it.
      const baht = await fundedPlayer(t, 0);
      expect((await spinAndClaim(baht)).rise).toBe(satangOf(50));
    } finally {
      await setRewardSettings(t, { spin: wheelOf(credit(50, 32_500)) });
    }
  });

  it('a wheel stored before the kip twin reads its credits as having none', async () => {
    const stored = wheelOf(credit(50, 0));
    const { amountKip: _dropped, ...bahtOnly } = stored.wheel.slices[0]!.prize as { amountKip: number };
    const old = {
      ...stored,
      wheel: { ...stored.wheel, slices: [{ ...stored.wheel.slices[0], prize: bahtOnly }] },
    };
    await t.database.pool.query(
      `INSERT INTO settings (key, value) VALUES ('spin', $1::jsonb) ON CONFLICT (key) DO UPDATE SET value = $1::jsonb`,
      [JSON.stringify(old)],
    );
    try {
      await t.settings.set({ spinActive: true }); // drops the node's cache
      expect((await t.settings.get('spin')).wheel.slices[0]!.prize).toEqual({
        type: 'credit',
        amount: 50,
        amountKip: 0,
      });
    } finally {
      await setRewardSettings(t, { spin: wheelOf(credit(50, 32_500)) });
    }
  });
});
