import { beforeAll, describe, expect, it } from 'vitest';
import { bankFeedApi, depositNoticeApi, statementApi, type AutoAmountReply } from '@wallet/contract';
import { signWebhook } from '../../../adapters/payment-gateway/webhook-signature.ts';
import { call } from '../../../../test/call.ts';
import { BankFeedDevices } from './devices.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, post, walletOf } from '../../../../test/money.ts';
import {
  SITE_KBANK_AUTO,
  SITE_SCB,
  bankDeposits,
  bankTransfer,
  redeliver,
  registeredAccount,
  setBankFeed,
} from '../../../../test/kits/bank-feed.ts';

const PUSH_KEY = 'bank-feed-push-key-for-the-feed-suite-0123456789';
const t = useTestApp({ ...MONEY_TEST_ENV, BANK_FEED_PUSH_SECRET: PUSH_KEY }, { checkBooks: true });
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
});

const STRANGER = { fromBankCode: 'SCB', fromAccountNo: '9990001112', fromName: 'NOBODY KNOWN' };

describe('bank feed: a transfer from the registered account', () => {
  it('credits the member once through push, then the SMS and statement row of it credit nothing', async () => {
    const player = await fundedPlayer(t, 0);
    const account = await registeredAccount(t, player);
    const reference = await bankTransfer(t, {
      fromBankCode: account.bankCode,
      fromAccountNo: account.accountNo,
      fromName: 'SOMSAK TESTER',
      toAccountNo: SITE_KBANK_AUTO,
      amount: 250.5,
      via: 'push',
    });
    expect((await walletOf(t.app, player)).wallet).toBe(250.5);
    for (const via of ['push', 'notification', 'statement', 'push', 'notification'] as const) {
      expect((await redeliver(t, reference, via)).statusCode).toBe(200);
    }
    expect((await walletOf(t.app, player)).wallet).toBe(250.5);
    expect(await bankDeposits(t, player)).toEqual([
      { amount: 25050, fromPlace: 'BANK:KBANK', status: 'SUCCESS', kind: 'deposit' },
    ]);
    const statement = await call(t.app, statementApi.page, {
      headers: player.headers,
      body: { page: 1, limit: 10 },
    });
    expect(
      (statement.json() as { statements: { statementType: string; amount: number }[] }).statements[0],
    ).toMatchObject({ statementType: 'deposit', amount: 250.5 });
    await expectBooksBalanced(t);
  });

  it('every source on, no via: all three report it, one credit', async () => {
    const player = await fundedPlayer(t, 0);
    const account = await registeredAccount(t, player);
    await bankTransfer(t, {
      fromBankCode: 'KBANK',
      fromAccountNo: account.accountNo,
      toAccountNo: SITE_SCB,
      amount: 99,
    });
    expect((await walletOf(t.app, player)).wallet).toBe(99);
    const { rows } = await t.database.pool.query(
      `SELECT e.source FROM bank_feed_entries e JOIN bank_transfers b ON b.id = e.transfer_id
       WHERE b.member_id = $1 ORDER BY e.source`,
      [player.memberId],
    );
    expect(rows.map((r) => r.source)).toEqual(['notification', 'push', 'statement']);
  });

  it("a transfer to an account that is not the site's reaches no one", async () => {
    const player = await fundedPlayer(t, 0);
    const account = await registeredAccount(t, player);
    await bankTransfer(t, {
      fromBankCode: 'KBANK',
      fromAccountNo: account.accountNo,
      toAccountNo: '1112223334',
      amount: 10,
    });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
  });
});

describe('bank feed: a KBANK SMS shows no sender', () => {
  it('alone it is kept UNMATCHED and moves nothing', async () => {
    const player = await fundedPlayer(t, 0);
    const account = await registeredAccount(t, player);
    await bankTransfer(t, {
      fromBankCode: 'KBANK',
      fromAccountNo: account.accountNo,
      toAccountNo: SITE_KBANK_AUTO,
      amount: 77,
      via: 'notification',
    });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
  });

  it('the unique amount the member asked for matches it, and its state turns PAID', async () => {
    const player = await fundedPlayer(t, 0);
    const state = async () =>
      (await call(t.app, bankFeedApi.autoAmountState, { headers: player.headers })).json();
    expect(await state()).toEqual({ status: 'NONE', amount: null });
    const asked = await post(t.app, player, bankFeedApi.autoAmount, { amount: 500 });
    const reply = asked.json() as AutoAmountReply;
    expect(reply).toMatchObject({ bankCode: 'KBANK', bankAccountNo: SITE_KBANK_AUTO, expireIn: 300 });
    expect(reply.amount).toBeGreaterThan(500);
    expect(reply.amount).toBeLessThan(501);
    expect(await state()).toEqual({ status: 'OPEN', amount: reply.amount });
    await bankTransfer(t, {
      ...STRANGER,
      toAccountNo: SITE_KBANK_AUTO,
      amount: reply.amount,
      via: 'notification',
    });
    expect((await walletOf(t.app, player)).wallet).toBe(reply.amount);
    // Issue 42: the card reads that its amount was paid.
    expect(await state()).toEqual({ status: 'PAID', amount: reply.amount });
    await expectBooksBalanced(t);
  });

  it('two open requests never share an amount on one account', async () => {
    const amounts = new Set<number>();
    for (let i = 0; i < 30; i += 1) {
      const player = await fundedPlayer(t, 0);
      const reply = (
        await post(t.app, player, bankFeedApi.autoAmount, { amount: 1000 })
      ).json() as AutoAmountReply;
      amounts.add(reply.amount);
    }
    expect(amounts.size).toBe(30);
    const tooSmall = await post(t.app, await fundedPlayer(t, 0), bankFeedApi.autoAmount, { amount: 0.5 });
    expect(tooSmall.json()).toEqual({ message: 'TRANSFER_MINIMUM' });
  });
});

describe('bank feed: deposit notices (ADR 0014)', () => {
  it('a notice then the feed: the notice is settled by the transfer, once', async () => {
    const player = await fundedPlayer(t, 0);
    await post(t.app, player, depositNoticeApi.add, { amount: 321 }, `notice-${player.memberId}-key`);
    const reference = await bankTransfer(t, {
      ...STRANGER,
      toAccountNo: SITE_KBANK_AUTO,
      amount: 321,
      via: 'notification',
    });
    await redeliver(t, reference, 'push');
    expect((await walletOf(t.app, player)).wallet).toBe(321);
    expect(await bankDeposits(t, player)).toEqual([
      { amount: 32100, fromPlace: 'BANK', status: 'SUCCESS', kind: 'deposit_notice' },
    ]);
  });

  it('two members with notices of the amount: REVIEW with both, nothing moves', async () => {
    const a = await fundedPlayer(t, 0);
    const b = await fundedPlayer(t, 0);
    await post(t.app, a, depositNoticeApi.add, { amount: 654 }, `notice-${a.memberId}-key`);
    await post(t.app, b, depositNoticeApi.add, { amount: 654 }, `notice-${b.memberId}-key`);
    await bankTransfer(t, { ...STRANGER, toAccountNo: SITE_KBANK_AUTO, amount: 654, via: 'push' });
    expect((await walletOf(t.app, a)).wallet).toBe(0);
    expect((await walletOf(t.app, b)).wallet).toBe(0);
    const { rows } = await t.database.pool.query(
      `SELECT outcome, candidates FROM bank_transfers WHERE amount = 65400 ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0].outcome).toBe('REVIEW');
    expect([...rows[0].candidates].sort()).toEqual([a.memberId, b.memberId].sort());
  });
});

describe('bank feed: inbound sources refuse bad input with catalogue codes', () => {
  const body = JSON.stringify({
    event: 'transactions',
    transactions: [
      {
        reference: 'R1',
        bankCode: 'KBANK',
        accountNo: SITE_KBANK_AUTO,
        amount: 1,
        time: new Date().toISOString(),
      },
    ],
  });
  const push = (headers: Record<string, string>, payload = body) =>
    t.app.inject({
      method: 'POST',
      url: bankFeedApi.push.path,
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });

  it('push: wrong signature, old timestamp, unsigned: UNAUTHORIZED; signed but unreadable: KEY_INVALID', async () => {
    const wrong = await push({ 'x-signature': signWebhook('not-the-key-not-the-key-not-the-key', body) });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
    const stale = await push({
      'x-signature': signWebhook(PUSH_KEY, body, Math.floor(Date.now() / 1000) - 3600),
    });
    expect([stale.statusCode, stale.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
    const unsigned = await push({});
    expect(unsigned.json()).toEqual({ message: 'UNAUTHORIZED' });
    const notJson = 'not json';
    const unreadable = await push({ 'x-signature': signWebhook(PUSH_KEY, notJson) }, notJson);
    expect([unreadable.statusCode, unreadable.json()]).toEqual([400, { message: 'KEY_INVALID' }]);
    const badAmount = body.replace('"amount":1', '"amount":1.005');
    const refused = await push({ 'x-signature': signWebhook(PUSH_KEY, badAmount) }, badAmount);
    expect(refused.json()).toEqual({ message: 'KEY_INVALID' });
    const huge = await push({ 'x-signature': 't=1,v1=00' }, 'x'.repeat(300 * 1024));
    expect([huge.statusCode, huge.json()]).toEqual([400, { message: 'KEY_INVALID' }]);
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM bank_feed_entries WHERE reference = 'R1'`,
    );
    expect(rows[0].n).toBe(0);
  });

  it('notification: a wrong device key is UNAUTHORIZED; an unparsable message is kept, never dropped', async () => {
    const payload = { from: 'KBANK', text: 'something the bank never sent 12.00' };
    const wrong = await call(t.app, bankFeedApi.notification, {
      body: payload,
      headers: { 'x-device-key': 'dev_x.nope' },
    });
    expect([wrong.statusCode, wrong.json()]).toEqual([401, { message: 'UNAUTHORIZED' }]);
    const headers = { 'x-device-key': `dev_sandbox_phone.${'x'}` };
    expect((await call(t.app, bankFeedApi.notification, { body: payload, headers })).statusCode).toBe(401);
    const { id, key } = await new BankFeedDevices(t.database.pool).register('test phone');
    const good = { 'x-device-key': `${id}.${key}` };
    for (let i = 0; i < 2; i += 1) {
      const kept = await call(t.app, bankFeedApi.notification, { body: payload, headers: good });
      expect(kept.json()).toEqual({
        message: 'SUCCESS',
        results: [{ outcome: 'UNPARSED', duplicate: i === 1 }],
      });
    }
    const { rows } = await t.database.pool.query(
      `SELECT raw, status, device_id AS "deviceId" FROM bank_feed_entries WHERE status = 'UNPARSED'`,
    );
    expect(rows).toEqual([{ raw: `KBANK\n${payload.text}`, status: 'UNPARSED', deviceId: id }]);
    const debit = { from: 'KBANK', text: '26/11/69 15:02 บชX123456X เงินออก 200.00บ คงเหลือ 12,645.67บ' };
    const ignored = await call(t.app, bankFeedApi.notification, { body: debit, headers: good });
    expect(ignored.json()).toEqual({
      message: 'SUCCESS',
      results: [{ outcome: 'IGNORED', duplicate: false }],
    });
    const bad = await call(t.app, bankFeedApi.notification, {
      body: { from: 'KBANK', text: '' },
      headers: good,
    });
    expect([bad.statusCode, bad.json()]).toEqual([400, { message: 'KEY_INVALID' }]);
  });

  it('a source that is off answers NO_DATA', async () => {
    await setBankFeed(t, { push: false });
    const off = await push({});
    expect([off.statusCode, off.json()]).toEqual([404, { message: 'NO_DATA' }]);
    await setBankFeed(t, { push: true });
  });
});
