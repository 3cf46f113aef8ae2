import { generate } from 'otplib';
import { operatorAuthApi } from '../../packages/contract/src/backoffice/routes.ts';
import { pathOf, reportsOperatorApi } from '../../packages/contract/src/routes/index.ts';
import { demoOperator } from '../../apps/server/src/demo-data.ts';
import { createMembers } from './members.ts';
import type { RunningStack } from './stack.ts';

/** Issue 27: the dashboard at most REPORTS_TARGET_MS with this many journal transactions. */
export const REPORTS_JOURNALS = 1_000_000;
export const REPORTS_TARGET_MS = 300;
/** Journals written per INSERT while filling (each with its two entries). */
const FILL_BATCH = 100_000;
const SAMPLES = 11;

export interface ReportsBench {
  journals: number;
  /** The first dashboard after the fill: it rolls the closed days and today's closed hours up (ADR 0090, 0112). */
  firstMs: number;
  /** Median of the dashboards after it: the rollup for closed days, the journal for today. */
  medianMs: number;
  /** The same figures summed straight from the journal (no rollup), by SQL alone: what the rollup saves. */
  journalOnlyMs: number;
  target: number;
  pass: boolean;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * REPORTS_JOURNALS deposits of one member spread over the last 30 days (a 30th of them today,
 * so today's live read is a full day's worth), written as the ledger writes them (a journal, its
 * two balanced entries, the wallet's balance); then the dashboard asked over HTTP by the demo admin.
 */
export async function benchReports(stack: RunningStack, firstMember: number): Promise<ReportsBench> {
  const [member] = await createMembers(stack, 1, 100, false, firstMember);
  const pool = stack.db.$client;
  const accounts = await pool.query<{ wallet: string; house: string }>(
    `SELECT (SELECT id FROM ledger_accounts WHERE member_id = $1 AND kind = 'wallet') AS wallet,
            (SELECT id FROM ledger_accounts WHERE kind = 'house' AND name = 'deposits') AS house`,
    [member!.memberId],
  );
  const { wallet, house } = accounts.rows[0]!;
  const filling = performance.now();
  for (let from = 0; from < REPORTS_JOURNALS; from += FILL_BATCH) {
    // Day d = g % 30 (0: today, between midnight Bangkok and now), at a random time of that day.
    await pool.query(
      `WITH today AS (SELECT date_trunc('day', now() AT TIME ZONE 'UTC' + interval '7 hours') - interval '7 hours' AS start),
       j AS (
         INSERT INTO journal_transactions (kind, member_id, created_at)
         SELECT 'deposit', $1, CASE WHEN g % 30 = 0
                  THEN (SELECT start FROM today) AT TIME ZONE 'UTC' + random() * (now() - ((SELECT start FROM today) AT TIME ZONE 'UTC'))
                  ELSE (SELECT start FROM today) AT TIME ZONE 'UTC' - (g % 30) * interval '1 day' + random() * interval '1 day' END
         FROM generate_series($4::int, $4::int + $5::int - 1) AS g
         RETURNING id
       )
       INSERT INTO journal_entries (journal_id, account_id, amount)
       SELECT j.id, leg.account, leg.amount FROM j, (VALUES ($2::bigint, 100::bigint), ($3::bigint, -100::bigint)) AS leg(account, amount)`,
      [member!.memberId, wallet, house, from, Math.min(FILL_BATCH, REPORTS_JOURNALS - from)],
    );
  }
  await pool.query(`UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1`, [
    wallet,
    REPORTS_JOURNALS * 100,
  ]);
  await pool.query('ANALYZE journal_transactions; ANALYZE journal_entries');
  console.error(
    `bench: ${REPORTS_JOURNALS} journals written in ${((performance.now() - filling) / 1000).toFixed(1)} s`,
  );

  const login = await fetch(`${stack.baseUrl}${pathOf(operatorAuthApi.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: demoOperator.username,
      password: demoOperator.password,
      totp: await generate({ secret: demoOperator.totpSecret }),
    }),
  });
  const { token } = (await login.json()) as { token?: string };
  if (!token) throw new Error(`bench: the demo admin could not sign in (${login.status})`);
  const url = `${stack.baseUrl}${pathOf(reportsOperatorApi.dashboard)}`;
  const ask = async () => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { last30Days?: { deposits: { count: number } } };
    if (!response.ok || (body.last30Days?.deposits.count ?? 0) < REPORTS_JOURNALS * 0.9)
      throw new Error(`bench: dashboard answered ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
  };
  const firstMs = await timed(ask);
  const samples = [];
  for (let i = 0; i < SAMPLES; i++) samples.push(await timed(ask));
  // Without the rollup: the 30 days' house entries summed from the journal.
  const journalOnly = [];
  for (let i = 0; i < 3; i++) {
    journalOnly.push(
      await timed(() =>
        pool.query(
          `SELECT a.name, sum(e.amount) FROM journal_transactions jt
           JOIN journal_entries e ON e.journal_id = jt.id
           JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house'
           WHERE jt.created_at >= now() - interval '30 days' GROUP BY a.name`,
        ),
      ),
    );
  }
  const medianMs = median(samples);
  return {
    journals: REPORTS_JOURNALS,
    firstMs,
    medianMs,
    journalOnlyMs: median(journalOnly),
    target: REPORTS_TARGET_MS,
    pass: medianMs <= REPORTS_TARGET_MS,
  };
}

export function formatReportsBench(result: ReportsBench): string {
  return [
    `dashboard at ${result.journals.toLocaleString('en')} journals (HTTP, median of ${SAMPLES}): ${result.medianMs.toFixed(1)} ms` +
      ` (target <= ${result.target} ms: ${result.pass ? 'PASS' : 'MISS'})`,
    `  first call (rolls the 29 closed days and today's closed hours up): ${result.firstMs.toFixed(0)} ms;` +
      ` the 30 days summed from the journal alone, SQL only: ${result.journalOnlyMs.toFixed(0)} ms` +
      ` (ratio ${(result.journalOnlyMs / result.medianMs).toFixed(1)}x)`,
  ].join('\n');
}
