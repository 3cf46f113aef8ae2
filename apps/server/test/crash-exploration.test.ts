import { describe, expect, it } from 'vitest';
import { ALL_CRASH_POINTS, MONEY_PATHS } from '../src/lib/crash-point.ts';
import { cloneTemplate } from './harness.ts';
import { DRIVERS, explore, formatTable } from './explore/explore.ts';
import { BOOT_MS, SETTLE_MS } from './budgets.ts';

/*
 * The short exploration (issue 43, ADRs 0178, 0187): every registered crash point of every money
 * path once, with one seed: the real server killed at the point, started again, its recovery, the
 * client's request replayed with its key, and the books proved. The full one, many seeds, is
 * `npm run explore`.
 */
// CI's second pass gives a seed of the day (EXPLORE_SEED, .ci/run); `npm test` keeps 43.
const SEED = Number(process.env.EXPLORE_SEED ?? 43);

describe('a crash at every point of every money path (one seed)', () => {
  it('every money path of the registry has a driver the exploration runs', () => {
    expect(MONEY_PATHS.filter((path) => !DRIVERS[path])).toEqual([]);
  });

  it(
    'conserves the books to the satang, leaves nothing PENDING and replays the settled answer',
    async () => {
      const started = performance.now();
      const results = await explore({ seed: SEED, databaseUrl: await cloneTemplate() });
      console.log(`${formatTable(results, SEED)}\n${((performance.now() - started) / 1000).toFixed(0)} s`);
      // A listed point the runner did not reach fails here as NOT REACHED.
      expect(results.map((result) => result.point)).toEqual(ALL_CRASH_POINTS);
      expect(results.filter((result) => result.outcome !== 'conserved')).toEqual([]);
    },
    ALL_CRASH_POINTS.length * (3 * BOOT_MS + 2 * SETTLE_MS),
  );
});
