import { mkdir, writeFile } from 'node:fs/promises';
import type { LoadResult } from './load.ts';

export interface RunRow extends LoadResult {
  name: string;
  connections: number;
}

export interface BenchReport {
  finishedAt: string;
  node: string;
  cores: number;
  seconds: number;
  database: 'embedded' | 'external';
  runs: RunRow[];
  /** Lookup req/s over bare req/s; the target is at least `target`. */
  lookup: { ratio: number; target: number; pass: boolean } | undefined;
  kdf: {
    msPerHash: number;
    parallelHashesPerSecond: number;
    samples: number;
    hashThreads: number;
    /** The textbook ceiling: every core hashing. */
    expectedLoginRps: number;
  };
  rssMiB: number;
  skipped: string[];
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');
/** Login is thousands of times slower than bare: keep two significant digits instead of printing 0.000. */
const ratioText = (ratio: number) => (ratio > 0 && ratio < 0.01 ? ratio.toPrecision(2) : fixed(ratio, 3));

/** Plain columns, so the output reads the same in a terminal and in a CI log. */
export function formatReport(report: BenchReport): string {
  const bare = report.runs.find((run) => run.name === 'bare')?.rps ?? 0;
  const header = ['name', 'req/s', 'p99 ms', 'x bare', 'non-2xx', 'errors'];
  const rows = report.runs.map((run) => [
    run.name,
    fixed(run.rps, run.rps < 100 ? 1 : 0),
    fixed(run.p99, 1),
    bare > 0 ? ratioText(run.rps / bare) : '-',
    String(run.non2xx),
    String(run.errors),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');

  const out = [
    `Bench: ${report.seconds} s per route after 1 s warm-up, node ${report.node}, ${report.cores} cores, ${report.database} PostgreSQL`,
    '',
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
    '',
  ];
  if (report.lookup) {
    const { ratio, target, pass } = report.lookup;
    out.push(`Target lookup/banks >= ${target} x bare: ${fixed(ratio, 3)} -> ${pass ? 'PASS' : 'FAIL'}`);
  }
  const { msPerHash, parallelHashesPerSecond, samples, hashThreads, expectedLoginRps } = report.kdf;
  const parallel = Math.min(report.cores, hashThreads);
  out.push(
    `KDF (scrypt) ${fixed(msPerHash, 1)} ms per hash (${samples} sequential hashes)`,
    `Login is KDF-bound: each login verifies one hash on libuv's pool, so req/s is at most about`,
    `  min(cores, pool threads) x 1000 / ms per hash = min(${report.cores}, ${hashThreads}) x 1000 / ${fixed(msPerHash, 1)} ~ ${fixed(expectedLoginRps, 1)} req/s`,
    `  measured with ${parallel} hashes in flight: ${fixed(parallelHashesPerSecond, 1)} hashes/s (scrypt is memory-bound, so cores may not add up)`,
    `Server process RSS after load: ${fixed(report.rssMiB, 1)} MiB (includes the in-process load generator)`,
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
