import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer } from '../../../test/money.ts';
import { auditLedger } from './audit.ts';
import { DailyTotals, dayOf, unrolledRuns } from './daily-totals.ts';

// ADR 0112: today is read from its closed hours' rollup and the journal of the hours not rolled.
const t = useTestApp(MONEY_TEST_ENV);
const HOUR = 3_600_000;

describe('unrolledRuns', () => {
  it('groups the hours not rolled into runs to read from the journal', () => {
    const start = Date.UTC(2026, 10, 25, 17);
    const rolled = new Set([start, start + HOUR, start + 3 * HOUR]);
    expect(unrolledRuns(start, start + 6 * HOUR, rolled)).toEqual([
      [start + 2 * HOUR, start + 3 * HOUR],
      [start + 4 * HOUR, start + 6 * HOUR],
    ]);
    expect(unrolledRuns(start, start + 2 * HOUR, rolled)).toEqual([]);
  });
});

describe('the hourly rollup of today', () => {
  it('answers what the journal answered once the hour is rolled; the audit names a tampered hour', async () => {
    await fundedPlayer(t, 250);
    await fundedPlayer(t, 125.5);
    const totals = new DailyTotals(t.database.pool);
    const now = new Date();
    const today = dayOf(now);
    const sorted = (rows: Awaited<ReturnType<DailyTotals['between']>>) =>
      rows
        .filter((row) => row.day === today)
        .sort((a, b) => `${a.account}${a.channel}`.localeCompare(`${b.account}${b.channel}`));
    const live = sorted(await totals.between(today, today, now));
    expect(live.find((row) => row.account === 'deposits')?.entries).toBeGreaterThanOrEqual(2);
    // The closed hours of today are rolled by that read; the current one is not, it is read from the journal.
    const hour = Math.floor(now.getTime() / HOUR) * HOUR;
    const rolledHours = async () =>
      (await t.database.pool.query<{ hour: Date }>('SELECT hour FROM ledger_rolled_hours')).rows.map((row) =>
        row.hour.getTime(),
      );
    expect(await rolledHours()).not.toContain(hour);
    expect((await rolledHours()).every((each) => each < hour)).toBe(true);

    // Eleven minutes after the current hour ended, it is closed and settled: it is rolled and read from the rollup.
    const later = new Date(hour + HOUR + 11 * 60_000);
    const afterRoll = await totals.between(today, today, later);
    expect(sorted(afterRoll)).toEqual(live);
    if (dayOf(later) === today) {
      expect(await rolledHours()).toContain(hour);
      expect((await auditLedger(t.database.pool)).driftedDays).toEqual([]);
      await t.database.pool.query(
        `UPDATE ledger_hourly_totals SET amount = amount - 100 WHERE hour = $1 AND account = 'deposits'`,
        [new Date(hour)],
      );
      const tampered = await auditLedger(t.database.pool);
      expect(tampered.ok).toBe(false);
      expect(tampered.driftedDays).toHaveLength(1);
      expect(tampered.driftedDays[0]).toMatch(new RegExp(`^${today}T\\d\\d$`));
      await t.database.pool.query(
        `UPDATE ledger_hourly_totals SET amount = amount + 100 WHERE hour = $1 AND account = 'deposits'`,
        [new Date(hour)],
      );
      expect((await auditLedger(t.database.pool)).ok).toBe(true);
    }
  });
});
