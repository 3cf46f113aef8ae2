import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { trueLinkReply, sandboxApi, trueLinkApi } from '@wallet/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { settleDepositReview } from '../../wallet/index.ts';
import { trueLinkKit, WALLET_NAME } from '../../../../test/kits/truelink.ts';
import { call } from '../../../../test/call.ts';

const OPERATOR_MOBILE = '0812345000';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeEach(async () => {
  await call(t.app, sandboxApi.clearTrueMoneyFaults);
});

const { voucher, fault, seal, submit, voucherRow, redeemedBy, movementOf, movementCount } = trueLinkKit(
  () => t,
);

describe('POST /api/wallet/truelink', () => {
  it('redeems the voucher into the operator wallet and credits the member once', async () => {
    const player = await fundedPlayer(t, 10);
    const { link, voucherHash } = await voucher(150.25);
    const { statusCode, body } = await submit(player, await seal(link));
    expect(statusCode).toBe(200);
    expect(trueLinkReply.parse(body)).toEqual({
      reference: expect.stringMatching(/^DP[A-Z2-9]{16}$/),
      status: 'SUCCESS',
      amount: 150.25,
      wallet: { amount: 160.25 },
    });
    expect((await walletOf(t.app, player)).wallet).toBe(160.25);
    const [movement] = await movementOf(voucherHash);
    expect(movement).toMatchObject({
      member_id: player.memberId,
      reference: body.reference,
      statement_type: 'deposit',
      kind: 'deposit',
      from_place: 'TRUEMONEY',
      to_place: 'WALLET',
      amount: 15025,
      status: 'SUCCESS',
    });
    expect(await voucherRow(voucherHash)).toEqual({
      member_id: player.memberId,
      amount: 15025,
      status: 'REDEEMED',
      movement_id: movement!.id,
    });
    expect(await redeemedBy(voucherHash)).toBe(OPERATOR_MOBILE);
  });

  it('takes the link variants members paste: http, www, extra query parameters, spaces', async () => {
    const player = await fundedPlayer(t, 0);
    const shapes = [
      (hash: string) => `http://gift.truemoney.com/campaign/?v=${hash}`,
      (hash: string) => `https://www.gift.truemoney.com/campaign/?v=${hash}`,
      (hash: string) => ` https://gift.truemoney.com/campaign?utm_source=line&v=${hash}&lang=th `,
    ];
    for (const shape of shapes) {
      const { voucherHash } = await voucher(5);
      const { statusCode, body } = await submit(player, await seal(shape(voucherHash)));
      expect(statusCode).toBe(200);
      expect(body.status).toBe('SUCCESS');
    }
    expect((await walletOf(t.app, player)).wallet).toBe(15);
  });

  it('refuses a link already used here: TRUELINK_DUPLICATE for the same or another member', async () => {
    const first = await fundedPlayer(t, 0);
    const second = await fundedPlayer(t, 0);
    const { link, voucherHash } = await voucher(20);
    expect((await submit(first, await seal(link))).statusCode).toBe(200);
    for (const player of [first, second]) {
      const again = await submit(player, await seal(link));
      expect(again).toEqual({ statusCode: 409, body: { message: 'TRUELINK_DUPLICATE' } });
    }
    expect((await walletOf(t.app, first)).wallet).toBe(20);
    expect((await walletOf(t.app, second)).wallet).toBe(0);
    expect(await movementOf(voucherHash)).toHaveLength(1);
  });

  it('redeems once when the same link is submitted concurrently', async () => {
    const players = [await fundedPlayer(t, 0), await fundedPlayer(t, 0)];
    const { link, voucherHash } = await voucher(40);
    const sealed = await seal(link);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => submit(players[index % 2]!, sealed)),
    );
    const successes = answers.filter((answer) => answer.statusCode === 200);
    expect(successes).toHaveLength(1);
    for (const answer of answers.filter((item) => item.statusCode !== 200)) {
      expect(answer).toEqual({ statusCode: 409, body: { message: 'TRUELINK_DUPLICATE' } });
    }
    const balances = await Promise.all(players.map(async (player) => (await walletOf(t.app, player)).wallet));
    expect(balances.sort()).toEqual([0, 40]);
    expect(await movementOf(voucherHash)).toHaveLength(1);
  });

  it('replays the first answer to a retry with the same Idempotency-Key', async () => {
    const player = await fundedPlayer(t, 0);
    const { link, voucherHash } = await voucher(30);
    const sealed = await seal(link);
    const first = await submit(player, sealed, 'truelink-key-0001');
    const retry = await submit(player, sealed, 'truelink-key-0001');
    expect(first.statusCode).toBe(200);
    expect(retry).toEqual(first);
    expect((await walletOf(t.app, player)).wallet).toBe(30);
    expect(await movementOf(voucherHash)).toHaveLength(1);
  });

  describe('refusals change nothing', () => {
    let player: Player;
    beforeAll(async () => {
      player = await fundedPlayer(t, 0);
    });

    async function expectRefused(payload: object, status: number, code: string) {
      const response = await post(t.app, player, trueLinkApi.redeem, payload);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ message: code });
      expect(await movementCount(player.memberId)).toBe(0);
      expect((await walletOf(t.app, player)).wallet).toBe(0);
    }

    it.each([
      [{}, 'KEY_MISSING'],
      [{ link: 42 }, 'KEY_INVALID'],
      [{ link: '' }, 'KEY_INVALID'],
      [{ link: 'x'.repeat(2049) }, 'KEY_INVALID'],
      [{ link: 'not-an-envelope' }, 'TRUELINK_INVALID'],
      [{ link: 'https://gift.truemoney.com/campaign/?v=abcdef123456' }, 'TRUELINK_INVALID'],
    ])('%j → 400 %s', async (payload, code) => {
      await expectRefused(payload, 400, code);
    });

    it('an envelope sealed with another secret is TRUELINK_INVALID and leaves the voucher usable', async () => {
      const { link, voucherHash } = await voucher(10);
      const sealed = await seal(link, WALLET_NAME, 'some-other-secret-entirely');
      await expectRefused({ link: sealed }, 400, 'TRUELINK_INVALID');
      expect(await voucherRow(voucherHash)).toBeUndefined();
      expect(await redeemedBy(voucherHash)).toBeNull();
    });

    it('a wallet account name that is not one of our deposit wallets is TRUELINK_INVALID', async () => {
      const { link, voucherHash } = await voucher(10);
      await expectRefused({ link: await seal(link, 'SOMEONE ELSE') }, 400, 'TRUELINK_INVALID');
      expect(await redeemedBy(voucherHash)).toBeNull();
    });

    it.each([
      'https://gift.truemoney.com/other/?v=abcdef123456',
      'https://gift.truemoney.com.example/campaign/?v=abcdef123456',
      'https://gift.truemoney.com/campaign/?v=abc-def-123456',
      'hello',
    ])('a plaintext that is not a gift link (%s) is TRUELINK_INVALID', async (link) => {
      await expectRefused({ link: await seal(link) }, 400, 'TRUELINK_INVALID');
    });

    it('a voucher the service does not know is TRUELINK_INVALID', async () => {
      const link = 'https://gift.truemoney.com/campaign/?v=0123456789abcdef0123456789abcdef';
      await expectRefused({ link: await seal(link) }, 400, 'TRUELINK_INVALID');
      expect(await voucherRow('0123456789abcdef0123456789abcdef')).toMatchObject({ status: 'FAILED' });
    });

    it('a voucher redeemed elsewhere is TRUELINK_INVALID', async () => {
      const { link, voucherHash } = await voucher(10);
      await t.database.pool.query(
        `UPDATE sandbox_truemoney_vouchers SET redeemed_by = '0899999999' WHERE voucher_hash = $1`,
        [voucherHash],
      );
      await expectRefused({ link: await seal(link) }, 400, 'TRUELINK_INVALID');
    });

    it('a voucher under the 2-baht minimum is TRANSFER_MINIMUM and is not redeemed', async () => {
      const { link, voucherHash } = await voucher(1.99);
      await expectRefused({ link: await seal(link) }, 400, 'TRANSFER_MINIMUM');
      expect(await redeemedBy(voucherHash)).toBeNull();
      expect(await voucherRow(voucherHash)).toMatchObject({ status: 'FAILED', movement_id: null });
    });
  });

  it('takes exactly the 2-baht minimum', async () => {
    const player = await fundedPlayer(t, 0);
    const { link } = await voucher(2);
    expect((await submit(player, await seal(link))).body).toMatchObject({ status: 'SUCCESS', amount: 2 });
  });

  describe('the TrueMoney service failing', () => {
    it.each([
      ['verify', 'fail'],
      ['verify', 'timeout'],
      ['redeem', 'fail'],
    ] as const)(
      'a %s %s redeems nothing: INTERNAL_SERVER_ERROR, and the same link works later',
      async (op, mode) => {
        const player = await fundedPlayer(t, 0);
        const { link, voucherHash } = await voucher(25);
        await fault({ op, mode, times: 1 });
        const failed = await submit(player, await seal(link));
        expect(failed).toEqual({ statusCode: 500, body: { message: 'INTERNAL_SERVER_ERROR' } });
        expect(await voucherRow(voucherHash)).toMatchObject({ status: 'FAILED', movement_id: null });
        expect(await redeemedBy(voucherHash)).toBeNull();
        expect(await movementCount(player.memberId)).toBe(0);

        const later = await submit(player, await seal(link));
        expect(later.statusCode).toBe(200);
        expect((await walletOf(t.app, player)).wallet).toBe(25);
      },
    );

    it.each(['lost-reply', 'timeout'] as const)(
      'an unclear redeem answer (%s) goes to review: 202 PENDING, no money until an operator decides',
      async (mode) => {
        const player = await fundedPlayer(t, 5);
        const { link, voucherHash } = await voucher(60);
        const journalsBefore = (await expectBooksBalanced(t)).journals;
        await fault({ op: 'redeem', mode, times: 1 });
        const { statusCode, body } = await submit(player, await seal(link));
        expect(statusCode).toBe(202);
        expect(trueLinkReply.parse(body)).toEqual({
          reference: expect.stringMatching(/^DP/),
          status: 'PENDING',
          amount: 60,
          wallet: { amount: 5 },
        });
        const [movement] = await movementOf(voucherHash);
        expect(movement).toMatchObject({
          reference: body.reference,
          status: 'PENDING',
          from_place: 'TRUEMONEY',
        });
        expect(await voucherRow(voucherHash)).toMatchObject({ status: 'REVIEW', movement_id: movement!.id });
        expect((await expectBooksBalanced(t)).journals).toBe(journalsBefore);
        expect(await redeemedBy(voucherHash)).toBe(mode === 'lost-reply' ? OPERATOR_MOBILE : null);

        // Sending it again neither redeems nor credits: the review decides.
        expect(await submit(player, await seal(link))).toEqual({
          statusCode: 409,
          body: { message: 'TRUELINK_DUPLICATE' },
        });
        await settleDepositReview(t.ledger, t.events, movement!.id, 'credit');
        expect((await walletOf(t.app, player)).wallet).toBe(65);
        expect(await movementOf(voucherHash)).toMatchObject([{ status: 'SUCCESS' }]);
      },
    );
  });
});

describe('sandbox TrueMoney API', () => {
  it.each([
    [{ amount: 0 }, 'KEY_INVALID'],
    [{ amount: 1.005 }, 'KEY_INVALID'],
    [{ amount: '10' }, 'KEY_INVALID'],
    [{}, 'KEY_MISSING'],
  ])('voucher %j → 400 %s', async (payload, code) => {
    const response = await call(t.app, sandboxApi.voucher, { body: payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: code });
  });

  it('refuses an unknown fault mode', async () => {
    const response = await call(t.app, sandboxApi.trueMoneyFaults, { body: { mode: 'explode' } });
    expect(response.json()).toEqual({ message: 'KEY_INVALID' });
  });
});

describe('without the sandbox, with a configured secret', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({
      ...MONEY_TEST_ENV,
      SANDBOX: 'false',
      TRUELINK_SECRET: 'a-configured-truelink-secret',
    });
  });
  afterAll(async () => {
    await prod.close();
  });

  it('has no sandbox TrueMoney routes', async () => {
    const response = await call(prod.app, sandboxApi.voucher, { body: { amount: 10 } });
    expect(response.statusCode).toBe(404);
  });

  it('opens envelopes sealed with TRUELINK_SECRET only', async () => {
    const player = await fundedPlayer(prod, 0);
    const link = 'https://gift.truemoney.com/campaign/?v=configuredsecret0001';
    const withDefault = await post(prod.app, player, trueLinkApi.redeem, { link: await seal(link) });
    expect(withDefault.json()).toEqual({ message: 'TRUELINK_INVALID' });
    const { rows: none } = await prod.database.pool.query('SELECT 1 FROM truemoney_vouchers');
    expect(none).toHaveLength(0);

    const sealed = await seal(link, WALLET_NAME, 'a-configured-truelink-secret');
    const withConfigured = await post(prod.app, player, trueLinkApi.redeem, { link: sealed });
    // Opened and sent to the service, which does not know this voucher.
    expect(withConfigured.json()).toEqual({ message: 'TRUELINK_INVALID' });
    const { rows } = await prod.database.pool.query<{ status: string }>(
      'SELECT status FROM truemoney_vouchers WHERE voucher_hash = $1',
      ['configuredsecret0001'],
    );
    expect(rows).toEqual([{ status: 'FAILED' }]);
  });
});
