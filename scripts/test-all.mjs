// Runs every suite (unit, server on real PostgreSQL, browser e2e, the Lighthouse gate) and ends
// with one "N passed, N failed" line, so CI and people read the same total.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, createWriteStream } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const reports = path.resolve('node_modules/.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (workspace, name, stage) => ({
  name,
  stage,
  command: [
    'npm',
    [
      'run',
      'test',
      '-w',
      workspace,
      '--',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reports}/${name}.json`,
    ],
  ],
  count: (json) => ({
    passed: json.numPassedTests,
    failed: json.numFailedTests + (json.numTotalTests === 0 ? 1 : 0),
  }),
  // A file that failed outside its tests (an import, a hook) names itself, with its first line.
  failures: (json) =>
    json.testResults.flatMap((file) => {
      const tests = file.assertionResults
        .filter((test) => test.status === 'failed')
        .map((test) =>
          [`${path.relative('.', file.name)} › ${test.fullName}`, ...headOf(test.failureMessages?.[0])].join(
            '\n    ',
          ),
        );
      if (tests.length > 0 || file.status !== 'failed') return tests;
      return [`${path.relative('.', file.name)}: ${String(file.message).split('\n')[0]}`];
    }),
});

const playwright = (name, projects, stage) => ({
  name,
  stage,
  command: [
    'npm',
    [
      'run',
      'test',
      '-w',
      '@wallet/e2e',
      '--',
      ...projects.map((project) => `--project=${project}`),
      '--reporter=list,json',
    ],
  ],
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/${name}.json` },
  count: (json) => ({ passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected }),
  failures: (json) =>
    specsOf(json.suites)
      .filter((spec) => !spec.ok)
      .map((spec) => [`${spec.file} › ${spec.title}`, ...headOf(firstError(spec))].join('\n    ')),
});

/**
 * The first lines of a failure's message, under its name in the summary: CI shows only the end of
 * the output, and a property test's seed and whole counterexample (fast-check prints them first)
 * are what a rerun needs; other lines are cut at 300 characters.
 */
function headOf(message = '') {
  return stripVTControlCharacters(String(message))
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '')
    .slice(0, 4)
    .map((line) => {
      const room = line.startsWith('Counterexample') ? 3000 : 300;
      return line.length > room ? `${line.slice(0, room)}…` : line;
    });
}

/** The message of a failed spec's first failing attempt. */
function firstError(spec) {
  const results = (spec.tests ?? []).flatMap((test) => test.results ?? []);
  return results.find((result) => result.error)?.error?.message;
}

/** Every spec of a Playwright JSON report, however deep its describe blocks nest. */
function specsOf(suites = []) {
  return suites.flatMap((suite) => [...(suite.specs ?? []), ...specsOf(suite.suites)]);
}

/**
 * Suites of one stage run side by side; stages run one after another. Stage 1 holds what needs no
 * database and no timing (the house, the unit suites, the build); the server suites, the browser
 * flows and the Lighthouse gate each have the machine to themselves: they measure time (a push
 * within a second, a page's LCP), and the gate judges the page only on a quiet host (issue 29).
 */
const suites = [
  // The house's shape (.dependency-cruiser.cjs): no import circle, no arrow back up.
  { name: 'house', stage: 1, command: ['npm', ['run', 'lint:house']] },
  vitest('@wallet/contract', 'contract', 1),
  vitest('@wallet/i18n', 'i18n', 1),
  vitest('@wallet/web-client', 'web-client', 1),
  vitest('@wallet/web', 'web', 1),
  vitest('@wallet/backoffice', 'backoffice', 1),
  // The deployable build and the Lao site's member web beside it, for the e2e stage (ADR 0193).
  { name: 'build', stage: 1, command: ['npm', ['run', 'build:e2e']] },
  vitest('@wallet/server', 'server', 2),
  playwright('e2e', ['flows', 'site-wide'], 3),
  playwright('lighthouse', ['lighthouse'], 4),
];

// `node scripts/test-all.mjs server` runs only the named suites (CI's second pass).
const only = process.argv.slice(2);
const selected = only.length > 0 ? suites.filter((suite) => only.includes(suite.name)) : suites;

/** Runs one suite; alone it writes to the terminal, beside others to a log printed when it ends. */
function run(suite, alone) {
  const [cmd, args] = suite.command;
  const log = path.join(reports, `${suite.name}.log`);
  const child = spawn(cmd, args, {
    stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...suite.env },
  });
  if (!alone) {
    const out = createWriteStream(log);
    child.stdout.pipe(out);
    child.stderr.pipe(out);
  }
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (!alone) process.stdout.write(`\n==== ${suite.name} ====\n${readFileSync(log, 'utf8')}`);
      resolve(status);
    });
  });
}

function countsOf(suite, status) {
  let counts = { passed: 0, failed: 0, names: [] };
  if (suite.count) {
    try {
      const json = JSON.parse(readFileSync(`${reports}/${suite.name}.json`, 'utf8'));
      counts = { ...suite.count(json), names: suite.failures(json) };
    } catch {
      counts = { passed: 0, failed: 1, names: [] };
    }
  }
  if (status !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

let passed = 0;
let failed = 0;
const summary = [];
const stages = [...new Set(selected.map((suite) => suite.stage))].sort((a, b) => a - b);
for (const stage of stages) {
  const group = selected.filter((suite) => suite.stage === stage);
  const started = Date.now();
  const statuses = await Promise.all(group.map((suite) => run(suite, group.length === 1)));
  const seconds = Math.round((Date.now() - started) / 1000);
  group.forEach((suite, index) => {
    const counts = countsOf(suite, statuses[index]);
    passed += counts.passed;
    failed += counts.failed;
    summary.push(
      `${suite.name}: ${statuses[index] === 0 && counts.failed === 0 ? 'ok' : 'FAILED'} (${counts.passed} passed, ${counts.failed} failed; stage ${stage}, ${seconds} s)`,
      ...counts.names.map((name) => `  ✘ ${name}`),
    );
  });
  // Browser tests need the build: stop early rather than report a confusing e2e failure.
  const build = group.findIndex((suite) => suite.name === 'build');
  if (build >= 0 && statuses[build] !== 0) break;
}
console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
