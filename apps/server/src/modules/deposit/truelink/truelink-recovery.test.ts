import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, walletOf } from '../../../../test/money.ts';
import { trueLinkKit } from '../../../../test/kits/truelink.ts';
import { VoucherRecords } from './voucher-records.ts';
import { forgetAnswer } from '../../../../test/kits/lost-answer.ts';

const t = useTestApp({ ...MONEY_TEST_ENV, RECOVERY_AGE_MS: '60000' }, { checkBooks: true });

const { voucher, fault, seal, submit, voucherRow, redeemedBy, movementOf } = trueLinkKit(() => t);

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

    expect(await t.jobs.runRecovery((name) => failures.push(name))).toEqual({ giftLinks: 2 });
    expect(failures).toEqual([]);
    expect(await row('recoverunpriced01')).toMatchObject({ status: 'FAILED', movement_status: null });
    expect(await row('recoverpriced0001')).toMatchObject({
      status: 'REVIEW',
      movement_status: 'PENDING',
      movement_amount: 5000,
    });
    expect(await row('recoverlive000001')).toMatchObject({ status: 'PENDING' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);

    expect(await t.jobs.runRecovery(() => {})).toEqual({});
  });
});

describe('an attempt a crash left PENDING', () => {
  it('is a duplicate while it may still be running', async () => {
    const player = await fundedPlayer(t, 0);
    for (const amount of [null, 1000]) {
      const { link, voucherHash } = await voucher(10);
      await leavePending(voucherHash, player.memberId, amount, 1);
      const answer = await submit(player, await seal(link));
      expect(answer).toEqual({ statusCode: 409, body: { message: 'TRUELINK_DUPLICATE' } });
      expect(await redeemedBy(voucherHash)).toBeNull();
    }
  });

  it('is tried again when it died before redeem was called (no amount recorded)', async () => {
    const crashed = await fundedPlayer(t, 0);
    const player = await fundedPlayer(t, 0);
    const { link, voucherHash } = await voucher(12);
    await leavePending(voucherHash, crashed.memberId, null, 120);
    const answer = await submit(player, await seal(link));
    expect(answer.statusCode).toBe(200);
    expect((await walletOf(t.app, player)).wallet).toBe(12);
    expect(await voucherRow(voucherHash)).toMatchObject({ member_id: player.memberId, status: 'REDEEMED' });
  });

  it('goes to review for its member when it died after pricing (redeem may have happened)', async () => {
    const owner = await fundedPlayer(t, 0);
    const other = await fundedPlayer(t, 0);
    const { link, voucherHash } = await voucher(70);
    await leavePending(voucherHash, owner.memberId, 7000, 120);

    expect(await submit(other, await seal(link))).toEqual({
      statusCode: 409,
      body: { message: 'TRUELINK_DUPLICATE' },
    });
    const [movement] = await movementOf(voucherHash);
    expect(movement).toMatchObject({ member_id: owner.memberId, status: 'PENDING', amount: 7000 });
    expect(await voucherRow(voucherHash)).toMatchObject({ status: 'REVIEW', movement_id: movement!.id });

    const mine = await submit(owner, await seal(link));
    expect(mine).toEqual({ statusCode: 409, body: { message: 'TRUELINK_DUPLICATE' } });
    expect(await redeemedBy(voucherHash)).toBeNull();
    expect((await walletOf(t.app, owner)).wallet).toBe(0);
  });

  it('answers PENDING to its own member retrying it', async () => {
    const owner = await fundedPlayer(t, 0);
    const { link, voucherHash } = await voucher(33);
    await leavePending(voucherHash, owner.memberId, 3300, 120);
    const { statusCode, body } = await submit(owner, await seal(link));
    expect(statusCode).toBe(202);
    expect(body).toMatchObject({ status: 'PENDING', amount: 33, wallet: { amount: 0 } });
    expect(await voucherRow(voucherHash)).toMatchObject({ status: 'REVIEW' });
  });

  it('cannot be written by its old attempt once taken over', async () => {
    const [first, second] = [await fundedPlayer(t, 0), await fundedPlayer(t, 0)];
    const records = new VoucherRecords(t.database.pool, 60_000);
    const old = (await records.claim('takenover0000001', first.memberId))!;
    expect(await records.claim('takenover0000001', second.memberId)).toBeUndefined();
    await t.database.pool.query(
      `UPDATE truemoney_vouchers SET updated_at = now() - interval '2 minutes' WHERE voucher_hash = $1`,
      ['takenover0000001'],
    );
    const current = (await records.claim('takenover0000001', second.memberId))!;
    expect(current.memberId).toBe(second.memberId);
    expect(await records.priced(old, 500)).toBeUndefined();
    expect(await records.finish(old.voucherHash, old.version, 'FAILED', null)).toBe(false);
    expect(await records.priced(current, 500)).toEqual(expect.any(String));
    expect(await voucherRow('takenover0000001')).toMatchObject({
      member_id: second.memberId,
      amount: 500,
      status: 'PENDING',
    });
  });
});

describe('a gift-link request whose process died before it answered (ADR 0195)', () => {
  it('is answered with its credit when retried under its key; another key still hears TRUELINK_DUPLICATE', async () => {
    const player = await fundedPlayer(t, 0);
    const { link } = await voucher(41);
    const sealed = await seal(link);
    const key = randomUUID();
    const first = await submit(player, sealed, key);
    expect(first.statusCode).toBe(200);
    await forgetAnswer(t, player.memberId, key);

    expect(await submit(player, sealed, key)).toEqual(first);
    expect(await submit(player, sealed, randomUUID())).toEqual({
      statusCode: 409,
      body: { message: 'TRUELINK_DUPLICATE' },
    });
    expect((await walletOf(t.app, player)).wallet).toBe(41);
  });

  it('is answered PENDING with its review when the recovery sent its priced attempt there', async () => {
    const player = await fundedPlayer(t, 0);
    const { link, voucherHash } = await voucher(52);
    const sealed = await seal(link);
    const key = randomUUID();
    await fault({ op: 'redeem', mode: 'lost-reply', times: 1 });
    const first = await submit(player, sealed, key);
    expect(first).toMatchObject({ statusCode: 202, body: { status: 'PENDING', amount: 52 } });
    await forgetAnswer(t, player.memberId, key);

    expect(await submit(player, sealed, key)).toEqual(first);
    expect(await voucherRow(voucherHash)).toMatchObject({ status: 'REVIEW' });
  });
});
