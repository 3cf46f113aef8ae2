import { describe, expect, it } from 'vitest';
import { depositNoticeApi, lookupApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, kipPlayer, post } from '../../../test/money.ts';

/**
 * The member-facing amounts in the member's currency (issue 46, ADR 0167): a kip member reads
 * the kip setting's figures under the spec's field names; everyone else reads the baht ones.
 */
const t = useTestApp(MONEY_TEST_ENV);

const withdrawLimits = async (headers: Record<string, string> = {}) =>
  (await call(t.app, lookupApi.withdraw, { headers })).json() as unknown;

describe('GET /api/lookup/withdraw in the member’s currency', () => {
  it('answers a kip member the kip limits and a baht member or a visitor the baht ones', async () => {
    const kip = await kipPlayer(t, 0);
    const baht = await fundedPlayer(t, 0);
    expect(await withdrawLimits(kip.headers)).toEqual({ withdrawMin: 50_000, withdrawMax: 30_000_000 });
    expect(await withdrawLimits(baht.headers)).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
    expect(await withdrawLimits()).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
  });

  it('follows an operator’s change of the kip limits', async () => {
    const kip = await kipPlayer(t, 0);
    const kipAmounts = await t.settings.get('kipAmounts');
    await t.settings.set({ kipAmounts: { ...kipAmounts, withdrawMinKip: 70_000 } });
    try {
      expect(await withdrawLimits(kip.headers)).toEqual({ withdrawMin: 70_000, withdrawMax: 30_000_000 });
    } finally {
      await t.settings.set({ kipAmounts });
    }
  });

  it('answers a token that does not sign in the public baht limits, not an error (the lookup is public)', async () => {
    const response = await call(t.app, lookupApi.withdraw, {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ withdrawMin: 100, withdrawMax: 50_000 });
  });
});

describe('POST /api/wallet/add in the member’s currency', () => {
  it('takes a kip notice in whole kip from the kip transfer minimum', async () => {
    const kip = await kipPlayer(t, 0);
    expect((await post(t.app, kip, depositNoticeApi.add, { amount: 5_000.5 })).json()).toEqual({
      message: 'KEY_INVALID',
    });
    // 500 kip is above the baht minimum (1) but below the kip one (1,000).
    expect((await post(t.app, kip, depositNoticeApi.add, { amount: 500 })).json()).toEqual({
      message: 'TRANSFER_MINIMUM',
    });
    expect((await post(t.app, kip, depositNoticeApi.add, { amount: 5_000 })).json()).toMatchObject({
      status: 'PENDING',
      amount: 5_000,
    });
  });

  it('keeps the baht rules for a baht member: satang allowed, 1 baht minimum', async () => {
    const baht = await fundedPlayer(t, 0);
    expect((await post(t.app, baht, depositNoticeApi.add, { amount: 0.5 })).json()).toEqual({
      message: 'TRANSFER_MINIMUM',
    });
    expect((await post(t.app, baht, depositNoticeApi.add, { amount: 500.5 })).json()).toMatchObject({
      status: 'PENDING',
      amount: 500.5,
    });
  });
});
