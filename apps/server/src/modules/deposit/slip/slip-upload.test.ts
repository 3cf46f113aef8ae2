import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slipEntry, slipApi } from '@wallet/contract';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, walletOf, type Player } from '../../../../test/money.ts';
import {
  sandboxSlip,
  setSlipWindow,
  steerVerifier,
  uploadSlip,
  usernameOf,
} from '../../../../test/kits/slip.ts';
import { call } from '../../../../test/call.ts';
import { registeredAccount, unlikeAccount } from '../../../../test/kits/bank-feed.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeAll(() => setSlipWindow(t, 'open'));
beforeEach(async () => {
  await steerVerifier(t, 'verify');
});

async function player(): Promise<Player & { username: string }> {
  const p = await fundedPlayer(t, 0);
  return { ...p, username: await usernameOf(t, p) };
}

async function slipDeposits(memberId: number): Promise<{ amount: number; from_place: string }[]> {
  const { rows } = await t.database.pool.query<{ amount: number; from_place: string }>(
    `SELECT amount, from_place FROM movements WHERE member_id = $1 AND op_key LIKE 'slip:%'`,
    [memberId],
  );
  return rows;
}

describe('POST /api/wallet/slip', () => {
  it('credits a genuine slip once and answers it SUCCESS', async () => {
    const member = await player();
    const { image, transRef } = await sandboxSlip(t, { amount: 150.5, username: member.username });
    const { statusCode, body } = await uploadSlip(t, member, image);
    expect(statusCode).toBe(200);
    expect(slipEntry.parse(body)).toMatchObject({ amount: 150.5, status: 'SUCCESS', note: null });
    expect((await walletOf(t.app, member)).wallet).toBe(150.5);
    expect(await slipDeposits(member.memberId)).toEqual([{ amount: 15050, from_place: 'SLIP:KBANK' }]);
    const claim = await t.database.pool.query(
      'SELECT 1 FROM slip_refs WHERE sending_bank = $1 AND trans_ref = $2',
      ['004', transRef],
    );
    expect(claim.rowCount).toBe(1);
  });

  it('reads a JPEG slip as well as a PNG one', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, { amount: 20, username: member.username });
    const { PNG } = await import('pngjs');
    const jpeg = (await import('jpeg-js')).default;
    const rgba = PNG.sync.read(image);
    const jpg = Buffer.from(
      jpeg.encode({ data: rgba.data, width: rgba.width, height: rgba.height }, 85).data,
    );
    expect((await uploadSlip(t, member, jpg)).body).toMatchObject({ status: 'SUCCESS', amount: 20 });
  });

  it('refuses a slip already used, even by the same member, and credits nothing more', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, { amount: 300, username: member.username });
    expect((await uploadSlip(t, member, image)).body.status).toBe('SUCCESS');
    const again = await uploadSlip(t, member, image);
    expect(again.statusCode).toBe(200);
    // Issue 42: the duplicate's row shows the transfer's amount, not 0.00.
    expect(again.body).toMatchObject({ status: 'FAILED', note: 'SLIP_REFNO_DUPLICATED', amount: 300 });
    expect((await walletOf(t.app, member)).wallet).toBe(300);
  });

  it('two concurrent uploads of the same slip credit it once', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, { amount: 500, username: member.username });
    const answers = await Promise.all([uploadSlip(t, member, image), uploadSlip(t, member, image)]);
    const statuses = answers.map((answer) => `${answer.body.status}:${answer.body.note}`).sort();
    expect(statuses).toEqual(['FAILED:SLIP_REFNO_DUPLICATED', 'SUCCESS:null']);
    expect((await walletOf(t.app, member)).wallet).toBe(500);
    expect(await slipDeposits(member.memberId)).toHaveLength(1);
  });

  it('refuses a transfer older than an hour as EXPIRED_SLIP', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, { amount: 100, minutesAgo: 61, username: member.username });
    expect((await uploadSlip(t, member, image)).body).toMatchObject({
      status: 'FAILED',
      note: 'EXPIRED_SLIP',
      amount: 100,
    });
    expect((await walletOf(t.app, member)).wallet).toBe(0);
  });

  it('refuses a transfer to an account that is not one of our deposit accounts', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, {
      amount: 100,
      receiverAccountNo: '0489999567',
      username: member.username,
    });
    expect((await uploadSlip(t, member, image)).body).toMatchObject({
      status: 'FAILED',
      note: 'DEST_ACC_INVALID',
    });
    expect((await walletOf(t.app, member)).wallet).toBe(0);
  });

  it('credits a transfer to any of our bank deposit accounts (the SMS-mode KBANK one too)', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, {
      amount: 40,
      receiverAccountNo: '0487654321',
      username: member.username,
    });
    expect((await uploadSlip(t, member, image)).body.status).toBe('SUCCESS');
  });

  it('refuses a slip sent from another account as NOT_MATCH, and leaves the transfer unclaimed', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, {
      amount: 250,
      senderAccountNo: unlikeAccount((await registeredAccount(t, member)).accountNo),
    });
    expect((await uploadSlip(t, member, image)).body).toMatchObject({ status: 'FAILED', note: 'NOT_MATCH' });
    // Not SLIP_REFNO_DUPLICATED: the transfer stays free for the member who sent it.
    expect((await uploadSlip(t, member, image)).body.note).toBe('NOT_MATCH');
    expect((await walletOf(t.app, member)).wallet).toBe(0);
  });

  it('refuses a slip from a sender account the bank does not show as NOT_MATCH', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, { amount: 10 });
    expect((await uploadSlip(t, member, image)).body).toMatchObject({ status: 'FAILED', note: 'NOT_MATCH' });
  });

  it('leaves a slip the verifier cannot settle PENDING, and its transfer claimed', async () => {
    const member = await player();
    const timedOut = await sandboxSlip(t, { amount: 60, username: member.username });
    await steerVerifier(t, 'timeout', 1);
    expect((await uploadSlip(t, member, timedOut.image)).body).toMatchObject({
      status: 'PENDING',
      note: null,
    });
    expect((await uploadSlip(t, member, timedOut.image)).body.note).toBe('SLIP_REFNO_DUPLICATED');

    const failing = await sandboxSlip(t, { amount: 70, username: member.username });
    await steerVerifier(t, 'error', 1);
    expect((await uploadSlip(t, member, failing.image)).body).toMatchObject({
      status: 'PENDING',
      note: 'UNKNOW_ERROR',
    });
    expect((await walletOf(t.app, member)).wallet).toBe(0);
  });

  it('answers the captcha and not-found failures FAILED and lets the slip be tried again', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, { amount: 80, username: member.username });
    await steerVerifier(t, 'captcha', 1);
    expect((await uploadSlip(t, member, image)).body).toMatchObject({
      status: 'FAILED',
      note: 'TRIPPLE_WRONG_CAPTCHA',
    });
    await steerVerifier(t, 'fail', 1);
    expect((await uploadSlip(t, member, image)).body).toMatchObject({
      status: 'FAILED',
      note: 'INVALID_SLIP',
    });
    expect((await uploadSlip(t, member, image)).body.status).toBe('SUCCESS');
    expect((await walletOf(t.app, member)).wallet).toBe(80);
  });

  it('answers a retry with the same Idempotency-Key with the first answer', async () => {
    const member = await player();
    const { image } = await sandboxSlip(t, { amount: 90, username: member.username });
    const first = await uploadSlip(t, member, image, 'slip-key-0001');
    const retry = await uploadSlip(t, member, image, 'slip-key-0001');
    expect(first.body.status).toBe('SUCCESS');
    expect(retry.body).toEqual(first.body);
    const other = await sandboxSlip(t, { amount: 91, username: member.username });
    const reused = await uploadSlip(t, member, other.image, 'slip-key-0001');
    expect(reused).toEqual({ statusCode: 400, body: { message: 'KEY_INVALID' } });
    expect((await walletOf(t.app, member)).wallet).toBe(90);
  });

  it('needs a member', async () => {
    const response = await call(t.app, slipApi.upload);
    expect(response.statusCode).toBe(401);
  });
});
