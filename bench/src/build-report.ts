import type { KdfOptionTiming, KdfTiming } from './kdf.ts';
import type { MemoryPeak } from './memory.ts';
import type { BenchReport, RunRow } from './report.ts';
import type { ReportsBench } from './reports-bench.ts';
import type { StatementBench } from './statement-bench.ts';
import type { PageWeight } from './web-budget.ts';

/** Issue 44's targets (they raised issue 29's 0.5, 0.5, 1.0, 100 ms and 180 MB). */
const LOOKUP_TARGET = 0.7;
const WALLET_TARGET = 0.7;
const TRANSFER_TARGET = 1.5;
const TRANSFER_P99_MS = 40;
const RSS_TARGET_MB = 160;
/** Issue 44: a spin (a draw and its rows, keyed) against the naive transfer's transaction. */
const SPIN_TARGET = 0.8;
const SPIN_P99_MS = 60;
/** The password-hashing issue's target, kept by issue 29: logins per second one node answers. */
const LOGIN_TARGET_RPS = 40;
/** Runs whose peak RSS the RSS target is about: the wallet issue's loads. */
export const WALLET_RUNS = ['wallet', 'transfer/naive', 'transfer'];

/** The run of bare Fastify sending a route's own answer (bare.ts): what the route's ratio can reach. */
export const sameBytesRun = (name: string) => `bare, ${name} bytes`;

/** What the runs measured, before it is compared with the targets. */
export interface Measured {
  seconds: number;
  cores: number;
  database: 'embedded' | 'external';
  poolSize: number;
  serverStartMs: number;
  runs: RunRow[];
  idle: MemoryPeak;
  roundTrips: BenchReport['roundTrips'];
  audit: BenchReport['audit'];
  kdf: KdfTiming | undefined;
  kdfOptions: KdfOptionTiming[] | undefined;
  kdfSamples: number;
  hashThreads: number;
  statement: StatementBench | undefined;
  reports: ReportsBench | undefined;
  web: PageWeight[] | undefined;
  skipped: string[];
}

/** The runs' numbers set against the targets: the report printed and written as JSON. */
export function buildReport(measured: Measured): BenchReport {
  const { runs, cores, hashThreads, kdf } = measured;
  const rpsOf = (name: string) => runs.find((run) => run.name === name)?.rps;
  const ratioTo = (name: string, base: number | undefined) => {
    const rps = rpsOf(name);
    return rps !== undefined && base ? rps / base : undefined;
  };
  const bareRps = rpsOf('bare');
  const lookupRatio = ratioTo('lookup/banks', bareRps);
  const walletRatio = ratioTo('wallet', bareRps);
  const transferRatio = ratioTo('transfer', rpsOf('transfer/naive'));
  const transferRun = runs.find((run) => run.name === 'transfer');
  const spinRatio = ratioTo('spin', rpsOf('transfer/naive'));
  const spinRun = runs.find((run) => run.name === 'spin');
  const loginRps = rpsOf('login');
  const peakRun = runs
    .filter((run) => WALLET_RUNS.includes(run.name))
    .reduce<RunRow | undefined>(
      (max, run) => (max && max.memory.rss >= run.memory.rss ? max : run),
      undefined,
    );
  const ratio = (value: number | undefined, target: number) =>
    value === undefined ? undefined : { ratio: value, target, pass: value >= target };
  /** A read route's ratio with what bare Fastify sending the same answer made of it. */
  const readRatio = (name: string, value: number | undefined, target: number) => {
    const kept = ratio(value, target);
    const sameBytes = ratioTo(sameBytesRun(name), bareRps);
    const ofSameBytes = ratioTo(name, rpsOf(sameBytesRun(name)));
    return kept && sameBytes !== undefined && ofSameBytes !== undefined
      ? { ...kept, sameBytes, ofSameBytes }
      : kept;
  };

  return {
    finishedAt: new Date().toISOString(),
    node: process.version,
    cores,
    seconds: measured.seconds,
    database: measured.database,
    poolSize: measured.poolSize,
    serverStartMs: measured.serverStartMs,
    runs,
    lookup: readRatio('lookup/banks', lookupRatio, LOOKUP_TARGET),
    wallet: readRatio('wallet', walletRatio, WALLET_TARGET),
    transfer:
      transferRatio === undefined || !transferRun
        ? undefined
        : {
            ratio: transferRatio,
            target: TRANSFER_TARGET,
            pass: transferRatio >= TRANSFER_TARGET,
            p99: transferRun.p99,
            p99Target: TRANSFER_P99_MS,
            p99Pass: transferRun.p99 <= TRANSFER_P99_MS,
            connections: transferRun.connections,
          },
    spin:
      spinRatio === undefined || !spinRun
        ? undefined
        : {
            ratio: spinRatio,
            target: SPIN_TARGET,
            pass: spinRatio >= SPIN_TARGET,
            p99: spinRun.p99,
            p99Target: SPIN_P99_MS,
            p99Pass: spinRun.p99 <= SPIN_P99_MS,
            connections: spinRun.connections,
          },
    rss: peakRun && {
      peak: peakRun.memory,
      peakRun: peakRun.name,
      target: RSS_TARGET_MB,
      pass: peakRun.memory.rss / 1e6 <= RSS_TARGET_MB,
      runs: WALLET_RUNS.filter((name) => runs.some((run) => run.name === name)),
      idle: measured.idle,
    },
    roundTrips: measured.roundTrips,
    audit: measured.audit,
    login:
      loginRps === undefined
        ? undefined
        : { rps: loginRps, target: LOGIN_TARGET_RPS, pass: loginRps >= LOGIN_TARGET_RPS },
    kdf: kdf && {
      ...kdf,
      samples: measured.kdfSamples,
      hashThreads,
      expectedLoginRps: (Math.min(cores, hashThreads) * 1000) / kdf.msPerHash,
    },
    kdfOptions: measured.kdfOptions,
    statement: measured.statement,
    reports: measured.reports,
    web: measured.web,
    skipped: measured.skipped,
  };
}
