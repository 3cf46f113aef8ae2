import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankFeedApi,
  bankFeedOperatorApi as api,
  type AutoAmountReply,
  type BankFeedHealth,
  type BankFeedItemsPage,
  type CreatedBankFeedDevice,
  type StatementImportReply,
} from '@wallet/contract';
import { call, callAny } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, post, walletOf } from '../../../../test/money.ts';
import {
  SITE_KBANK_AUTO,
  bankDeposits,
  bankTransfer,
  redeliver,
  registeredAccount,
  setBankFeed,
} from '../../../../test/kits/bank-feed.ts';
import { bangkokNow, kbankCsv, uploadStatement } from '../../../../test/kits/statement-file.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { xlsxOf } from '../../../adapters/bank-feed/statement-files/fixtures.ts';
import { STATEMENT_MAX_BYTES } from '../../../adapters/bank-feed/statement-files/statement-limits.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let finance: TestOperator;
let admin: TestOperator;
let support: TestOperator;
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  finance = await makeOperator(t, 'finance');
  admin = await makeOperator(t, 'admin');
  support = await makeOperator(t, 'support');
});

function upload(
  data: Buffer | string,
  mode: 'preview' | 'import',
  operator = finance,
  accountNo = SITE_KBANK_AUTO,
) {
  return uploadStatement(t, operator, data, { mode, accountNo, reason: 'the bank statement of today' });
}

async function entriesCount(): Promise<number> {
  const { rows } = await t.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM bank_feed_entries',
  );
  return rows[0]!.n;
}

// The statement worker starts at the first file, below the request thread's priority: on a busy host it takes a while.
describe('statement import (ADR 0078)', { timeout: 120_000 }, () => {
  it('preview changes nothing; import credits the unique amount once; a re-import and the XLSX of it are all seen', async () => {
    const player = await fundedPlayer(t, 0);
    const asked = (
      await post(t.app, player, bankFeedApi.autoAmount, { amount: 300 })
    ).json() as AutoAmountReply;
    // One moment for the CSV and the XLSX of the statement: a minute apart they would be other rows.
    const at = bangkokNow();
    const csv = kbankCsv([[asked.amount, 90_000 + asked.amount]], at);

    const before = await entriesCount();
    const preview = await upload(csv, 'preview');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({
      bankCode: 'KBANK',
      accountNo: SITE_KBANK_AUTO,
      mode: 'preview',
      rows: [{ amount: asked.amount, seen: false, outcome: null }],
    });
    expect(await entriesCount()).toBe(before);
    expect((await walletOf(t.app, player)).wallet).toBe(0);

    const imported = (await upload(csv, 'import')).json() as StatementImportReply;
    expect(imported.rows).toMatchObject([{ seen: false, outcome: 'CREDITED' }]);
    expect((await walletOf(t.app, player)).wallet).toBe(asked.amount);

    const again = (await upload(csv, 'import')).json() as StatementImportReply;
    expect(again.rows).toMatchObject([{ seen: true, outcome: null }]);
    const { date, time } = at;
    const [d, m, y] = date.split('/').map(Number) as [number, number, number];
    const [hh, mm] = time.split(':').map(Number) as [number, number];
    const xlsx = await xlsxOf([
      ['Date', 'Time', 'Description', 'Withdrawal', 'Deposit', 'Outstanding Balance', 'Channel', 'Details'],
      [
        new Date(Date.UTC(y, m - 1, d)),
        new Date(Date.UTC(1899, 11, 30, hh, mm)),
        'Transfer Deposit',
        null,
        asked.amount,
        90_000 + asked.amount,
        'K PLUS',
        null,
      ],
    ]);
    const fromXlsx = (await upload(xlsx, 'import')).json() as StatementImportReply;
    expect(fromXlsx.rows).toMatchObject([{ seen: true, outcome: null }]);
    expect((await walletOf(t.app, player)).wallet).toBe(asked.amount);
    expect(await bankDeposits(t, player)).toHaveLength(1);

    const { rows: audit } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM operator_audit WHERE action = 'bank_feed.statement_import' AND operator_id = $1`,
      [finance.id],
    );
    expect(audit[0]!.n).toBe(3);
    await expectBooksBalanced(t);
  });

  it('bad files answer their catalogue code and keep nothing', async () => {
    const before = await entriesCount();
    const cases: [Buffer | string, string, number][] = [
      ['just,some,text\n1,2,3', 'STATEMENT_UNKNOWN_FORMAT', 400],
      [kbankCsv([[10, 10]]).replace(',K PLUS,', ',=1+1,'), 'STATEMENT_FORMULA', 400],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]), 'STATEMENT_INVALID_FILE', 400],
      [Buffer.alloc(STATEMENT_MAX_BYTES + 10, 0x41), 'STATEMENT_TOO_LARGE', 413],
    ];
    for (const [data, code, status] of cases) {
      const response = await upload(data, 'import');
      expect([response.statusCode, response.json()], code).toEqual([status, { message: code }]);
    }
    const notOurs = await upload(kbankCsv([[10, 10]]), 'import', finance, '1112223334');
    expect(notOurs.json()).toEqual({ message: 'NO_BANK' });
    const noFile = await call(t.app, api.importStatement, {
      query: { accountNo: SITE_KBANK_AUTO, mode: 'import' },
      body: {},
      headers: finance.headers,
    });
    expect(noFile.json()).toEqual({ message: 'KEY_MISSING' });
    expect(await entriesCount()).toBe(before);
  });
});

async function items(kind: 'REVIEW' | 'UNMATCHED' | 'UNPARSED', status: 'PENDING' | 'SUCCESS' = 'PENDING') {
  const response = await call(t.app, api.bankFeedItems, {
    query: { kind, status, limit: 100 },
    headers: finance.headers,
  });
  return (response.json() as BankFeedItemsPage).items;
}

function match(itemId: string, body: object, operator = finance) {
  return callAny(t.app, api.matchBankFeedItem, { params: { itemId }, body, headers: operator.headers });
}

describe('the operator queue: unmatched, unparsed, manual match (ADR 0079)', () => {
  it('an UNMATCHED transfer is credited once by the match; a second click is harmless, another member refused', async () => {
    const player = await fundedPlayer(t, 0);
    const other = await fundedPlayer(t, 0);
    await bankTransfer(t, {
      fromBankCode: 'SCB',
      fromAccountNo: '9990003334',
      fromName: 'NOBODY KNOWN',
      toAccountNo: SITE_KBANK_AUTO,
      amount: 612.34,
      via: 'notification',
    });
    const item = (await items('UNMATCHED')).find((i) => i.amount === 612.34)!;
    expect(item).toMatchObject({ kind: 'UNMATCHED', status: 'PENDING', seenBy: ['notification'] });

    const body = { memberId: player.memberId, reason: 'member called with the slip' };
    const first = await match(item.id, body);
    expect(first.json()).toMatchObject({
      status: 'SUCCESS',
      member: { id: player.memberId },
      reason: body.reason,
    });
    expect((await match(item.id, body)).json()).toMatchObject({ status: 'SUCCESS' });
    expect((await match(item.id, { ...body, memberId: other.memberId })).json()).toEqual({
      message: 'ALREADY_DECIDED',
    });
    expect((await walletOf(t.app, player)).wallet).toBe(612.34);
    expect((await walletOf(t.app, other)).wallet).toBe(0);
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM operator_audit WHERE action = 'bank_feed.match' AND target_id = $1`,
      [item.id],
    );
    expect(rows[0]!.n).toBe(1);
    expect((await items('UNMATCHED', 'SUCCESS')).map((i) => i.id)).toContain(item.id);
    await expectBooksBalanced(t);
  });

  it('an UNPARSED message shows its text and is credited with the amount the operator read; the push of it later credits nothing', async () => {
    const player = await fundedPlayer(t, 0);
    const device = (
      await call(t.app, api.createBankFeedDevice, {
        body: { label: 'counter phone' },
        headers: admin.headers,
      })
    ).json() as CreatedBankFeedDevice;
    const text = `Krungthai: a message shaped like no parser ${Date.now()} 777.77`;
    const sent = await call(t.app, bankFeedApi.notification, {
      body: { from: 'SMS', text },
      headers: { 'x-device-key': `${device.id}.${device.key}` },
    });
    expect(sent.json()).toMatchObject({ results: [{ outcome: 'UNPARSED' }] });
    const item = (await items('UNPARSED')).find((i) => i.text?.includes(text))!;
    expect(item).toMatchObject({ kind: 'UNPARSED', status: 'PENDING', amount: null });

    const missing = await match(item.id, { memberId: player.memberId, reason: 'read the SMS' });
    expect(missing.json()).toEqual({ message: 'KEY_MISSING' });
    const placed = await match(item.id, {
      memberId: player.memberId,
      reason: 'read the SMS',
      amount: 777.77,
      accountNo: SITE_KBANK_AUTO,
    });
    expect(placed.json()).toMatchObject({ status: 'SUCCESS', member: { id: player.memberId } });
    expect((await walletOf(t.app, player)).wallet).toBe(777.77);
    expect(await items('UNPARSED')).not.toContainEqual(expect.objectContaining({ id: item.id }));
  });

  it("an operator's match racing the feed's own match of the same transfer credits once", async () => {
    for (let round = 0; round < 4; round += 1) {
      const player = await fundedPlayer(t, 0);
      const account = await registeredAccount(t, player);
      const amount = 700 + round + 0.71;
      // The KBANK SMS names no sender: the transfer waits for an operator...
      const reference = await bankTransfer(t, {
        fromBankCode: account.bankCode,
        fromAccountNo: account.accountNo,
        toAccountNo: SITE_KBANK_AUTO,
        amount,
        via: 'notification',
      });
      const item = (await items('UNMATCHED')).find((i) => i.amount === amount)!;
      // ...while the bank's push of it (the sender's full account) reaches the feed at the same moment.
      const [placed, pushed] = await Promise.all([
        match(item.id, { memberId: player.memberId, reason: 'member called' }),
        redeliver(t, reference, 'push'),
      ]);
      expect(pushed.statusCode).toBe(200);
      // Whichever placed it first, the other changes nothing.
      if (placed.statusCode === 200) expect(placed.json()).toMatchObject({ status: 'SUCCESS' });
      else expect([placed.statusCode, placed.json()]).toEqual([409, { message: 'ALREADY_DECIDED' }]);
      expect((await walletOf(t.app, player)).wallet).toBe(amount);
      expect(await bankDeposits(t, player)).toEqual([
        { amount: Math.round(amount * 100), fromPlace: 'BANK:KBANK', status: 'SUCCESS', kind: 'deposit' },
      ]);
    }
    await expectBooksBalanced(t);
  });

  it('answers ALREADY_DECIDED to an operator placing an item the feed credited since the list was drawn', async () => {
    const player = await fundedPlayer(t, 0);
    const amount = 704.72;
    // The statement row shows an account no member has yet: the transfer waits for an operator.
    // An SCB account, as no test member's is (they bank at KBANK): the row's masked digits could
    // otherwise fit some member's, whose number depends on the files run before (ADR 0189)...
    const reference = await bankTransfer(t, {
      fromBankCode: 'SCB',
      fromAccountNo: '9990004441',
      toAccountNo: SITE_KBANK_AUTO,
      amount,
      via: 'statement',
    });
    const item = (await items('UNMATCHED')).find((i) => i.amount === amount)!;
    // ...until the member registers that account and the bank's push of it (same reference) names them.
    await t.database.pool.query(
      `UPDATE members SET bank_code = 'SCB', bank_account_no = '9990004441' WHERE id = $1`,
      [player.memberId],
    );
    expect((await redeliver(t, reference, 'push')).statusCode).toBe(200);
    const placed = await match(item.id, { memberId: player.memberId, reason: 'member called' });
    expect([placed.statusCode, placed.json()]).toEqual([409, { message: 'ALREADY_DECIDED' }]);
    expect((await walletOf(t.app, player)).wallet).toBe(amount);
  });

  it('refuses an unknown member, an unknown item, and a support operator', async () => {
    await bankTransfer(t, {
      fromBankCode: 'SCB',
      fromAccountNo: '9990007778',
      toAccountNo: SITE_KBANK_AUTO,
      amount: 41.41,
      via: 'notification',
    });
    const item = (await items('UNMATCHED')).find((i) => i.amount === 41.41)!;
    const unknownMember = await match(item.id, { memberId: 99_999_999, reason: 'x' });
    expect(unknownMember.json()).toEqual({ message: 'NO_USER' });
    const player = await fundedPlayer(t, 0);
    const unknownItem = await match('transfer-99999999', { memberId: player.memberId, reason: 'x' });
    expect(unknownItem.json()).toEqual({ message: 'NO_DATA' });
    const supportTries = await match(item.id, { memberId: player.memberId, reason: 'x' }, support);
    expect(supportTries.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
    expect((await items('UNMATCHED')).map((i) => i.id)).toContain(item.id);
    expect((await walletOf(t.app, player)).wallet).toBe(0);
  });
});

describe('phones and health', () => {
  it('a created key works once shown; revoked, the phone is refused', async () => {
    const created = (
      await call(t.app, api.createBankFeedDevice, { body: { label: 'branch phone' }, headers: admin.headers })
    ).json() as CreatedBankFeedDevice;
    expect(created.header).toBe(`x-device-key: ${created.id}.${created.key}`);
    const listed = (await call(t.app, api.bankFeedDevices, { headers: admin.headers })).json() as {
      devices: object[];
    };
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const headers = { 'x-device-key': `${created.id}.${created.key}` };
    const body = { from: 'KBANK', text: 'not a bank message at all' };
    expect((await call(t.app, bankFeedApi.notification, { body, headers })).statusCode).toBe(200);
    const revoked = await callAny(t.app, api.revokeBankFeedDevice, {
      params: { deviceId: created.id },
      headers: admin.headers,
    });
    const revokedAt = (revoked.json() as { revokedAt: string | null }).revokedAt;
    expect(revokedAt).not.toBeNull();
    expect((await call(t.app, bankFeedApi.notification, { body, headers })).statusCode).toBe(401);
    // A second revoke keeps the first time and writes no second audit row.
    const again = await callAny(t.app, api.revokeBankFeedDevice, {
      params: { deviceId: created.id },
      headers: admin.headers,
    });
    expect((again.json() as { revokedAt: string | null }).revokedAt).toBe(revokedAt);
    const { rows } = await t.database.pool.query<{ action: string; after: unknown }>(
      `SELECT action, after FROM operator_audit WHERE target_type = 'bank_feed_device' AND target_id = $1 ORDER BY id`,
      [created.id],
    );
    expect(rows).toEqual([
      { action: 'bank_feed.device_create', after: { label: 'branch phone' } },
      { action: 'bank_feed.device_revoke', after: { revokedAt } },
    ]);
  });

  it('health: the newest entry per account and source; an enabled source with none is silent', async () => {
    await bankTransfer(t, {
      fromBankCode: 'SCB',
      fromAccountNo: '9990005556',
      toAccountNo: SITE_KBANK_AUTO,
      amount: 5,
      via: 'push',
    });
    const health = (
      await call(t.app, api.bankFeedHealth, { headers: support.headers })
    ).json() as BankFeedHealth;
    const push = health.sources.find((s) => s.accountNo === SITE_KBANK_AUTO && s.source === 'push')!;
    expect(push.silent).toBe(false);
    expect(Date.now() - Date.parse(push.lastAt!)).toBeLessThan(60_000);
    expect(health.waiting.unmatched).toBeGreaterThan(0);
  });
});
