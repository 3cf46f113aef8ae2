import { beforeAll, describe, expect, it } from 'vitest';
import {
  statementApi,
  withdrawApi,
  type ManualPayoutItem,
  type PayoutBatchDetail,
  type PayoutBatchFile,
  type PayoutBatchItem,
  type PayoutResultImport,
  withdrawalQueueApi,
  payoutDeskApi,
  payoutFilesApi,
} from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { multipart } from '../../../../test/kits/slip.ts';
import { makeOperator, type TestOperator } from '../../../../test/kits/operators.ts';
import { changeMoneySettings } from '../../../../test/kits/setting-changes.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { verifyAuditChain } from '../../backoffice/index.ts';

// Bulk payment files beside the manual payout desk (ADR 0173).
const t = useTestApp(
  { ...MONEY_TEST_ENV, PAYOUT_RAIL: 'manual', WITHDRAWAL_APPROVAL: 'operator', RECOVERY_AGE_MS: '0' },
  { checkBooks: true },
);
let finance: TestOperator;
let other: TestOperator;
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  other = await makeOperator(t, 'admin');
  // The withdrawals' second-approver amount (ADR 0106), set as admins set it: two of them.
  await changeMoneySettings(t, other, await makeOperator(t, 'admin'), 'withdraw', {
    withdrawApproval: { mode: 'operator', secondApproverAboveBaht: 20_000 },
  });
});

let keys = 0;
/** A member's withdrawal approved (by two operators above the second-approver amount): it waits on the desk. */
async function waiting(player: Player, amount: number): Promise<{ id: number; reference: string }> {
  const response = await post(t.app, player, withdrawApi.withdraw, { amount }, `pf-${Date.now()}-${keys++}`);
  const { reference } = response.json() as { reference: string };
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM movements WHERE reference = $1',
    [reference],
  );
  const id = Number(rows[0]!.id);
  for (const operator of [finance, other]) {
    const approved = await call(t.app, withdrawalQueueApi.approveWithdrawal, {
      headers: operator.headers,
      params: { withdrawalId: id },
      body: {},
    });
    if ((approved.json() as { stage: string }).stage === 'PAYING') break;
  }
  return { id, reference };
}

const exportFile = (layout: 'ktb' | 'scb' = 'ktb') =>
  call(t.app, payoutFilesApi.exportPayoutBatch, {
    headers: finance.headers,
    body: {
      layout,
      companyId: 'WALLET01',
      debitAccount: '1234567890',
      senderName: 'SITE CO',
      serviceCode: layout === 'ktb' ? '04' : 'DCP',
    },
  });

async function newBatch(): Promise<PayoutBatchFile> {
  const response = await exportFile();
  expect(response.statusCode).toBe(200);
  return response.json() as PayoutBatchFile;
}

const csv = (rows: string[][]) =>
  Buffer.from(
    ['Reference,Amount,Status,Bank Reference,Reason', ...rows.map((row) => row.join(','))].join('\r\n'),
  );

function importResult(batchId: number, data: Buffer, onFailure: 'desk' | 'return' = 'desk') {
  const form = multipart([{ name: 'file', filename: 'result.csv', type: 'text/csv', data }]);
  return call(t.app, payoutFilesApi.importPayoutResult, {
    params: { batchId },
    query: { onFailure },
    body: form.payload,
    headers: { ...finance.headers, 'content-type': form.contentType },
  });
}

const confirm = (
  operator: TestOperator,
  batchId: number,
  withdrawalId: number,
  amount: number,
  bankReference: string,
) =>
  call(t.app, payoutFilesApi.confirmBatchPayout, {
    headers: operator.headers,
    params: { batchId, withdrawalId },
    body: { amount, bankReference },
  });

const detail = async (batchId: number) =>
  (
    await call(t.app, payoutFilesApi.payoutBatch, { headers: finance.headers, params: { batchId } })
  ).json() as PayoutBatchDetail;
const itemIn = async (batchId: number, id: number) =>
  (await detail(batchId)).items.find((item) => item.withdrawalId === id);

async function deskItem(id: number): Promise<ManualPayoutItem | undefined> {
  const page = await call(t.app, payoutDeskApi.manualPayouts, {
    headers: finance.headers,
    query: { limit: 100 },
  });
  return (page.json() as { items: ManualPayoutItem[] }).items.find((item) => item.id === id);
}

async function statementLine(player: Player, reference: string) {
  const statement = await call(t.app, statementApi.page, {
    headers: player.headers,
    body: { page: 1, limit: 20 },
  });
  return (
    statement.json() as { statements: { reference: string; status: string; note?: string }[] }
  ).statements.find((line) => line.reference === reference);
}

const count = async (sql: string, params: unknown[]) =>
  (await t.database.pool.query<{ n: number }>(sql, params)).rows[0]!.n;
const journalsOf = (id: number, kind: string) =>
  count('SELECT count(*)::int AS n FROM journal_transactions WHERE movement_id = $1 AND kind = $2', [
    id,
    kind,
  ]);
const auditsOf = (target: number, action: string) =>
  count('SELECT count(*)::int AS n FROM operator_audit WHERE action = $1 AND target_id = $2', [
    action,
    String(target),
  ]);

let refs = 0;
const bankRef = () => `KTB${Date.now()}${refs++}`;

describe('bulk payment files of the payout desk', () => {
  it('exports each waiting payout into one file at a time; downloading again gives the same bytes', async () => {
    const player = await fundedPlayer(t, 2000);
    const a = await waiting(player, 300);
    const b = await waiting(player, 450.5);
    const file = await newBatch();
    const text = Buffer.from(file.contentBase64, 'base64').toString('latin1');
    expect(text).toContain(a.reference);
    expect(text).toContain(b.reference);
    expect(text).toContain('00000000000045050'); // 450.50 in satang, KTB's 17-digit amount
    expect(await itemIn(file.batch.id, b.id)).toMatchObject({ outcome: 'OPEN', amount: 450.5 });
    // The same bytes at every download.
    const again = await call(t.app, payoutFilesApi.payoutBatchFile, {
      headers: finance.headers,
      params: { batchId: file.batch.id },
    });
    expect((again.json() as PayoutBatchFile).contentBase64).toBe(file.contentBase64);
    // Not in the next file; the desk shows where it is and its buttons refuse it.
    const next = await exportFile('scb');
    if (next.statusCode === 200) {
      expect(
        Buffer.from((next.json() as PayoutBatchFile).contentBase64, 'base64').toString('latin1'),
      ).not.toContain(a.reference);
    } else expect(next.json()).toEqual({ message: 'NO_DATA' });
    expect(await deskItem(a.id)).toMatchObject({ status: 'TO_PAY', batchId: file.batch.id });
    const click = await call(t.app, payoutDeskApi.markPayoutPaid, {
      headers: finance.headers,
      params: { withdrawalId: a.id },
      body: { bankReference: bankRef() },
    });
    expect(click.statusCode).toBe(409);
    expect(click.json()).toEqual({ message: 'PAYOUT_IN_FILE' });
    expect(await auditsOf(file.batch.id, 'withdrawal.payout_file_export')).toBe(1);
  });

  it("imports the bank's result exactly once: paid, failed back to the desk, and refused rows listed", async () => {
    const player = await fundedPlayer(t, 3000);
    const paid = await waiting(player, 200);
    const failed = await waiting(player, 150);
    const differs = await waiting(player, 120);
    const { batch } = await newBatch();
    const paidRef = bankRef();
    const file = csv([
      [paid.reference, '200.00', 'Success', paidRef, ''],
      [failed.reference, '150', 'Failed', '', 'Account closed'],
      ['WDNOTINTHISBATCH00', '99.00', 'Success', bankRef(), ''],
      [differs.reference, '"1,200.00"', 'Success', bankRef(), ''],
      [paid.reference, '200.00', 'Success', paidRef, ''],
    ]);
    const first = await importResult(batch.id, file);
    expect(first.statusCode).toBe(200);
    expect((first.json() as PayoutResultImport).rows.map((row) => row.outcome)).toEqual([
      'PAID',
      'TO_DESK',
      'NOT_IN_BATCH',
      'AMOUNT_DIFFERS',
      'DUPLICATE_ROW',
    ]);
    expect(await statementLine(player, paid.reference)).toMatchObject({ status: 'SUCCESS' });
    expect(await deskItem(paid.id)).toMatchObject({ status: 'PAID', bankReference: paidRef, settled: true });
    // The failed one is on the desk again, in no file: the next export takes it.
    expect(await deskItem(failed.id)).toMatchObject({ status: 'TO_PAY', batchId: null });
    expect(await itemIn(batch.id, failed.id)).toMatchObject({ outcome: 'FAILED', reason: 'Account closed' });
    expect(await itemIn(batch.id, differs.id)).toMatchObject({ outcome: 'OPEN' });

    // The same file again changes nothing.
    const again = await importResult(batch.id, file);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'PAYOUT_FILE_IMPORTED' });
    // Another file that says the paid one again is listed, never paid twice.
    const later = await importResult(batch.id, csv([[paid.reference, '200.00', 'Success', bankRef(), '']]));
    expect((later.json() as PayoutResultImport).rows[0]!.outcome).toBe('ALREADY_DECIDED');
    expect(await journalsOf(paid.id, 'withdrawal_paid')).toBe(1);
    expect(await auditsOf(paid.id, 'withdrawal.payout_paid')).toBe(1);
    expect(await auditsOf(batch.id, 'withdrawal.payout_file_import')).toBe(2);
    const refiled = await newBatch();
    expect(await itemIn(refiled.batch.id, failed.id)).toMatchObject({ outcome: 'OPEN' });
    await expectBooksBalanced(t);
  });

  it('a failed row can return the payout to the member through the desk’s return', async () => {
    const player = await fundedPlayer(t, 1000);
    const { id, reference } = await waiting(player, 400);
    const { batch } = await newBatch();
    const response = await importResult(
      batch.id,
      csv([[reference, '400.00', 'Rejected', '', 'Invalid account']]),
      'return',
    );
    expect((response.json() as PayoutResultImport).rows[0]!.outcome).toBe('RETURNED');
    expect((await walletOf(t.app, player)).wallet).toBe(1000);
    expect(await statementLine(player, reference)).toMatchObject({
      status: 'FAILED',
      note: 'Invalid account',
    });
    expect(await journalsOf(id, 'withdrawal_return')).toBe(1);
    await expectBooksBalanced(t);
  });

  it('a failed row above the operator-credit limits waits on the desk for a second operator to return it', async () => {
    const player = await fundedPlayer(t, 16_000);
    const { id, reference } = await waiting(player, 15_000);
    const { batch } = await newBatch();
    const response = await importResult(
      batch.id,
      csv([[reference, '15000.00', 'Rejected', '', 'Invalid account']]),
      'return',
    );
    expect((response.json() as PayoutResultImport).rows[0]!.outcome).toBe('RETURN_WAITING');
    // The uploader's word alone gives nothing back: the payout left the file for the desk.
    expect((await walletOf(t.app, player)).wallet).toBe(1000);
    expect(await deskItem(id)).toMatchObject({
      status: 'TO_PAY',
      batchId: null,
      returnAsked: { by: { id: finance.id }, reason: 'Invalid account' },
    });
    // Not in the next file while a second operator decides.
    expect((await exportFile()).json()).toEqual({ message: 'NO_DATA' });
    const returned = await call(t.app, payoutDeskApi.returnPayout, {
      headers: other.headers,
      params: { withdrawalId: id },
      body: { reason: 'checked with the bank' },
    });
    expect(returned.json()).toMatchObject({ status: 'RETURNED', returnAsked: null });
    expect((await walletOf(t.app, player)).wallet).toBe(16_000);
    expect(await statementLine(player, reference)).toMatchObject({
      status: 'FAILED',
      note: 'Invalid account',
    });
    expect(await journalsOf(id, 'withdrawal_return')).toBe(1);
    await expectBooksBalanced(t);
  });

  it('one file imported several times at once is applied by exactly one of them', async () => {
    const player = await fundedPlayer(t, 1000);
    const { id, reference } = await waiting(player, 250);
    const { batch } = await newBatch();
    const file = csv([[reference, '250.00', 'Success', bankRef(), '']]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => importResult(batch.id, file)));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) {
      expect(answer.json()).toEqual({ message: 'PAYOUT_FILE_IMPORTED' });
    }
    expect(await journalsOf(id, 'withdrawal_paid')).toBe(1);
    expect(
      await count('SELECT count(*)::int AS n FROM payout_batch_imports WHERE batch_id = $1', [batch.id]),
    ).toBe(1);
    await expectBooksBalanced(t);
  });

  it('a typed amount pays only when it is the payout’s; above the second-approver amount two operators type it', async () => {
    const player = await fundedPlayer(t, 30_000);
    const large = await waiting(player, 25_000); // above the default 20,000
    const small = await waiting(player, 100);
    const { batch } = await newBatch();
    const reference = bankRef();
    expect((await confirm(finance, batch.id, large.id, 24_999, reference)).json()).toEqual({
      message: 'AMOUNT_MISMATCH',
    });
    const first = await confirm(finance, batch.id, large.id, 25_000, reference);
    expect(first.json()).toMatchObject({
      outcome: 'OPEN',
      waitingSecond: { operator: { id: finance.id }, amount: 25_000 },
    });
    // The same operator again is no second approval.
    expect((await confirm(finance, batch.id, large.id, 25_000, reference)).json()).toMatchObject({
      outcome: 'OPEN',
    });
    expect(await statementLine(player, large.reference)).toMatchObject({ status: 'PENDING' });
    // The second operator must type the same amount and reference.
    expect((await confirm(other, batch.id, large.id, 25_000, bankRef())).json()).toEqual({
      message: 'AMOUNT_MISMATCH',
    });
    const second = await confirm(other, batch.id, large.id, 25_000, reference);
    expect(second.json() as PayoutBatchItem).toMatchObject({ outcome: 'PAID', bankReference: reference });
    expect(await statementLine(player, large.reference)).toMatchObject({ status: 'SUCCESS' });
    expect(await auditsOf(large.id, 'withdrawal.payout_first_confirm')).toBe(1);
    expect(await auditsOf(large.id, 'withdrawal.payout_paid')).toBe(1);
    // Within the amount one operator's typed confirmation pays it.
    expect((await confirm(finance, batch.id, small.id, 100, bankRef())).json()).toMatchObject({
      outcome: 'PAID',
    });
    expect(await journalsOf(small.id, 'withdrawal_paid')).toBe(1);
    // A decided payout cannot be confirmed again with another reference.
    expect((await confirm(other, batch.id, small.id, 100, bankRef())).json()).toEqual({
      message: 'ALREADY_DECIDED',
    });
    await expectBooksBalanced(t);
  });

  it('a file the bank did not take gives its unanswered payouts back to the desk, once', async () => {
    const player = await fundedPlayer(t, 1000);
    const answered = await waiting(player, 100);
    const unanswered = await waiting(player, 200);
    const { batch } = await newBatch();
    const first = await importResult(
      batch.id,
      csv([
        [answered.reference, '100.00', 'Success', bankRef(), ''],
        [unanswered.reference, '200.00', 'Processing', '', ''],
      ]),
    );
    // A row the bank still processes changes nothing: a later result (or the release) decides it.
    expect((first.json() as PayoutResultImport).rows.map((row) => row.outcome)).toEqual(['PAID', 'AT_BANK']);
    expect(await itemIn(batch.id, unanswered.id)).toMatchObject({ outcome: 'OPEN' });
    const release = () =>
      call(t.app, payoutFilesApi.releasePayoutBatch, {
        headers: finance.headers,
        params: { batchId: batch.id },
        body: { reason: 'portal refused the file' },
      });
    expect((await release()).json()).toMatchObject({ id: batch.id, open: 0, paid: 1, failed: 1 });
    expect(await deskItem(unanswered.id)).toMatchObject({ status: 'TO_PAY', batchId: null });
    expect(await deskItem(answered.id)).toMatchObject({ status: 'PAID' });
    // Again: nothing left to release; the audit says so with no references.
    expect((await release()).json()).toMatchObject({ failed: 1 });
    expect(
      (
        await importResult(batch.id, csv([[unanswered.reference, '200.00', 'Success', bankRef(), '']]))
      ).json(),
    ).toMatchObject({ rows: [{ outcome: 'ALREADY_DECIDED' }] });
    expect(await journalsOf(unanswered.id, 'withdrawal_paid')).toBe(0);
  });

  it('refuses a file that is no result table and answers unknown batches in catalogue words', async () => {
    const { batch } = await newBatch().catch(async () => {
      const player = await fundedPlayer(t, 500);
      await waiting(player, 100);
      return newBatch();
    });
    const garbage = await importResult(batch.id, Buffer.from('hello\r\nworld'));
    expect(garbage.json()).toEqual({ message: 'PAYOUT_FILE_INVALID' });
    const formula = await importResult(batch.id, csv([['=HYPERLINK("x")', '1.00', 'Success', 'X1234', '']]));
    expect(formula.json()).toEqual({ message: 'PAYOUT_FILE_INVALID' });
    expect((await importResult(99_999_999, csv([['WD', '1.00', 'Success', '', '']]))).json()).toEqual({
      message: 'NO_DATA',
    });
    expect((await call(t.app, payoutFilesApi.payoutBatches, {})).statusCode).toBe(401);
    expect(await verifyAuditChain(t.database.pool)).toMatchObject({ ok: true });
  });
});
