import { describe, expect, it } from 'vitest';
import { type AdjustmentItem, type AdjustmentPreview, adjustmentApi } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, kipPlayer, walletOf, type Player } from '../../../../test/money.ts';
import { makeOperator, operatorKey, type TestOperator } from '../../../../test/kits/operators.ts';

/**
 * The second-approver limits per currency (issue 46, ADR 0190): a kip member's operator credits
 * are counted in kip against `kipAmounts.memberCreditsKip` (6,500,000 kip seeded) and an operator's
 * kip credits against `operatorCreditsKip`; baht as before (10,000 and 100,000 baht seeded).
 */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

async function adjust(by: TestOperator, player: Player, direction: 'credit' | 'debit', amount: number) {
  const response = await call(t.app, adjustmentApi.requestAdjustment, {
    headers: { ...by.headers, ...operatorKey() },
    body: { memberId: player.memberId, direction, amount, reason: 'kip limits' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdjustmentItem>().status;
}

async function preview(by: TestOperator, player: Player, amount: number) {
  const response = await call(t.app, adjustmentApi.adjustmentPreview, {
    headers: by.headers,
    query: { memberId: player.memberId, direction: 'credit', amount },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdjustmentPreview>();
}

describe('operator credits to kip members, limits in kip', () => {
  it('applies a kip credit within the kip member limit alone, and holds the one that passes it', async () => {
    const finance = await makeOperator(t, 'finance');
    const kip = await kipPlayer(t, 0);
    // 5,000,000 kip: far above the baht figure's 10,000 yet within the kip member limit.
    expect(await preview(finance, kip, 5_000_000)).toEqual({
      balanceBefore: 0,
      balanceAfter: 5_000_000,
      creditsLast24h: 0,
      operatorCreditsLast24h: 0,
      memberLimit: 6_500_000,
      operatorLimit: 65_000_000,
      needsSecond: false,
      currency: 'LAK',
    });
    expect(await adjust(finance, kip, 'credit', 5_000_000)).toBe('APPLIED');
    expect((await walletOf(t.app, kip)).wallet).toBe(5_000_000);
    expect(await preview(finance, kip, 2_000_000)).toMatchObject({
      creditsLast24h: 5_000_000,
      needsSecond: true,
    });
    expect(await adjust(finance, kip, 'credit', 2_000_000)).toBe('PENDING_APPROVAL');
    expect((await walletOf(t.app, kip)).wallet).toBe(5_000_000);
  });

  it('never counts an operator’s kip credits against the baht limit, nor baht against the kip one', async () => {
    const finance = await makeOperator(t, 'finance');
    const kip = await kipPlayer(t, 0);
    const baht = await fundedPlayer(t, 0);
    expect(await adjust(finance, kip, 'credit', 6_000_000)).toBe('APPLIED');
    expect(await preview(finance, baht, 9_000)).toMatchObject({
      operatorCreditsLast24h: 0,
      memberLimit: 10_000,
      operatorLimit: 100_000,
      needsSecond: false,
      currency: 'THB',
    });
    expect(await adjust(finance, baht, 'credit', 9_000)).toBe('APPLIED');
    // The baht member limit is still the baht one: 2,000 more passes 10,000 baht.
    expect(await adjust(finance, baht, 'credit', 2_000)).toBe('PENDING_APPROVAL');
  });

  it('holds an operator past the kip operator limit over several kip members', async () => {
    const finance = await makeOperator(t, 'finance');
    const kipAmounts = await t.settings.get('kipAmounts');
    await t.settings.set({ kipAmounts: { ...kipAmounts, operatorCreditsKip: 8_000_000 } });
    try {
      expect(await adjust(finance, await kipPlayer(t, 0), 'credit', 5_000_000)).toBe('APPLIED');
      expect(await adjust(finance, await kipPlayer(t, 0), 'credit', 4_000_000)).toBe('PENDING_APPROVAL');
    } finally {
      await t.settings.set({ kipAmounts });
    }
  });

  it('applies a kip debit within the kip member limit alone; one above it waits', async () => {
    const finance = await makeOperator(t, 'finance');
    const kip = await kipPlayer(t, 8_000_000);
    expect(await adjust(finance, kip, 'debit', 100_000)).toBe('APPLIED');
    expect(await adjust(finance, kip, 'debit', 7_000_000)).toBe('PENDING_APPROVAL');
    expect((await walletOf(t.app, kip)).wallet).toBe(7_900_000);
  });
});
