import type { BenchReport } from './report.ts';
import { INITIAL_JS_TARGET_GZIP } from './web-budget.ts';
import { STATEMENT_MOVEMENTS, STATEMENT_TARGET_MS } from './statement-bench.ts';

interface Line {
  what: string;
  value: string;
  target: string;
  pass: boolean | undefined;
}

const HOME = '/user/home';

/**
 * Issue 29's numbers in one place, each beside its target, as the last block of `npm run bench`.
 * A number the run did not measure (BENCH_ONLY, no web build, an external database) says so
 * instead of passing. Run the bench three times and report the range: the machine is shared.
 */
export function formatIssue29(report: BenchReport): string {
  const home = report.web?.find((weight) => weight.page === HOME);
  const lines: Line[] = [
    {
      what: 'server RSS peak (wallet, transfer runs)',
      value: report.rss ? `${(report.rss.peak.rss / 1e6).toFixed(1)} MB` : '',
      target: `<= ${report.rss?.target ?? 180} MB`,
      pass: report.rss?.pass,
    },
    {
      what: 'wallet / bare',
      value: report.wallet ? `${report.wallet.ratio.toFixed(3)} x` : '',
      target: `>= ${report.wallet?.target ?? 0.5} x`,
      pass: report.wallet?.pass,
    },
    {
      what: 'transfer / transfer/naive',
      value: report.transfer ? `${report.transfer.ratio.toFixed(3)} x` : '',
      target: `>= ${report.transfer?.target ?? 1} x`,
      pass: report.transfer?.pass,
    },
    {
      what: `transfer p99 at ${report.transfer?.connections ?? 32} connections`,
      value: report.transfer ? `${report.transfer.p99.toFixed(1)} ms` : '',
      target: `<= ${report.transfer?.p99Target ?? 100} ms`,
      pass: report.transfer?.p99Pass,
    },
    {
      what: `${HOME} initial JS`,
      value: home ? `${(home.gzip / 1024).toFixed(1)} kB gzip` : '',
      target: `<= ${INITIAL_JS_TARGET_GZIP / 1024} kB gzip`,
      pass: home && home.gzip <= INITIAL_JS_TARGET_GZIP,
    },
    {
      what: `statement page at ${STATEMENT_MOVEMENTS.toLocaleString('en')} movements (worst)`,
      value: report.statement ? `${report.statement.worstMs.toFixed(2)} ms` : '',
      target: `<= ${STATEMENT_TARGET_MS} ms`,
      pass: report.statement?.pass,
    },
    {
      what: 'logins per node',
      value: report.login ? `${report.login.rps.toFixed(1)} /s` : '',
      target: `>= ${report.login?.target ?? 40} /s`,
      pass: report.login?.pass,
    },
  ];
  const width = Math.max(...lines.map((line) => line.what.length));
  const valueWidth = Math.max(...lines.map((line) => line.value.length), 'not measured'.length);
  const verdict = (pass: boolean | undefined) => (pass === undefined ? '-' : pass ? 'PASS' : 'MISS');
  return [
    `Issue 29 targets (one run; ratios within this run; the machine's other load shows in "elsewhere" above):`,
    ...lines.map(
      (line) =>
        `  ${line.what.padEnd(width)}  ${(line.value || 'not measured').padStart(valueWidth)}  ${line.target.padEnd(16)} ${verdict(line.pass)}`,
    ),
  ].join('\n');
}
