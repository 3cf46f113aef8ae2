import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  bankFeedApi,
  bankFeedOperatorApi as api,
  type AutoAmountReply,
  type BankFeedItem,
  type BankFeedItemsPage,
  type CreatedBankFeedDevice,
  type HeldCreditBatch,
  type HeldCreditBatchesReply,
  type QueuesSummary,
  type StatementImportReply,
  queuesApi,
} from '@wallet/contract';
import { call, callAny } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import {
  SITE_KBANK_AUTO,
  bankDeposits,
  bankTransfer,
  redeliver,
  registeredAccount,
  setBankFeed,
} from '../../../../test/kits/bank-feed.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { kbankCsv, uploadStatement } from '../../../../test/kits/statement-file.ts';
import { BankTransfers } from './bank-transfers.ts';

// Issue 37, door 1 (ADR 0131): a file, a typed amount or a settle as new is the operator's own
// evidence: an operator credit under the second-approver rule (the seeded settings: 10,000 baht
// per member and 100,000 per operator in a rolling day), above it held for a second operator.
const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
let finance: TestOperator;
let second: TestOperator;
let admin: TestOperator;
let device: CreatedBankFeedDevice;
beforeAll(async () => {
  await setBankFeed(t, { push: true, notification: true, statement: true });
  finance = await makeOperator(t, 'finance');
  second = await makeOperator(t, 'finance');
  admin = await makeOperator(t, 'admin');
  device = (
    await call(t.app, api.createBankFeedDevice, { body: { label: 'counter phone' }, headers: admin.headers })
  ).json() as CreatedBankFeedDevice;
});

/** The member's unique amount near `baht` (its satang made unique), as the deposit page asks for it. */
async function uniqueAmount(player: Player, baht: number): Promise<number> {
  const asked = await post(t.app, player, bankFeedApi.autoAmount, { amount: baht });
  expect(asked.statusCode, asked.body).toBe(200);
  return (asked.json() as AutoAmountReply).amount;
}

async function held(): Promise<HeldCreditBatchesReply> {
  const response = await call(t.app, api.heldCredits, { headers: second.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as HeldCreditBatchesReply;
}

function approve(creditId: number, by: TestOperator) {
  return callAny(t.app, api.approveHeldCredit, { params: { creditId }, body: {}, headers: by.headers });
}

function reject(creditId: number, by: TestOperator, reason = 'not on the bank statement') {
  return callAny(t.app, api.rejectHeldCredit, {
    params: { creditId },
    body: { reason },
    headers: by.headers,
  });
}

async function importAudit(batchId: number) {
  const { rows } = await t.database.pool.query<{ reason: string; after: Record<string, unknown> }>(
    `SELECT reason, after FROM operator_audit WHERE action = 'bank_feed.statement_import' AND after->>'batchId' = $1`,
    [String(batchId)],
  );
  return rows[0]!;
}

async function items(kind: BankFeedItem['kind'], status: 'PENDING' | 'SUCCESS' = 'PENDING') {
  const response = await call(t.app, api.bankFeedItems, {
    query: { kind, status, limit: 100 },
    headers: finance.headers,
  });
  return (response.json() as BankFeedItemsPage).items;
}

function match(itemId: string, body: object, operator = finance) {
  return callAny(t.app, api.matchBankFeedItem, { params: { itemId }, body, headers: operator.headers });
}

describe('a statement import is the importing operator’s credit (ADR 0131)', { timeout: 120_000 }, () => {
  it('one operator imports a 90,000.54 row of a unique amount: nothing moves, it waits for a second operator, who credits it once', async () => {
    const player = await fundedPlayer(t, 0);
    const amount = await uniqueAmount(player, 90_000);
    const csv = kbankCsv([[amount, 100_000 + amount]]);
    const reason = 'month-end statement from the KBANK portal';

    const imported = await uploadStatement(t, finance, csv, {
      mode: 'import',
      reason,
      fileName: 'kbank-may.csv',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    const reply = imported.json() as StatementImportReply;
    expect(reply.rows).toMatchObject([{ amount, seen: false, outcome: 'HELD' }]);
    expect(reply.batch).toMatchObject({ credited: 0, waiting: 1 });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    // Held: not even the recovery job, which finishes every credit a crash left, credits it.
    await new BankTransfers(t.database.pool, t.ledger, t.events).recoverUncredited(0);
    expect((await walletOf(t.app, player)).wallet).toBe(0);

    const batch = (await held()).batches.find((b) => b.id === reply.batch!.id)!;
    expect(batch).toMatchObject({
      kind: 'statement',
      fileName: 'kbank-may.csv',
      fileSha256: createHash('sha256').update(csv).digest('hex'),
      accountNo: SITE_KBANK_AUTO,
      requestedBy: { id: finance.id },
      reason,
      credits: [{ member: { id: player.memberId }, amount, status: 'WAITING', decidedBy: null }],
    });
    const creditId = batch.credits[0]!.id;
    const queues = (await call(t.app, queuesApi.queues, { headers: second.headers })).json() as QueuesSummary;
    expect(queues.heldCredits.count).toBeGreaterThanOrEqual(1);
    // The audit names the row's member and amount.
    expect((await importAudit(batch.id)).after).toMatchObject({
      credits: [{ memberId: player.memberId, amount, outcome: 'HELD', byFile: true }],
      fileName: 'kbank-may.csv',
      waiting: 1,
    });

    // The importer cannot be the second operator; nothing moved.
    const own = await approve(creditId, finance);
    expect([own.statusCode, own.json()]).toEqual([403, { message: 'SAME_OPERATOR' }]);
    expect((await walletOf(t.app, player)).wallet).toBe(0);

    // The second operator credits it; a retry, and one racing it, credit nothing more.
    const approved = await approve(creditId, second);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((approved.json() as HeldCreditBatch).credits[0]).toMatchObject({
      status: 'APPLIED',
      decidedBy: { id: second.id },
    });
    const again = await Promise.all([approve(creditId, second), approve(creditId, second)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await walletOf(t.app, player)).wallet).toBe(amount);
    expect(await bankDeposits(t, player)).toHaveLength(1);
    // Decided: refused to the importer and to a rejection alike.
    expect((await reject(creditId, finance)).json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await held()).batches.map((b) => b.id)).not.toContain(batch.id);
    const { rows } = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId", member_id::int AS "memberId", after->>'amount' AS amount
       FROM operator_audit WHERE action = 'bank_feed.credit_approve' AND after->>'creditId' = $1`,
      [String(creditId)],
    );
    expect(rows).toEqual([{ operatorId: second.id, memberId: player.memberId, amount: String(amount) }]);
    await expectBooksBalanced(t);
  });

  it('below the limits the rows credit at once with the reason; the audit names each member and amount; no reason, no import', async () => {
    const player = await fundedPlayer(t, 0);
    const amount = await uniqueAmount(player, 500);
    const csv = kbankCsv([[amount, 20_000 + amount]]);
    const missing = await uploadStatement(t, finance, csv, { mode: 'import' });
    expect([missing.statusCode, missing.json()]).toEqual([400, { message: 'KEY_MISSING' }]);
    expect((await walletOf(t.app, player)).wallet).toBe(0);

    const reason = 'counter deposit statement';
    const reply = (
      await uploadStatement(t, finance, csv, { mode: 'import', reason })
    ).json() as StatementImportReply;
    expect(reply.rows).toMatchObject([{ outcome: 'CREDITED' }]);
    expect(reply.batch).toMatchObject({ credited: 1, waiting: 0 });
    expect((await walletOf(t.app, player)).wallet).toBe(amount);
    const audit = await importAudit(reply.batch!.id);
    expect(audit.reason).toBe(reason);
    expect(audit.after.credits).toEqual([
      { line: 3, memberId: player.memberId, amount, outcome: 'CREDITED', byFile: true },
    ]);
    const { rows } = await t.database.pool.query(
      `SELECT status, reason, first_operator_id::int AS "by", amount::float8 / 100 AS amount FROM operator_credits
       WHERE batch_id = $1`,
      [reply.batch!.id],
    );
    expect(rows).toEqual([{ status: 'APPLIED', reason, by: finance.id, amount }]);
  });

  it('a row that may be a transfer the bank’s push already credited is unchanged: no operator credit', async () => {
    const player = await fundedPlayer(t, 0);
    const account = await registeredAccount(t, player);
    const amount = 15_432.1;
    await bankTransfer(t, {
      fromBankCode: account.bankCode,
      fromAccountNo: account.accountNo,
      toAccountNo: SITE_KBANK_AUTO,
      amount,
      via: 'push',
    });
    expect((await walletOf(t.app, player)).wallet).toBe(amount);
    const reply = (
      await uploadStatement(t, finance, kbankCsv([[amount, 50_000]]), {
        mode: 'import',
        reason: 'daily check',
      })
    ).json() as StatementImportReply;
    // The row shows no reference and no sender: it waits for an operator as maybe the push's (ADR 0133).
    expect(reply.rows).toMatchObject([{ outcome: 'AMBIGUOUS' }]);
    expect(reply.batch).toBeNull();
    expect((await walletOf(t.app, player)).wallet).toBe(amount);
    const { rows } = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM operator_credits WHERE member_id = $1`,
      [player.memberId],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('a rejected row credits nothing; the transfer waits unplaced, and placing it alone waits again', async () => {
    const player = await fundedPlayer(t, 0);
    const amount = await uniqueAmount(player, 20_000);
    const reply = (
      await uploadStatement(t, finance, kbankCsv([[amount, 90_000]]), { mode: 'import', reason: 'statement' })
    ).json() as StatementImportReply;
    expect(reply.rows).toMatchObject([{ outcome: 'HELD' }]);
    const creditId = (await held()).batches.find((b) => b.id === reply.batch!.id)!.credits[0]!.id;
    const rejected = await reject(creditId, second, 'no such line on the bank portal');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect((rejected.json() as HeldCreditBatch).credits[0]).toMatchObject({
      status: 'CANCELLED',
      decisionReason: 'no such line on the bank portal',
    });
    expect((await approve(creditId, second)).json()).toEqual({ message: 'ALREADY_DECIDED' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);

    // The transfer only a file saw is back in the queue; one operator placing it is an operator credit again.
    const item = (await items('UNMATCHED')).find((i) => i.amount === amount)!;
    expect(item.seenBy).toEqual(['statement']);
    const placed = await match(item.id, { memberId: player.memberId, reason: 'member insists' });
    expect(placed.statusCode, placed.body).toBe(200);
    expect((placed.json() as BankFeedItem).operatorCredit).toMatchObject({ status: 'WAITING' });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    await expectBooksBalanced(t);
  });
});

describe('a typed amount and a settle as new are operator credits too (ADR 0131)', () => {
  it('an UNPARSED item’s typed amount above the limit waits for a second operator; below it credits', async () => {
    const player = await fundedPlayer(t, 0);
    const unparsed = async (tag: string) => {
      const text = `Krungthai: a message shaped like no parser ${tag} ${Date.now()}`;
      const sent = await call(t.app, bankFeedApi.notification, {
        body: { from: 'SMS', text },
        headers: { 'x-device-key': `${device.id}.${device.key}` },
      });
      expect(sent.json()).toMatchObject({ results: [{ outcome: 'UNPARSED' }] });
      return (await items('UNPARSED')).find((i) => i.text?.includes(text))!;
    };
    const typed = {
      memberId: player.memberId,
      reason: 'read the SMS',
      amount: 45_000.45,
      accountNo: SITE_KBANK_AUTO,
    };
    // Below the limits (the operator's own day included) it credits at once, as the operator's credit.
    const other = await fundedPlayer(t, 0);
    const small = await unparsed('small');
    const credited = await match(small.id, { ...typed, memberId: other.memberId, amount: 321.09 });
    expect((credited.json() as BankFeedItem).operatorCredit).toMatchObject({ status: 'APPLIED' });
    expect((await walletOf(t.app, other)).wallet).toBe(321.09);

    const big = await unparsed('big');
    const placed = await match(big.id, typed);
    expect(placed.statusCode, placed.body).toBe(200);
    const item = placed.json() as BankFeedItem;
    expect(item).toMatchObject({ status: 'SUCCESS', operatorCredit: { status: 'WAITING' } });
    // A second click is the same decision: nothing more waits, nothing moves.
    expect(((await match(big.id, typed)).json() as BankFeedItem).operatorCredit).toEqual(item.operatorCredit);
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    const creditId = item.operatorCredit!.id;
    const batch = (await held()).batches.find((b) => b.credits.some((c) => c.id === creditId))!;
    expect(batch).toMatchObject({ kind: 'typed_amount', itemId: big.id, reason: 'read the SMS' });
    expect((await approve(creditId, finance)).json()).toEqual({ message: 'SAME_OPERATOR' });
    expect((await approve(creditId, second)).statusCode).toBe(200);
    expect((await walletOf(t.app, player)).wallet).toBe(45_000.45);
    await expectBooksBalanced(t);
  });

  it('an ambiguous push settled as a new transfer above the limit waits for a second operator', async () => {
    const player = await fundedPlayer(t, 0);
    const amount = 12_000.12;
    // Two KBANK SMS of the amount from senders they do not name, then the member's push: it fits both.
    for (const n of [1, 2]) {
      await bankTransfer(t, {
        fromBankCode: 'SCB',
        fromAccountNo: `999007${n}000`,
        toAccountNo: SITE_KBANK_AUTO,
        amount,
        via: 'notification',
      });
    }
    const account = await registeredAccount(t, player);
    await bankTransfer(t, {
      fromBankCode: account.bankCode,
      fromAccountNo: account.accountNo,
      toAccountNo: SITE_KBANK_AUTO,
      amount,
      via: 'push',
    });
    const item = (await items('AMBIGUOUS')).find((i) => i.amount === amount)!;
    const settled = await callAny(t.app, api.settleBankFeedItem, {
      params: { itemId: item.id },
      body: { as: 'new', reason: 'a third transfer, not one of the two' },
      headers: finance.headers,
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const creditId = (settled.json() as BankFeedItem).operatorCredit!.id;
    expect(settled.json()).toMatchObject({
      operatorCredit: { status: 'WAITING' },
      member: { id: player.memberId },
    });
    expect((await walletOf(t.app, player)).wallet).toBe(0);
    // The held transfer is in no list an operator places from, and the push's redelivery credits nothing.
    expect((await items('UNMATCHED')).filter((i) => i.amount === amount)).toHaveLength(2);
    expect((await approve(creditId, finance)).json()).toEqual({ message: 'SAME_OPERATOR' });
    expect((await approve(creditId, second)).statusCode).toBe(200);
    expect((await walletOf(t.app, player)).wallet).toBe(amount);
    const references = await t.database.pool.query<{ reference: string }>(
      `SELECT reference FROM bank_transfers WHERE amount = $1 AND reference IS NOT NULL AND member_id = $2`,
      [Math.round(amount * 100), player.memberId],
    );
    for (const { reference } of references.rows) await redeliver(t, reference, 'push');
    expect((await walletOf(t.app, player)).wallet).toBe(amount);
    await expectBooksBalanced(t);
  });
});
