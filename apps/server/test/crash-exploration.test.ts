import { describe, expect, it } from 'vitest';
import { CRASH_POINTS, MONEY_PATHS } from '../src/lib/crash-point.ts';
import { cloneTemplate } from './harness.ts';
import { DRIVERS, explore, formatTable } from './explore/explore.ts';
import { BOOT_MS, SETTLE_MS } from './budgets.ts';

/*
 * The short exploration (issue 43, ADR 0178): every crash point of the transfer and the
 * withdrawal once, with one seed: the real server killed at the point, started again, its
 * recovery, the member's request replayed with its key, and the books proved. The full one,
 * many seeds and every path, is `npm run explore`.
 */
const SEED = 43;
const PATHS = ['transfer', 'withdrawal'] as const;
const POINTS = PATHS.flatMap((path) => CRASH_POINTS[path]);

describe('a crash at every point of the transfer and the withdrawal (one seed)', () => {
  it('every money path of the registry has a driver the exploration runs', () => {
    expect(MONEY_PATHS.filter((path) => !DRIVERS[path])).toEqual([]);
  });

  it(
    'conserves the books to the satang, leaves nothing PENDING and replays the settled answer',
    async () => {
      const results = await explore({ seed: SEED, databaseUrl: await cloneTemplate(), paths: [...PATHS] });
      console.log(formatTable(results, SEED));
      expect(results.map((result) => result.point)).toEqual(POINTS);
      expect(results.filter((result) => result.outcome !== 'conserved')).toEqual([]);
    },
    POINTS.length * (3 * BOOT_MS + 2 * SETTLE_MS),
  );
});
