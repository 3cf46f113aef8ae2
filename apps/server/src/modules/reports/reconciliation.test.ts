import { beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import {
  bankFeedOperatorApi,
  reconciliation as reconciliationShape,
  reportsOperatorApi,
  sumBaht,
  type BankFeedItemsPage,
  type Reconciliation,
} from '@wallet/contract';
import { call, callAny } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import {
  SITE_KBANK_AUTO,
  SITE_KBANK_SMS,
  bankTransfer,
  registeredAccount,
  setBankFeed,
} from '../../../test/kits/bank-feed.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { createQr, payQr } from '../../../test/kits/qr.ts';
import { sandboxSlip, setSlipWindow, uploadSlip, usernameOf } from '../../../test/kits/slip.ts';
import { MONEY_TEST_ENV, fundedPlayer, walletOf } from '../../../test/money.ts';
import { dayOf, dayStart } from '../wallet/index.ts';

/**
 * Issue 41's done-when (ADR 0176): a day with a feed credit, a slip, a QR payment, an operator's
 * credit of an unmatched transfer, a test credit and a transfer nobody credited. Per account the
 * booked credits are the ledger's deposits that credited a transfer to it (plain SQL over the
 * journal here, not the read model's query), the rest sit on the "no account" row by kind, and
 * together they are the ledger's deposits of the day; each difference is its listed items.
 */
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let finance: TestOperator;
const today = dayOf(new Date());
const STRANGER = { fromBankCode: 'SCB', fromAccountNo: '9990007778', fromName: 'NOBODY KNOWN' };

beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  await setSlipWindow(t, 'open');
  finance = await makeOperator(t, 'finance');
});

async function reconciliation(day = today): Promise<Reconciliation> {
  const response = await call(t.app, reportsOperatorApi.reconciliation, {
    headers: finance.headers,
    query: { day },
  });
  expect(response.statusCode, response.body).toBe(200);
  return reconciliationShape.parse(response.json());
}

/** The ledger's deposits today in baht: every entry on the house deposits account, as the house sees it. */
async function ledgerDeposits(): Promise<number> {
  const { rows } = await t.database.pool.query<{ satang: string }>(
    `SELECT coalesce(-sum(e.amount), 0)::bigint AS satang
     FROM journal_entries e
     JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house' AND a.name = 'deposits'
     JOIN journal_transactions jt ON jt.id = e.journal_id
     WHERE jt.created_at >= $1`,
    [dayStart(today)],
  );
  return Number(rows[0]!.satang) / 100;
}

/** The ledger's deposits today of the movements that credited a transfer to the account, in baht. */
async function ledgerDepositsOn(accountNo: string): Promise<number> {
  const { rows } = await t.database.pool.query<{ satang: string }>(
    `SELECT coalesce(-sum(e.amount), 0)::bigint AS satang
     FROM journal_entries e
     JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house' AND a.name = 'deposits'
     JOIN journal_transactions jt ON jt.id = e.journal_id
     JOIN movements mv ON mv.id = jt.movement_id
     WHERE jt.created_at >= $1 AND EXISTS (
       SELECT 1 FROM bank_transfers bt WHERE bt.account_no = $2
         AND (bt.movement_id = mv.id OR bt.notice_movement_id = mv.id OR bt.op_key = mv.op_key))`,
    [dayStart(today), accountNo],
  );
  return Number(rows[0]!.satang) / 100;
}

describe('the reconciliation of a day (issue 41)', () => {
  it('feed, slip, QR, operator and test credits add up to the ledger deposits, per account', async () => {
    const player = await fundedPlayer(t, 50); // a test credit: no bank account received it
    const account = await registeredAccount(t, player);
    // The feed sees the member's transfer and credits it.
    await bankTransfer(t, {
      fromBankCode: account.bankCode,
      fromAccountNo: account.accountNo,
      fromName: 'SOMSAK TESTER',
      toAccountNo: SITE_KBANK_AUTO,
      amount: 500,
      via: 'push',
    });
    // A slip the feed never saw.
    const { image } = await sandboxSlip(t, {
      amount: 130,
      username: await usernameOf(t, player),
      receiverAccountNo: SITE_KBANK_AUTO,
    });
    expect((await uploadSlip(t, player, image)).body).toMatchObject({ status: 'SUCCESS', amount: 130 });
    // A QR payment: the gateway's, no bank account of ours.
    const qr = await createQr(t, player, 'KBANK', 200);
    expect((await payQr(t, qr.qrcodeId)).statusCode).toBe(200);
    // An unmatched transfer an operator credits, and one nobody credits yet.
    await bankTransfer(t, { ...STRANGER, toAccountNo: SITE_KBANK_SMS, amount: 612.34, via: 'notification' });
    await bankTransfer(t, { ...STRANGER, toAccountNo: SITE_KBANK_AUTO, amount: 77.7, via: 'notification' });
    const page = await call(t.app, bankFeedOperatorApi.bankFeedItems, {
      query: { kind: 'UNMATCHED', status: 'PENDING', limit: 100 },
      headers: finance.headers,
    });
    const item = (page.json() as BankFeedItemsPage).items.find((each) => each.amount === 612.34)!;
    const matched = await callAny(t.app, bankFeedOperatorApi.matchBankFeedItem, {
      params: { itemId: item.id },
      body: { memberId: player.memberId, reason: 'member called with the slip' },
      headers: finance.headers,
    });
    expect(matched.json()).toMatchObject({ status: 'SUCCESS' });
    expect((await walletOf(t.app, player)).wallet).toBe(1492.34);

    const day = await reconciliation();
    const deposits = await ledgerDeposits();
    expect(deposits).toBe(1492.34);
    expect(day.totals).toEqual({
      booked: deposits,
      seen: sumBaht([500, 612.34, 77.7]),
      ledgerDeposits: deposits,
    });
    expect(sumBaht(day.accounts.map((row) => row.booked))).toBe(deposits);

    const auto = day.accounts.find((row) => row.accountNo === SITE_KBANK_AUTO)!;
    const sms = day.accounts.find((row) => row.accountNo === SITE_KBANK_SMS)!;
    const none = day.accounts.find((row) => row.accountNo === null)!;
    expect(day.accounts.at(-1)).toBe(none);
    expect(auto.booked).toBe(await ledgerDepositsOn(SITE_KBANK_AUTO));
    expect(sms.booked).toBe(await ledgerDepositsOn(SITE_KBANK_SMS));
    expect(auto).toMatchObject({
      bankCode: 'KBANK',
      booked: 630,
      bookedCount: 2,
      byKind: [
        { kind: 'bank', amount: 500, count: 1 },
        { kind: 'slip', amount: 130, count: 1 },
      ],
      seen: 577.7,
      seenCount: 2,
      difference: 52.3,
    });
    // Listed by time (the bank's time of a feed item can be before a later credit's journal).
    const listed = auto.items.map(({ side, reason, amount, kind }) => ({ side, reason, amount, kind }));
    expect(listed.sort((a, b) => a.side.localeCompare(b.side))).toEqual([
      { side: 'feed', reason: 'not_credited', amount: 77.7, kind: null },
      { side: 'ledger', reason: 'not_seen', amount: 130, kind: 'slip' },
    ]);
    // The difference is its items: what was booked and not seen less what was seen and not booked.
    const signed = auto.items.map((each) => (each.side === 'ledger' ? each.amount : -each.amount));
    expect(sumBaht(signed)).toBe(auto.difference);
    expect(sms).toMatchObject({
      booked: 612.34,
      byKind: [{ kind: 'bank', amount: 612.34, count: 1 }],
      seen: 612.34,
      difference: 0,
      items: [],
    });
    expect(none).toMatchObject({
      bankCode: null,
      booked: 250,
      difference: null,
      byKind: [
        { kind: 'qr', amount: 200, count: 1 },
        { kind: 'test-deposit', amount: 50, count: 1 },
      ],
    });

    // The members' money now: the wallets' balances from the ledger.
    const wallets = await t.database.pool.query<{ satang: string }>(
      "SELECT sum(balance)::bigint AS satang FROM ledger_accounts WHERE kind = 'wallet' AND currency = 'THB'",
    );
    const thb = day.holdings.find((each) => each.currency === 'THB')!;
    expect(thb.wallets).toBe(Number(wallets.rows[0]!.satang) / 100);
    expect(thb.total).toBe(sumBaht([thb.wallets, thb.games, thb.inTransit, thb.withdrawals, thb.rewards]));
  });

  it("the CSV's TOTAL is the deposits export's, and a day before any money is empty", async () => {
    const csv = async (kind: 'reconciliation' | 'deposits') => {
      const response = await call(t.app, reportsOperatorApi.exportReport, {
        headers: finance.headers,
        query: { kind, from: today, to: today },
      });
      expect(response.statusCode, response.body).toBe(200);
      return Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
    };
    const rows = await csv('reconciliation');
    expect(rows[0]).toEqual([
      'day',
      'bank',
      'account',
      'line',
      'kind',
      'reason',
      'time',
      'reference',
      'member',
      'amount',
    ]);
    expect(rows.at(-1)!.at(-1)).toBe((await csv('deposits')).at(-1)!.at(-1));
    expect(rows.at(-1)!.at(-1)).toBe(String(await ledgerDeposits()));
    expect(
      rows.some((row) => row[2] === SITE_KBANK_AUTO && row[3] === 'difference' && row[9] === '52.3'),
    ).toBe(true);

    const before = await reconciliation('2020-01-01');
    expect(before.accounts).toEqual([]);
    expect(before.totals).toEqual({ booked: 0, seen: 0, ledgerDeposits: 0 });
  });

  it('support cannot read it', async () => {
    const support = await makeOperator(t, 'support');
    const response = await call(t.app, reportsOperatorApi.reconciliation, {
      headers: support.headers,
      query: { day: today },
    });
    expect(response.statusCode).toBe(403);
  });
});
