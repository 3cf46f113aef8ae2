import {
  REPORT_MAX_DAYS,
  toBaht,
  type Dashboard,
  type PeriodFigures,
  type Reconciliation,
} from '@wallet/contract';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import { fail } from '../../lib/app-error.ts';
import type { Metrics } from '../../lib/metrics.ts';
import type { QueueEvents } from '../../lib/queue-events.ts';
import { checkReadiness } from '../health/index.ts';
import {
  dayOf,
  dayStart,
  nextDay,
  type DailyTotals,
  type Ledger,
  type LedgerAudits,
} from '../wallet/index.ts';
import { dayByDay, depositSatang, memberCounts, periodFigures } from './figures.ts';
import { memberHoldings } from './holdings.ts';
import { reconcileDay } from './reconciliation.ts';
import { outsideSystemsHealth, payoutErrors, providerErrors } from './error-rates.ts';
import type { JobActivityLog } from './job-activity.ts';

const DAY_MS = 86_400_000;

export interface DashboardDeps {
  config: Config;
  pool: pg.Pool;
  dailyTotals: DailyTotals;
  audits: LedgerAudits;
  ledger: Ledger;
  queues: QueueEvents;
  jobs: JobActivityLog;
  metrics: Metrics;
  readiness: Record<string, () => Promise<unknown>>;
}

/** The dashboard and the range summary: the same sums over the same daily totals (ADR 0090). */
export class Figures {
  constructor(private readonly deps: DashboardDeps) {}

  async dashboard(now = new Date()): Promise<Dashboard> {
    const { pool, dailyTotals, audits, ledger, queues, config } = this.deps;
    const today = dayOf(now);
    const yesterday = dayOf(new Date(now.getTime() - DAY_MS));
    const first = dayOf(new Date(now.getTime() - 29 * DAY_MS));
    const totals = await dailyTotals.between(first, today, now);
    const [todayMembers, yesterdayMembers, monthMembers] = await Promise.all([
      memberCounts(pool, today, today),
      memberCounts(pool, yesterday, yesterday),
      memberCounts(pool, first, today),
    ]);
    const [pending, lastAudit, backlog, provider, payout, health, outside] = await Promise.all([
      queues.all(),
      audits.last(),
      ledger.pendingBacklog(config.RECOVERY_AGE_MS),
      providerErrors(this.deps.metrics),
      payoutErrors(pool),
      checkReadiness(pool, this.deps.readiness),
      outsideSystemsHealth(this.deps.metrics),
    ]);
    return {
      generatedAt: now.toISOString(),
      today: periodFigures(totals, today, today, todayMembers),
      yesterday: periodFigures(totals, yesterday, yesterday, yesterdayMembers),
      last30Days: periodFigures(totals, first, today, monthMembers),
      days: dayByDay(totals, first, today),
      queues: pending,
      lastAudit: lastAudit && { ...lastAudit, startedAt: lastAudit.startedAt.toISOString() },
      recovery: { backlog, jobs: this.deps.jobs.list() },
      errorRates: { provider, payout },
      health: health.checks,
      outsideSystems: outside,
    };
  }

  /** The figures of [from, to]; a range backwards or longer than a year is INVALID_DATE_RANGE. */
  async summary(from: string, to: string, now = new Date()): Promise<PeriodFigures> {
    assertRange(from, to);
    const [totals, members] = await Promise.all([
      this.deps.dailyTotals.between(from, to, now),
      memberCounts(this.deps.pool, from, to),
    ]);
    return periodFigures(totals, from, to, members);
  }

  /**
   * A day's reconciliation (ADR 0176) beside the ledger's deposits of the day as the dashboard
   * sums them, and the members' money at the day's end (now, for today).
   */
  async reconciliation(day: string, now = new Date()): Promise<Reconciliation> {
    assertRange(day, day);
    const end = dayStart(nextDay(day));
    const [books, totals, holdings] = await Promise.all([
      reconcileDay(this.deps.pool, day),
      this.deps.dailyTotals.between(day, day, now),
      memberHoldings(this.deps.pool, end < now ? end : now),
    ]);
    return {
      day,
      accounts: books.accounts,
      totals: {
        booked: toBaht(books.booked),
        seen: toBaht(books.seen),
        ledgerDeposits: toBaht(depositSatang(totals, day)),
      },
      holdings,
    };
  }
}

/** A report's days: from ≤ to, at most a year. */
export function assertRange(from: string, to: string): void {
  const days = (dayStart(nextDay(to)).getTime() - dayStart(from).getTime()) / DAY_MS;
  if (!(days >= 1 && days <= REPORT_MAX_DAYS)) fail('INVALID_DATE_RANGE');
}
