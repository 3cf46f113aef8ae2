import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { CRASH_POINTS, isCrashPoint, type CrashPointName, type MoneyPath } from '../src/lib/crash-point.ts';
import { explore, explorationPassed, formatTable } from '../test/explore/explore.ts';
import { createTemplateDatabase, withDatabase } from '../test/template-db.ts';

/*
 * `npm run explore -- --seed N [--seeds K] [--path transfer] [--point transfer.afterHold]`
 * (ADR 0178): crashes the built server at every registered crash point of the money paths, with
 * outside answers drawn from the seed, and proves the books after each recovery. A failing run
 * prints its seed; the same seed and point replay the same draw (docs/runbook.md).
 */
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: String(Date.now() % 1_000_000) },
    seeds: { type: 'string', default: '1' },
    path: { type: 'string', multiple: true },
    point: { type: 'string', multiple: true },
  },
});
const seed = Number(values.seed);
const seeds = Number(values.seeds);
const paths = values.path as MoneyPath[] | undefined;
for (const name of paths ?? []) if (!(name in CRASH_POINTS)) throw new Error(`no money path ${name}`);
for (const point of values.point ?? []) if (!isCrashPoint(point)) throw new Error(`no crash point ${point}`);
const points = values.point as CrashPointName[] | undefined;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-explore-'));
const postgres = await startEmbeddedPostgres(dataDir, { persistent: false });
const admin = new pg.Client({ connectionString: postgres.url });
await admin.connect();
let passed = true;
const started = performance.now();
try {
  for (let run = 0; run < seeds; run += 1) {
    const runSeed = seed + run;
    const databaseName = `wallet_explore_${runSeed}`;
    await createTemplateDatabase(admin, postgres.url, databaseName);
    const results = await explore({
      seed: runSeed,
      databaseUrl: withDatabase(postgres.url, databaseName),
      paths,
      points,
      log: (line) => console.log(line),
    });
    console.log(`\n${formatTable(results, runSeed)}\n`);
    if (!explorationPassed(results)) {
      passed = false;
      console.log(`FAILED: seed ${runSeed} (replay: npm run explore -- --seed ${runSeed})`);
    }
  }
} finally {
  await admin.end();
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}
console.log(
  `explored ${seeds} seed(s) from ${seed} in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(passed ? 0 : 1);
