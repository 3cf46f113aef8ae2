import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, walletOf } from '../../../../test/money.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...MONEY_TEST_ENV, RECOVERY_AGE_MS: '60000' });
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
});

/** A gift-link attempt whose process died `ageS` ago, before (amount null) or after pricing. */
async function leavePending(voucherHash: string, memberId: number, amount: number | null, ageS: number) {
  await t.database.pool.query(
    `INSERT INTO truemoney_vouchers (voucher_hash, member_id, amount, status, updated_at)
     VALUES ($1, $2, $3, 'PENDING', now() - make_interval(secs => $4))`,
    [voucherHash, memberId, amount, ageS],
  );
}

async function row(voucherHash: string) {
  const { rows } = await t.database.pool.query(
    `SELECT v.status, m.status AS movement_status, m.amount AS movement_amount
     FROM truemoney_vouchers v LEFT JOIN movements m ON m.id = v.movement_id WHERE v.voucher_hash = $1`,
    [voucherHash],
  );
  return rows[0];
}

describe('the recovery job on gift-link attempts a crash left PENDING', () => {
  it('closes unpriced ones, sends priced ones to review, leaves live ones, and moves no money', async () => {
    const player = await fundedPlayer(t, 0);
    await leavePending('recoverunpriced01', player.memberId, null, 120);
    await leavePending('recoverpriced0001', player.memberId, 5000, 120);
    await leavePending('recoverlive000001', player.memberId, 5000, 1);
    const failures: string[] = [];

    expect(await t.app.money.recovery.runAll((name) => failures.push(name))).toEqual({ giftLinks: 2 });
    expect(failures).toEqual([]);
    expect(await row('recoverunpriced01')).toMatchObject({ status: 'FAILED', movement_status: null });
    expect(await row('recoverpriced0001')).toMatchObject({
      status: 'REVIEW',
      movement_status: 'PENDING',
      movement_amount: 5000,
    });
    expect(await row('recoverlive000001')).toMatchObject({ status: 'PENDING' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);

    expect(await t.app.money.recovery.runAll(() => {})).toEqual({});
  });
});
