import type pg from 'pg';
import type { Queryable } from '../../db/queryable.ts';

/**
 * The journal summed per Asia/Bangkok day, house account and deposit channel (issue 27, ADR 0090).
 * Closed days are rolled up once into `ledger_daily_totals`; the days not rolled yet (today, and
 * yesterday for a few minutes after midnight) are summed from the journal on each read through
 * its time index. Both come from the one aggregate below, so a rolled day and a live one cannot
 * disagree on what they count, and the audit recomputes rolled days with it too.
 */

/** One sum of the journal: a day, a house account, a deposit channel ('' off the deposits account). */
export interface DailyTotal {
  day: string;
  account: string;
  channel: string;
  /** Signed satang as the entries carry them (a deposit is negative on the deposits account). */
  amount: number;
  entries: number;
}

/** A day is rolled up this long after it ended: a journal written at 23:59:59 has committed by then. */
export const ROLLUP_SETTLE_MS = 10 * 60_000;

/** The Bangkok day of a journal's time (UTC+7 all year, as lib/bangkok-period.ts). */
const DAY_OF = `((jt.created_at AT TIME ZONE 'UTC') + interval '7 hours')::date`;

/**
 * Which channel credited a deposit, from its movement: its natural key's prefix (qr:, slip:,
 * voucher:, bank:), a member's notice closed by an operator, else other (the sandbox credit).
 */
export const CHANNEL_OF = `CASE WHEN mv.kind = 'deposit_notice' THEN 'notice'
  ELSE CASE split_part(coalesce(mv.op_key, ''), ':', 1)
    WHEN 'qr' THEN 'qr' WHEN 'slip' THEN 'slip' WHEN 'voucher' THEN 'truemoney' WHEN 'bank' THEN 'bank'
    ELSE 'other' END END`;

/**
 * The sums over journals written in [$1, $2) (timestamps), grouped as DailyTotal by `bucket` (the
 * Bangkok day, or the hour for today's rolled hours). Only house accounts: every member movement
 * has the house on its other side, so their entries say what came in, went out and what the
 * promotions cost. Each journal's entries and a deposit's movement are looked up by key, row by
 * row: a day is a few thousand journals out of millions (ADR 0090).
 */
const aggregate = (bucket: string) => `
  SELECT ${bucket} AS day, a.name AS account,
         CASE WHEN a.name = 'deposits'
              THEN coalesce((SELECT ${CHANNEL_OF} FROM movements mv WHERE mv.id = jt.movement_id), 'other')
              ELSE '' END AS channel,
         sum(e.amount)::bigint AS amount, count(*)::int AS entries
  FROM journal_transactions jt
  -- OFFSET 0 keeps this a per-journal index lookup: flattened, the planner hashes the whole of
  -- journal_entries (seconds at a million journals) for one day's few thousand journals.
  CROSS JOIN LATERAL (SELECT e.account_id, e.amount FROM journal_entries e WHERE e.journal_id = jt.id OFFSET 0) e
  JOIN ledger_accounts a ON a.id = e.account_id AND a.kind = 'house'
  WHERE jt.created_at >= $1 AND jt.created_at < $2
  GROUP BY 1, 2, 3`;

/** Grouped by Bangkok day ('YYYY-MM-DD'). */
export const AGGREGATE = aggregate(`to_char(${DAY_OF}, 'YYYY-MM-DD')`);
/** Grouped by hour (its start, a timestamptz: Bangkok hours are UTC hours, the offset is whole). */
const HOURLY = aggregate(`date_trunc('hour', jt.created_at)`);

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const BANGKOK_MS = 7 * HOUR_MS;

/** The instant a Bangkok day starts. */
export function dayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - BANGKOK_MS);
}

/** The Bangkok day of an instant. */
export function dayOf(at: Date): string {
  return new Date(at.getTime() + BANGKOK_MS).toISOString().slice(0, 10);
}

/** The day after. */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
}

type Row = Omit<DailyTotal, 'amount'> & { amount: string };
const totalOf = (row: Row): DailyTotal => ({ ...row, amount: Number(row.amount) });

export class DailyTotals {
  constructor(private readonly pool: pg.Pool) {}

  /**
   * The sums of the days [from, to] (inclusive): rolled days from the daily rollup; the days not
   * rolled yet (today) from the hourly rollup of their closed hours plus the journal of the hours
   * not rolled (the current one). Closed days and hours not rolled yet are rolled first, so the
   * journal is read for a closed hour once (ADR 0112).
   */
  async between(from: string, to: string, now = new Date()): Promise<DailyTotal[]> {
    await this.rollUp(from, to, now);
    const kept = await this.pool.query<Row>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, account, channel, amount, entries
       FROM ledger_daily_totals WHERE day BETWEEN $1 AND $2`,
      [from, to],
    );
    const rolled = await this.pool.query<{ day: string }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM ledger_rolled_days WHERE day BETWEEN $1 AND $2`,
      [from, to],
    );
    const done = new Set(rolled.rows.map((row) => row.day));
    // The days not rolled are the newest ones (today, yesterday just after midnight).
    let first: string | undefined;
    for (let day = from; day <= to; day = nextDay(day)) if (!done.has(day)) first ??= day;
    if (!first) return kept.rows.map(totalOf);
    const live = await this.unrolledDays(dayStart(first), dayStart(nextDay(to)), now);
    return [...kept.rows.map(totalOf), ...live.filter((row) => !done.has(row.day))];
  }

  /**
   * The days of [start, end) summed from the hourly rollup and, for the hours not rolled, from
   * the journal, one read per run of consecutive unrolled hours (usually one: the current hour).
   */
  private async unrolledDays(start: Date, end: Date, now: Date): Promise<DailyTotal[]> {
    const rolled = await this.rollHours(start, end, now);
    const hourly = await this.pool.query<Row>(
      `SELECT to_char(((hour AT TIME ZONE 'UTC') + interval '7 hours')::date, 'YYYY-MM-DD') AS day,
              account, channel, sum(amount)::bigint AS amount, sum(entries)::int AS entries
       FROM ledger_hourly_totals WHERE hour >= $1 AND hour < $2 GROUP BY 1, 2, 3`,
      [start, end],
    );
    const totals = hourly.rows.map(totalOf);
    for (const [from, to] of unrolledRuns(start.getTime(), end.getTime(), rolled)) {
      const rows = await this.pool.query<Row>(AGGREGATE, [new Date(from), new Date(to)]);
      totals.push(...rows.rows.map(totalOf));
    }
    return totals;
  }

  /**
   * Rolls up each closed hour of [start, end) not rolled yet, oldest first (every node may; the
   * first wins), and answers the rolled hours (epoch ms).
   */
  private async rollHours(start: Date, end: Date, now: Date): Promise<Set<number>> {
    const rolled = await this.pool.query<{ hour: Date }>(
      'SELECT hour FROM ledger_rolled_hours WHERE hour >= $1 AND hour < $2',
      [start, end],
    );
    const done = new Set(rolled.rows.map((row) => row.hour.getTime()));
    for (let hour = start.getTime(); hour < end.getTime(); hour += HOUR_MS) {
      if (hour + HOUR_MS + ROLLUP_SETTLE_MS > now.getTime()) break;
      // Claimed by this call or, concurrently, by another node's: rolled either way once it returns.
      if (!done.has(hour)) await this.rollHour(new Date(hour));
      done.add(hour);
    }
    return done;
  }

  private async rollHour(hour: Date): Promise<void> {
    await this.claimAndWrite(
      'INSERT INTO ledger_rolled_hours (hour) VALUES ($1) ON CONFLICT DO NOTHING RETURNING hour',
      [hour],
      `INSERT INTO ledger_hourly_totals (hour, account, channel, amount, entries)
       SELECT day, account, channel, amount, entries FROM (${HOURLY}) s`,
      [hour, new Date(hour.getTime() + HOUR_MS)],
    );
  }

  /** Rolls up each closed day in [from, to] that is not rolled yet (every node may; the first wins). */
  async rollUp(from: string, to: string, now = new Date()): Promise<number> {
    const missing = await this.pool.query<{ day: string }>(
      `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series($1::date, $2::date, interval '1 day') AS d
       WHERE NOT EXISTS (SELECT 1 FROM ledger_rolled_days r WHERE r.day = d::date)`,
      [from, to],
    );
    let rolled = 0;
    for (const { day } of missing.rows) {
      if (dayStart(nextDay(day)).getTime() + ROLLUP_SETTLE_MS > now.getTime()) continue;
      rolled += await this.rollDay(day);
    }
    return rolled;
  }

  private async rollDay(day: string): Promise<number> {
    const written = await this.claimAndWrite(
      'INSERT INTO ledger_rolled_days (day) VALUES ($1) ON CONFLICT DO NOTHING RETURNING day',
      [day],
      `INSERT INTO ledger_daily_totals (day, account, channel, amount, entries)
       SELECT day::date, account, channel, amount, entries FROM (${AGGREGATE}) s`,
      [dayStart(day), dayStart(nextDay(day))],
    );
    // The day's hours were only for reading it while it was not rolled; the audit checks both while kept.
    if (written) {
      const before = new Date(dayStart(day).getTime() - DAY_MS);
      await this.pool.query('DELETE FROM ledger_hourly_totals WHERE hour < $1', [before]);
      await this.pool.query('DELETE FROM ledger_rolled_hours WHERE hour < $1', [before]);
    }
    return written ? 1 : 0;
  }

  /** One transaction: claim the period (a row only one node can insert), then write its sums. */
  private async claimAndWrite(claim: string, claimParams: unknown[], write: string, writeParams: unknown[]) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const claimed = await client.query(claim, claimParams);
      if (claimed.rowCount === 0) {
        await client.query('ROLLBACK');
        return false;
      }
      await client.query(write, writeParams);
      await client.query('COMMIT');
      return true;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }
}

/** The runs of consecutive hours of [start, end) (epoch ms) that are not in `rolled`, as [from, to) pairs. */
export function unrolledRuns(start: number, end: number, rolled: ReadonlySet<number>): [number, number][] {
  const runs: [number, number][] = [];
  for (let hour = start; hour < end; hour += HOUR_MS) {
    if (rolled.has(hour)) continue;
    const last = runs.at(-1);
    if (last && last[1] === hour) last[1] = hour + HOUR_MS;
    else runs.push([hour, hour + HOUR_MS]);
  }
  return runs;
}

/**
 * The rolled days whose rollup differs from the journal now (the audit's check), then the rolled
 * hours of today's hourly rollup that differ ('YYYY-MM-DDTHH', the Bangkok hour; ADR 0112). One
 * pass over the journal of the rolled days, and one over the kept hours, compared row by row.
 */
export async function driftedDays(db: Queryable): Promise<string[]> {
  return [...(await driftedRolledDays(db)), ...(await driftedHours(db))];
}

async function driftedRolledDays(db: Queryable): Promise<string[]> {
  const span = await db.query<{ first: string | null; last: string | null }>(
    `SELECT to_char(min(day), 'YYYY-MM-DD') AS first, to_char(max(day), 'YYYY-MM-DD') AS last FROM ledger_rolled_days`,
  );
  const { first, last } = span.rows[0]!;
  if (!first || !last) return [];
  const drifted = await db.query<{ day: string }>(
    `WITH fresh AS (${AGGREGATE}),
          kept AS (SELECT to_char(day, 'YYYY-MM-DD') AS day, account, channel, amount, entries FROM ledger_daily_totals),
          rolled AS (SELECT to_char(day, 'YYYY-MM-DD') AS day FROM ledger_rolled_days)
     SELECT DISTINCT coalesce(f.day, k.day) AS day
     FROM fresh f FULL JOIN kept k ON k.day = f.day AND k.account = f.account AND k.channel = f.channel
     WHERE coalesce(f.day, k.day) IN (SELECT day FROM rolled)
       AND (f.amount IS DISTINCT FROM k.amount OR f.entries IS DISTINCT FROM k.entries)
     ORDER BY 1 LIMIT 100`,
    [dayStart(first), dayStart(nextDay(last))],
  );
  return drifted.rows.map((row) => row.day);
}

async function driftedHours(db: Queryable): Promise<string[]> {
  const span = await db.query<{ first: Date | null; last: Date | null }>(
    'SELECT min(hour) AS first, max(hour) AS last FROM ledger_rolled_hours',
  );
  const { first, last } = span.rows[0]!;
  if (!first || !last) return [];
  const drifted = await db.query<{ hour: string }>(
    `WITH fresh AS (${HOURLY}),
          kept AS (SELECT hour AS day, account, channel, amount, entries FROM ledger_hourly_totals)
     SELECT DISTINCT to_char((coalesce(f.day, k.day) AT TIME ZONE 'UTC') + interval '7 hours', 'YYYY-MM-DD"T"HH24') AS hour
     FROM fresh f FULL JOIN kept k ON k.day = f.day AND k.account = f.account AND k.channel = f.channel
     WHERE coalesce(f.day, k.day) IN (SELECT hour FROM ledger_rolled_hours)
       AND (f.amount IS DISTINCT FROM k.amount OR f.entries IS DISTINCT FROM k.entries)
     ORDER BY 1 LIMIT 100`,
    [first, new Date(last.getTime() + HOUR_MS)],
  );
  return drifted.rows.map((row) => row.hour);
}
