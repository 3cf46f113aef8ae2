import { mkdir, writeFile } from 'node:fs/promises';
import type { CpuShare } from './cpu.ts';
import { formatKdfOptions, type KdfOptionTiming } from './kdf.ts';
import type { LoadResult } from './load.ts';
import { MiB, type MemoryPeak } from './memory.ts';
import type { RoundTrips } from './roundtrips.ts';
import { formatReportsBench, type ReportsBench } from './reports-bench.ts';
import { formatStatementBench, type StatementBench } from './statement-bench.ts';
import type { PageWeight } from './web-budget.ts';
import {
  authApi,
  gamesApi,
  homeApi,
  spinApi,
  type RouteDef,
} from '../../packages/contract/src/routes/index.ts';

export interface RunRow extends LoadResult {
  name: string;
  connections: number;
  /** The server process's peak memory during the run (warm-up included), in bytes. */
  memory: MemoryPeak;
  /** Who used the CPU during the measured run, in percent of one core. */
  cpu: CpuShare | undefined;
}

interface Ratio {
  ratio: number;
  target: number;
  pass: boolean;
}

/**
 * A read route's ratio to bare, with bare Fastify's own ratio when it sends that route's answer
 * (the same bytes and headers: the most the line can be on this bench) and the route's ratio to it.
 */
interface ReadRatio extends Ratio {
  sameBytes?: number;
  ofSameBytes?: number;
}

/** A ratio with the run's p99 against a target of its own. */
type LatencyRatio = Ratio & { p99: number; p99Target: number; p99Pass: boolean; connections: number };

export interface BenchReport {
  finishedAt: string;
  node: string;
  cores: number;
  seconds: number;
  database: 'embedded' | 'external';
  /** The server's PostgreSQL pool size, shared by every database-bound run. */
  poolSize: number;
  /** From the spawn of the compiled server (ADR 0069) to its listening, database start included. */
  serverStartMs: number;
  runs: RunRow[];
  /** Lookup req/s over bare req/s; the target is at least `target`. */
  lookup: ReadRatio | undefined;
  /** GET /api/wallet req/s over bare req/s. */
  wallet: ReadRatio | undefined;
  /** POST /api/wallet/transfer req/s over the naive transaction's, and its p99. */
  transfer: LatencyRatio | undefined;
  /** POST /api/spin/spin req/s over the naive transaction's, and its p99 (issue 44). */
  spin?: LatencyRatio | undefined;
  /** Peak RSS over the runs named (bytes), against a target in MB (10^6 bytes). */
  rss:
    | {
        peak: MemoryPeak;
        peakRun: string;
        target: number;
        pass: boolean;
        runs: string[];
        /** Before the first run, after the setup. */
        idle: MemoryPeak;
      }
    | undefined;
  roundTrips: { wallet: RoundTrips; naive: RoundTrips; transfer: RoundTrips; spin: RoundTrips } | undefined;
  /** The books after the load: the audit's verdict, and transfers left PENDING. */
  audit: { ok: boolean; journals: number; pending: number; members: number } | undefined;
  /** Successful logins per second of the login run (one node), against its target. */
  login: { rps: number; target: number; pass: boolean } | undefined;
  /** Timed only when the login run is part of the bench. */
  kdf:
    | {
        msPerHash: number;
        parallelHashesPerSecond: number;
        samples: number;
        hashThreads: number;
        /** The textbook ceiling: every core hashing. */
        expectedLoginRps: number;
      }
    | undefined;
  /** OWASP's argon2id settings timed in the same run (ADR 0071's table, issue 29's login options). */
  kdfOptions?: KdfOptionTiming[] | undefined;
  /** Statement pages of a member with a long history (ADR 0070). */
  statement: StatementBench | undefined;
  /** The back-office dashboard over a million journals (issue 27, ADR 0090). */
  reports?: ReportsBench | undefined;
  /** The built web app's initial JavaScript per page (issue 11, issue 29's /user/home). */
  web?: PageWeight[] | undefined;
  skipped: string[];
}

/** CPU% taken by other processes during a run above which the report flags the run. */
const NOISY_ELSEWHERE = 25;

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** Login is thousands of times slower than bare: keep two significant digits instead of printing 0.000. */
const ratioText = (ratio: number) => (ratio > 0 && ratio < 0.01 ? ratio.toPrecision(2) : fixed(ratio, 3));

/** Plain columns, so the output reads the same in a terminal and in a CI log. */
export function formatReport(report: BenchReport): string {
  const bare = report.runs.find((run) => run.name === 'bare')?.rps ?? 0;
  const header = [
    'name',
    'conns',
    'req/s',
    'p99 ms',
    'x bare',
    'non-2xx',
    'errors',
    'RSS MiB',
    'heap MiB',
    'CPU% server',
    '(main)',
    'loadgen',
    'pg',
    'elsewhere',
  ];
  const rows = report.runs.map((run) => [
    run.name,
    String(run.connections),
    fixed(run.rps, run.rps < 100 ? 1 : 0),
    fixed(run.p99, 1),
    bare > 0 ? ratioText(run.rps / bare) : '-',
    String(run.non2xx),
    String(run.errors),
    fixed(run.memory.rss / MiB, 0),
    fixed(run.memory.heap / MiB, 0),
    fixed(run.cpu?.server ?? NaN, 0),
    fixed(run.cpu?.main ?? NaN, 0),
    fixed(run.cpu?.loadgen ?? NaN, 0),
    fixed(run.cpu?.postgres ?? NaN, 0),
    fixed(run.cpu?.elsewhere ?? NaN, 0),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');

  const out = [
    `Bench: ${report.seconds} s per route after 1 s warm-up, node ${report.node}, ${report.cores} cores, ${report.database} PostgreSQL, pool of ${report.poolSize} connections`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
    `CPU% is of one core (${report.cores} here) during the measured run: server = the server's process (main =`,
    `its event loop); loadgen = autocannon's own process; pg = the embedded PostgreSQL; elsewhere = other`,
    `processes (a high figure marks a run that shared the machine). RSS and heap MiB: the server process's`,
    `peaks during the run (heap: its V8 heap).`,
    '',
  ];
  const noisy = report.runs.filter((run) => (run.cpu?.elsewhere ?? 0) >= NOISY_ELSEWHERE);
  if (noisy.length > 0) {
    out.push(
      `WARNING: other processes took >= ${NOISY_ELSEWHERE}% of a core during ${noisy.map((run) => run.name).join(', ')}:`,
      `  those runs' numbers are low; run the bench again on a quiet machine.`,
      '',
    );
  }
  const endpoint = (route: RouteDef) => `${route.method} ${route.path}`;
  const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
  // What bare Fastify made of the same answer: the line's ceiling on this bench, and our stack's share.
  const sameBytes = (read: ReadRatio) =>
    read.sameBytes === undefined
      ? []
      : [
          `  bare Fastify sending the same bytes and headers: ${fixed(read.sameBytes, 3)} x bare; ` +
            `this route ${fixed(read.ofSameBytes ?? NaN, 3)} x that`,
        ];
  if (report.lookup) {
    const { ratio, target, pass } = report.lookup;
    out.push(
      `Target lookup/banks >= ${target} x bare: ${fixed(ratio, 3)} -> ${verdict(pass)}`,
      ...sameBytes(report.lookup),
    );
  }
  if (report.wallet) {
    const { ratio, target, pass } = report.wallet;
    out.push(
      `Target wallet (${endpoint(homeApi.wallet)}) >= ${target} x bare: ${fixed(ratio, 3)} -> ${verdict(pass)}`,
      ...sameBytes(report.wallet),
    );
  }
  if (report.transfer) {
    const { ratio, target, pass, p99, p99Target, p99Pass, connections } = report.transfer;
    out.push(
      `Target transfer (${endpoint(gamesApi.transfer)}) >= ${target} x transfer/naive: ${fixed(ratio, 3)} -> ${verdict(pass)}`,
      `Target transfer p99 <= ${p99Target} ms at ${connections} connections: ${fixed(p99, 1)} ms -> ${verdict(p99Pass)}`,
    );
  }
  if (report.spin) {
    const { ratio, target, pass, p99, p99Target, p99Pass, connections } = report.spin;
    out.push(
      `Target spin (${endpoint(spinApi.spin)}) >= ${target} x transfer/naive: ${fixed(ratio, 3)} -> ${verdict(pass)}`,
      `Target spin p99 <= ${p99Target} ms at ${connections} connections: ${fixed(p99, 1)} ms -> ${verdict(p99Pass)}`,
    );
  }
  if (report.rss) {
    const { peak, peakRun, target, pass, runs, idle } = report.rss;
    const mib = (bytes: number) => `${fixed(bytes / MiB, 0)} MiB`;
    out.push(
      `Target server RSS under load <= ${target} MB: peak ${fixed(peak.rss / 1e6, 1)} MB (${mib(peak.rss)}, during ${peakRun}; runs ${runs.join(', ')}) -> ${verdict(pass)}`,
      `  idle after setup ${mib(idle.rss)}, V8 heap ${mib(idle.heap)} of which young generation ${mib(idle.youngGeneration)};`,
      `  at the peak V8 heap ${mib(peak.heap)}, young generation ${mib(peak.youngGeneration)}`,
    );
  }
  if (report.login) {
    const { rps, target, pass } = report.login;
    out.push(
      `Target login (${endpoint(authApi.login)}) >= ${target} req/s per node: ${fixed(rps, 1)} -> ${verdict(pass)}`,
    );
  }
  if (report.roundTrips) {
    out.push(
      '',
      'Database cost per request, one request at a time after the load (every statement in the JSON):',
    );
    for (const [name, trips] of Object.entries(report.roundTrips)) {
      const { transactions, single } = trips;
      out.push(
        `  ${name.padEnd(8)} ${fixed(trips.statementsPerRequest, 1).padStart(5)} statements (round trips), ${fixed(trips.checkoutsPerRequest, 1)} pool checkouts, ${fixed(trips.msPerRequest, 2)} ms alone;` +
          ` ${transactions.length} transactions (${transactions.join(' + ') || '-'} statements with BEGIN/COMMIT) + ${single} on their own`,
      );
    }
    const transfer = report.roundTrips.transfer;
    out.push('  transfer statements, ms each from send to answer, one request at a time:');
    transfer.statements.forEach((statement, i) =>
      out.push(`    ${fixed(transfer.statementMs[i] ?? NaN, 2).padStart(6)}  ${statement.slice(0, 80)}`),
    );
  }
  if (report.audit) {
    const { ok, journals, pending, members } = report.audit;
    out.push(
      `Ledger audit after the load: ${ok ? 'balanced' : 'NOT BALANCED'} (${journals} journals); transfers by ${members} members, ${pending} left PENDING`,
    );
  }
  if (report.kdf) {
    const { msPerHash, parallelHashesPerSecond, samples, hashThreads, expectedLoginRps } = report.kdf;
    const parallel = Math.min(report.cores, hashThreads);
    out.push(
      '',
      `KDF (argon2id, ADR 0071) ${fixed(msPerHash, 1)} ms per hash (${samples} sequential hashes)`,
      `Login is KDF-bound: each login verifies one hash on libuv's pool, so req/s is at most about`,
      `  min(cores, pool threads) x 1000 / ms per hash = min(${report.cores}, ${hashThreads}) x 1000 / ${fixed(msPerHash, 1)} ~ ${fixed(expectedLoginRps, 1)} req/s`,
      `  measured with ${parallel} hashes in flight: ${fixed(parallelHashesPerSecond, 1)} hashes/s (memory-hard, so cores may not add up)`,
    );
  }
  if (report.kdfOptions)
    out.push(formatKdfOptions(report.kdfOptions, Math.min(report.cores, report.kdf?.hashThreads ?? 4)));
  if (report.statement) out.push('', formatStatementBench(report.statement));
  if (report.reports) out.push('', formatReportsBench(report.reports));
  out.push(
    '',
    `Server process: compiled JavaScript (ADR 0069), started in ${fixed(report.serverStartMs / 1000, 1)} s (embedded PostgreSQL start and migrations included)`,
  );
  for (const reason of report.skipped) out.push(`SKIPPED: ${reason}`);
  return out.join('\n');
}

export async function writeReport(report: BenchReport): Promise<string> {
  const file = new URL('../results/latest.json', import.meta.url);
  await mkdir(new URL('.', file), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  return file.pathname;
}
