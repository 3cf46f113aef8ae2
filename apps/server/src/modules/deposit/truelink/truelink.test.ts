import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  TRUELINK_DEFAULT_SECRET,
  encryptTrueLink,
  sandboxVoucherReply,
  trueLinkReply,
  type SandboxTrueMoneyFaultRequest,
} from '@wallet/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { settleDepositReview } from '../../wallet/deposit-review.ts';
import { VoucherRecords } from './voucher-records.ts';

const WALLET_NAME = 'LUCKY WALLET';
const OPERATOR_MOBILE = '0812345000';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp(MONEY_TEST_ENV);
});
afterAll(async () => {
  await expectBooksBalanced(t);
  await t.close();
});
beforeEach(async () => {
  await t.app.inject({ method: 'DELETE', url: '/api/sandbox/truemoney/faults' });
});

async function voucher(amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/truemoney/vouchers',
    payload: { amount },
  });
  expect(response.statusCode).toBe(200);
  return sandboxVoucherReply.parse(response.json());
}

async function fault(rule: SandboxTrueMoneyFaultRequest) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/sandbox/truemoney/faults',
    payload: rule,
  });
  expect(response.json()).toEqual({ message: 'SUCCESS' });
}

function seal(link: string, walletAccountName = WALLET_NAME, secret = TRUELINK_DEFAULT_SECRET) {
  return encryptTrueLink(link, walletAccountName, secret);
}

async function submit(player: Player, sealed: string, key?: string) {
  const response = await post(t.app, player, '/api/wallet/truelink', { link: sealed }, key);
  return { statusCode: response.statusCode, body: response.json() as Record<string, unknown> };
}

async function voucherRow(voucherHash: string) {
  const { rows } = await t.database.pool.query<{
    member_id: number;
    amount: number | null;
    status: string;
    movement_id: number | null;
  }>('SELECT member_id, amount, status, movement_id FROM truemoney_vouchers WHERE voucher_hash = $1', [
    voucherHash,
  ]);
  return rows[0];
}

async function redeemedBy(voucherHash: string) {
  const { rows } = await t.database.pool.query<{ redeemed_by: string | null }>(
    'SELECT redeemed_by FROM sandbox_truemoney_vouchers WHERE voucher_hash = $1',
    [voucherHash],
  );
  return rows[0]?.redeemed_by;
}

async function movementOf(voucherHash: string) {
  const { rows } = await t.database.pool.query<{
    id: number;
    member_id: number;
    reference: string;
    statement_type: string;
    kind: string;
    from_place: string;
    to_place: string;
    amount: number;
    status: string;
  }>(
    `SELECT id, member_id, reference, statement_type, kind, from_place, to_place, amount, status
     FROM movements WHERE op_key = $1`,
    [`voucher:${voucherHash}`],
  );
  return rows;
}

async function movementCount(memberId: number) {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM movements WHERE member_id = $1',
    [memberId],
  );
  return rows[0]!.n;
}

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
      const response = await post(t.app, player, '/api/wallet/truelink', payload);
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

    it.each([
      ['application/json', '{"link":'],
      ['application/json', '[]'],
      ['text/plain', 'link=abc'],
    ])('a %s body %j is a 400 catalogue code', async (contentType, payload) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/wallet/truelink',
        headers: { ...player.headers, 'content-type': contentType },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.stringMatching(/^KEY_(INVALID|MISSING)$/) });
      expect(await movementCount(player.memberId)).toBe(0);
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
        await settleDepositReview(t.app.money.ledger, t.app.money.events, movement!.id, 'credit');
        expect((await walletOf(t.app, player)).wallet).toBe(65);
        expect(await movementOf(voucherHash)).toMatchObject([{ status: 'SUCCESS' }]);
      },
    );
  });

  describe('an attempt a crash left PENDING', () => {
    async function leavePending(voucherHash: string, memberId: number, amount: number | null, ageS: number) {
      await t.database.pool.query(
        `INSERT INTO truemoney_vouchers (voucher_hash, member_id, amount, status, updated_at)
         VALUES ($1, $2, $3, 'PENDING', now() - make_interval(secs => $4))`,
        [voucherHash, memberId, amount, ageS],
      );
    }

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
});

describe('sandbox TrueMoney API', () => {
  it.each([
    [{ amount: 0 }, 'KEY_INVALID'],
    [{ amount: 1.005 }, 'KEY_INVALID'],
    [{ amount: '10' }, 'KEY_INVALID'],
    [{}, 'KEY_MISSING'],
  ])('voucher %j → 400 %s', async (payload, code) => {
    const response = await t.app.inject({ method: 'POST', url: '/api/sandbox/truemoney/vouchers', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: code });
  });

  it('refuses an unknown fault mode', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sandbox/truemoney/faults',
      payload: { mode: 'explode' },
    });
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
    const response = await prod.app.inject({
      method: 'POST',
      url: '/api/sandbox/truemoney/vouchers',
      payload: { amount: 10 },
    });
    expect(response.statusCode).toBe(404);
  });

  it('opens envelopes sealed with TRUELINK_SECRET only', async () => {
    const player = await fundedPlayer(prod, 0);
    const link = 'https://gift.truemoney.com/campaign/?v=configuredsecret0001';
    const withDefault = await post(prod.app, player, '/api/wallet/truelink', { link: await seal(link) });
    expect(withDefault.json()).toEqual({ message: 'TRUELINK_INVALID' });
    const { rows: none } = await prod.database.pool.query('SELECT 1 FROM truemoney_vouchers');
    expect(none).toHaveLength(0);

    const sealed = await seal(link, WALLET_NAME, 'a-configured-truelink-secret');
    const withConfigured = await post(prod.app, player, '/api/wallet/truelink', { link: sealed });
    // Opened and sent to the service, which does not know this voucher.
    expect(withConfigured.json()).toEqual({ message: 'TRUELINK_INVALID' });
    const { rows } = await prod.database.pool.query<{ status: string }>(
      'SELECT status FROM truemoney_vouchers WHERE voucher_hash = $1',
      ['configuredsecret0001'],
    );
    expect(rows).toEqual([{ status: 'FAILED' }]);
  });
});
