import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { refundApi, refundCheckReply } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, get, kipPlayer } from '../../../test/money.ts';
import { moneyGet, playAndLose, setRewardSettings, shiftRewardClock } from '../../../test/kits/rewards.ts';
import { settingDefaults } from '../settings/index.ts';

/** A kip member's loss refund is held to the kip minimum (issue 46, ADR 0167), not the baht one. */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

describe('loss refunds in kip', () => {
  it('holds a kip refund to kipAmounts.refundMinimumKip', async () => {
    await setRewardSettings(t, { refund: { ...settingDefaults.refund, success: 100, fail: 0 } });
    const kip = await kipPlayer(t, 100_000);
    await playAndLose(t, kip, 100_000, 100_000);
    await shiftRewardClock(t, 7);
    // 5 % of 100,000 kip is 5,000 kip: above the baht minimum's figure (10), below the kip one (10,000).
    const checked = refundCheckReply.parse((await get(t.app, kip, refundApi.check)).json());
    expect(checked).toMatchObject({ result: false, refundAmount: 5_000 });
    expect((await moneyGet(t, kip, refundApi.receive, randomUUID())).json()).toEqual({
      message: 'REFUND_MINIMUM',
    });

    const kipAmounts = await t.settings.get('kipAmounts');
    await t.settings.set({ kipAmounts: { ...kipAmounts, refundMinimumKip: 5_000 } });
    try {
      expect(refundCheckReply.parse((await get(t.app, kip, refundApi.check)).json())).toMatchObject({
        result: true,
      });
      expect((await moneyGet(t, kip, refundApi.receive, randomUUID())).json()).toMatchObject({
        message: 'REFUND_SUCCESS',
        refundAmount: 5_000,
      });
    } finally {
      await t.settings.set({ kipAmounts });
    }
  });
});
