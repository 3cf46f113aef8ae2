import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import {
  dashboard as dashboardShape,
  periodFigures as periodShape,
  refundApi,
  reportsOperatorApi,
  satangOf,
  withdrawApi,
  type PeriodFigures,
  type ReportKind,
  withdrawalQueueApi,
  adjustmentApi,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { activate, createBonus } from '../../../test/kits/bonus.ts';
import { makeOperator, operatorKey, type TestOperator } from '../../../test/kits/operators.ts';
import { moneyGet, playAndLose, setRewardSettings, shiftRewardClock } from '../../../test/kits/rewards.ts';
import { MONEY_TEST_ENV, fundedPlayer, post, type Player } from '../../../test/money.ts';
import { settingDefaults } from '../settings/index.ts';
import { DailyTotals, auditLedger, creditDeposit, dayOf, dayStart, nextDay } from '../wallet/index.ts';

/**
 * Issue 27: every figure of the dashboard equals a sum over the journal, written here as plain
 * SQL over journal_entries (not the rollup's aggregate), after deposits on two channels, a paid
 * and a rejected withdrawal, a rejected withdrawal made while a bonus was held, a loss refund
 * received and added, and a manual adjustment; the rollup of a closed day answers the same and
 * the audit names a tampered one.
 */
const t = useTestApp(
  { ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator', RECOVERY_AGE_MS: '0' },
  { checkBooks: true },
);
let finance: TestOperator;
let support: TestOperator;
const today = dayOf(new Date());

/** Satang on a house account today, as the house sees it (positive: out of the house). */
async function journalSum(
  account: string,
  channelPrefix?: string,
): Promise<{ satang: number; count: number }> {
  const { rows } = await t.database.pool.query<{ satang: string; count: number }>(
    `SELECT coalesce(-sum(e.amount), 0)::bigint AS satang, count(*)::int AS count
     FROM journal_entries e
     JOIN ledger_accounts a ON a.id = e.account_id
     JOIN journal_transactions jt ON jt.id = e.journal_id
     LEFT JOIN movements mv ON mv.id = jt.movement_id
     WHERE a.kind = 'house' AND a.name = $1 AND jt.created_at >= $2
       AND ($3::text IS NULL OR mv.op_key LIKE $3 || '%')`,
    [account, dayStart(today), channelPrefix ?? null],
  );
  return { satang: Number(rows[0]!.satang), count: rows[0]!.count };
}

/** Baht as the API answers them (JSON has no negative zero). */
const baht = (satang: number) => satang / 100 + 0;

async function dashboard() {
  const response = await call(t.app, reportsOperatorApi.dashboard, { headers: finance.headers });
  expect(response.statusCode, response.body).toBe(200);
  return dashboardShape.parse(response.json());
}

async function summary(from: string, to: string): Promise<PeriodFigures> {
  const response = await call(t.app, reportsOperatorApi.summary, {
    headers: finance.headers,
    query: { from, to },
  });
  expect(response.statusCode, response.body).toBe(200);
  return periodShape.parse(response.json());
}

async function exported(kind: ReportKind, from = today, to = today) {
  const response = await call(t.app, reportsOperatorApi.exportReport, {
    headers: finance.headers,
    query: { kind, from, to },
  });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('text/csv');
  const parsed = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
  const [header, ...rest] = parsed.data;
  const total = rest.at(-1)!;
  return { header, rows: rest.slice(0, -1), total };
}

async function withdraw(player: Player, amount: number): Promise<number> {
  const response = await post(t.app, player, withdrawApi.withdraw, { amount }, randomUUID());
  expect(response.statusCode, response.body).toBe(200);
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM movements WHERE reference = $1',
    [(response.json() as { reference: string }).reference],
  );
  return Number(rows[0]!.id);
}

beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
  support = await makeOperator(t, 'support');
  // Deposits: 1,000 + 500 through the test channel (other), 300 through a QR payment.
  const first = await fundedPlayer(t, 1000);
  const second = await fundedPlayer(t, 500);
  await creditDeposit(t.ledger, t.events, {
    memberId: second.memberId,
    amount: satangOf(300),
    opKey: `qr:KBANK:${randomUUID()}`,
    channel: 'QR:KBANK',
  });
  // A withdrawal paid and one rejected.
  const paid = await withdraw(first, 200);
  const approved = await call(t.app, withdrawalQueueApi.approveWithdrawal, {
    headers: finance.headers,
    params: { withdrawalId: paid },
    body: {},
  });
  expect(approved.json()).toMatchObject({ stage: 'PAID' });
  const refused = await withdraw(second, 100);
  await call(t.app, withdrawalQueueApi.rejectWithdrawal, {
    headers: finance.headers,
    params: { withdrawalId: refused },
    body: { reason: 'name differs' },
  });
  // A bonus held, then a withdrawal made under it rejected (the deduction comes back).
  const code = await createBonus(t);
  const holder = await fundedPlayer(t, 1000);
  expect((await activate(t, holder, code)).status).toBe(200);
  const underBonus = await post(t.app, holder, withdrawApi.withdrawAll, { amount: 1500 }, randomUUID());
  expect(underBonus.statusCode, underBonus.body).toBe(200);
  const { rows } = await t.database.pool.query<{ id: string }>(
    'SELECT id FROM movements WHERE reference = $1',
    [(underBonus.json() as { reference: string }).reference],
  );
  const rejected = await call(t.app, withdrawalQueueApi.rejectWithdrawal, {
    headers: finance.headers,
    params: { withdrawalId: Number(rows[0]!.id) },
    body: { reason: 'bonus rule' },
  });
  expect(rejected.json()).toMatchObject({ stage: 'REJECTED' });
  // A loss refund received and added to the wallet.
  await setRewardSettings(t, { refund: { ...settingDefaults.refund, success: 100, fail: 0 } });
  const loser = await fundedPlayer(t, 1000);
  await playAndLose(t, loser, 1000, 400);
  await shiftRewardClock(t, 7);
  expect((await moneyGet(t, loser, refundApi.receive, randomUUID())).statusCode).toBe(200);
  expect((await moneyGet(t, loser, refundApi.addWallet, randomUUID())).statusCode).toBe(200);
  // A manual adjustment (credit of 50, under the second-approver threshold) and a debit of 20.
  for (const [direction, amount] of [
    ['credit', 50],
    ['debit', 20],
  ] as const) {
    const adjusted = await call(t.app, adjustmentApi.requestAdjustment, {
      headers: { ...finance.headers, ...operatorKey() },
      body: { memberId: first.memberId, direction, amount, reason: 'goodwill' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
  }
});

describe('the dashboard', () => {
  it('holds every figure of today equal to a sum over the journal', async () => {
    const board = await dashboard();
    const deposits = await journalSum('deposits');
    const qr = await journalSum('deposits', 'qr:');
    const payouts = await journalSum('payouts');
    // What the test made: 1000 + 500 + 300 + 1000 + 1000 deposited, 200 paid out.
    expect(deposits).toEqual({ satang: 380_000, count: 5 });
    expect(board.today.deposits).toMatchObject({ amount: baht(deposits.satang), count: deposits.count });
    expect(board.today.deposits.byChannel.find((row) => row.channel === 'qr')).toEqual({
      channel: 'qr',
      amount: baht(qr.satang),
      count: qr.count,
    });
    expect(board.today.deposits.byChannel.find((row) => row.channel === 'other')!.amount).toBe(
      baht(deposits.satang - qr.satang),
    );
    expect(board.today.withdrawals).toEqual({ amount: baht(-payouts.satang), count: payouts.count });
    expect(board.today.withdrawals.amount).toBe(200);
    const bonus = await journalSum('bonuses');
    const refund = await journalSum('refund_expense');
    const invite = await journalSum('invite_expense');
    const spin = await journalSum('promotions');
    const adjustments = await journalSum('adjustments');
    const forfeits = await journalSum('draw_forfeits');
    expect(board.today.costs).toEqual({
      bonus: baht(bonus.satang),
      refund: baht(refund.satang),
      invite: baht(invite.satang),
      spin: baht(spin.satang),
      adjustments: baht(adjustments.satang),
      forfeits: baht(-forfeits.satang),
    });
    // The rejected bonus withdrawal gave its deduction back: the bonus cost is the whole 500.
    expect(board.today.costs.bonus).toBe(500);
    expect(board.today.costs.refund).toBe(20);
    expect(board.today.costs.adjustments).toBe(30);
    expect(board.today.houseNet).toBe(baht(deposits.satang + payouts.satang));
    expect(board.today.newMembers).toBe(4);
    expect(board.today.newMembersDeposited).toBe(4);
    // Today is in the last 30 days too, and is the last day of the chart.
    expect(board.last30Days.deposits.amount).toBe(board.today.deposits.amount);
    expect(board.days).toHaveLength(30);
    expect(board.days.at(-1)).toMatchObject({ day: today, deposits: 3800, withdrawals: 200, houseNet: 3600 });
    expect(board.queues.withdrawals.count).toBe(0);
    expect(board.health).toMatchObject({ database: 'ok', migrations: 'ok' });
    expect(board.errorRates.payout).toEqual({ total: 1, failed: 0 });
  });

  it('a range summary and each CSV export total what the dashboard shows', async () => {
    const board = await dashboard();
    const range = await summary(today, today);
    expect(range).toEqual(board.today);
    const deposits = await exported('deposits');
    expect(deposits.header).toEqual(['time', 'reference', 'phone', 'name', 'type', 'amount']);
    expect(deposits.rows).toHaveLength(5);
    expect(Number(deposits.total[5])).toBe(range.deposits.amount);
    expect(deposits.rows.map((row) => Number(row[5])).reduce((a, b) => a + b, 0)).toBe(range.deposits.amount);
    expect(deposits.rows.filter((row) => row[4] === 'qr')).toHaveLength(1);
    expect(Number((await exported('withdrawals')).total[5])).toBe(range.withdrawals.amount);
    expect(Number((await exported('adjustments')).total[5])).toBe(range.costs.adjustments);
    const { bonus, refund, invite, spin, forfeits } = range.costs;
    expect(Number((await exported('promotions')).total[5])).toBeCloseTo(
      bonus + refund + invite + spin - forfeits,
      2,
    );
  });

  it('each export is on the audit trail with who, which report and which days', async () => {
    await exported('withdrawals');
    const { rows } = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId", target_id AS "targetId", after FROM operator_audit
       WHERE action = 'report.export' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({
      operatorId: finance.id,
      targetId: 'withdrawals',
      after: { kind: 'withdrawals', from: today, to: today, format: 'csv' },
    });
  });

  it('refuses a backwards or over-long range, and support operators', async () => {
    const backwards = await call(t.app, reportsOperatorApi.summary, {
      headers: finance.headers,
      query: { from: today, to: '2020-01-01' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({ message: 'INVALID_DATE_RANGE' });
    const before = await t.database.pool.query(`SELECT count(*)::int AS n FROM operator_audit`);
    const long = await call(t.app, reportsOperatorApi.exportReport, {
      headers: finance.headers,
      query: { kind: 'deposits', from: '2020-01-01', to: today },
    });
    expect(long.json()).toEqual({ message: 'INVALID_DATE_RANGE' });
    expect((await t.database.pool.query(`SELECT count(*)::int AS n FROM operator_audit`)).rows).toEqual(
      before.rows,
    );
    const denied = await call(t.app, reportsOperatorApi.exportReport, {
      headers: support.headers,
      query: { kind: 'deposits', from: today, to: today },
    });
    expect(denied.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
  });

  it('runs the ledger audit on demand, keeps its result for the dashboard and audits who asked', async () => {
    const response = await call(t.app, reportsOperatorApi.runLedgerAudit, {
      headers: finance.headers,
      body: { reason: 'end of shift' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const run = response.json() as { id: number; ok: boolean; trigger: string };
    expect(run).toMatchObject({ ok: true, trigger: 'demand', problems: [] });
    expect((await dashboard()).lastAudit).toMatchObject({ id: run.id, ok: true, trigger: 'demand' });
    const { rows } = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId", reason FROM operator_audit WHERE action = 'ledger.audit'`,
    );
    expect(rows).toEqual([{ operatorId: finance.id, reason: 'end of shift' }]);
  });

  // Last: rolling today up closes it for the rest of the file.
  it('a closed day read from the rollup answers what the journal answered; the audit names a tampered day', async () => {
    const live = await summary(today, today);
    // Two days later, today is closed: the summary rolls it up and reads it from the rollup.
    const later = new Date(dayStart(nextDay(nextDay(today))).getTime() + 3_600_000);
    const rolled = await t.database.pool.query(
      `SELECT count(*)::int AS n FROM ledger_rolled_days WHERE day = $1`,
      [today],
    );
    expect(rolled.rows[0].n).toBe(0);
    await new DailyTotals(t.database.pool).rollUp(today, today, later);
    expect(
      (
        await t.database.pool.query(`SELECT count(*)::int AS n FROM ledger_rolled_days WHERE day = $1`, [
          today,
        ])
      ).rows[0].n,
    ).toBe(1);
    expect(await summary(today, today)).toEqual(live);
    expect((await auditLedger(t.database.pool)).driftedDays).toEqual([]);
    await t.database.pool.query(
      `UPDATE ledger_daily_totals SET amount = amount - 100 WHERE day = $1 AND account = 'deposits' AND channel = 'qr'`,
      [today],
    );
    const tampered = await auditLedger(t.database.pool);
    expect(tampered).toMatchObject({ ok: false, driftedDays: [today] });
    // Entries of the deposits account are negative: 100 satang less there is one baht more deposited.
    expect((await summary(today, today)).deposits.amount).toBe(live.deposits.amount + 1);
    await t.database.pool.query(
      `UPDATE ledger_daily_totals SET amount = amount + 100 WHERE day = $1 AND account = 'deposits' AND channel = 'qr'`,
      [today],
    );
    expect((await auditLedger(t.database.pool)).ok).toBe(true);
  });
});
