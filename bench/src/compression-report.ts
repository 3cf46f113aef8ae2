import type { RunRow } from './report.ts';

/** Compressed over uncompressed req/s of the same route: the cost of @fastify/compress (issue 11). */
const PAIRS = [
  { plain: 'lookup/banks', compressed: 'lookup/banks br', note: 'JSON over 1 KiB, brotli q4 on the fly' },
  { plain: 'wallet', compressed: 'wallet br', note: 'member route: never compressed' },
];
/** The money read must not slow down: within noise of its uncompressed run. */
const MONEY_TARGET = 0.9;

export function formatCompression(runs: RunRow[]): string {
  const rps = (name: string) => runs.find((run) => run.name === name)?.rps;
  const lines = PAIRS.flatMap(({ plain, compressed, note }) => {
    const base = rps(plain);
    const with_ = rps(compressed);
    if (!base || !with_) return [];
    const ratio = with_ / base;
    const verdict =
      plain === 'wallet' ? `  target >= ${MONEY_TARGET} -> ${ratio >= MONEY_TARGET ? 'PASS' : 'MISS'}` : '';
    return [`compression ${plain.padEnd(13)} ${ratio.toFixed(3)} x uncompressed (${note})${verdict}`];
  });
  return lines.length > 0 ? lines.join('\n') : 'compression: not measured (runs skipped)';
}
