// Runs every suite (unit, server on real PostgreSQL, browser e2e) and ends with one
// "N passed, N failed" line, so CI and people read the same total.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const reports = path.resolve('node_modules/.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const vitest = (workspace, name) => ({
  name,
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
});

const suites = [
  // The house's shape (.dependency-cruiser.cjs): no import circle, no arrow back up.
  { name: 'house', command: ['npm', ['run', 'lint:house']] },
  vitest('@wallet/contract', 'contract'),
  vitest('@wallet/i18n', 'i18n'),
  vitest('@wallet/web-client', 'web-client'),
  vitest('@wallet/web', 'web'),
  vitest('@wallet/backoffice', 'backoffice'),
  vitest('@wallet/server', 'server'),
  { name: 'build', command: ['npm', ['run', 'build']] },
  {
    name: 'e2e',
    command: ['npm', ['run', 'test', '-w', '@wallet/e2e', '--', '--reporter=list,json']],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/e2e.json` },
    count: (json) => ({ passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected }),
  },
];

// `node scripts/test-all.mjs server` runs only the named suites (CI's second pass).
const only = process.argv.slice(2);
const selected = only.length > 0 ? suites.filter((suite) => only.includes(suite.name)) : suites;

let passed = 0;
let failed = 0;
const summary = [];
for (const suite of selected) {
  const [cmd, args] = suite.command;
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...suite.env } });
  let counts = { passed: 0, failed: 0 };
  if (suite.count) {
    try {
      counts = suite.count(JSON.parse(readFileSync(`${reports}/${suite.name}.json`, 'utf8')));
    } catch {
      counts = { passed: 0, failed: 1 };
    }
  }
  if (result.status !== 0 && counts.failed === 0) counts.failed = 1;
  passed += counts.passed;
  failed += counts.failed;
  summary.push(
    `${suite.name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${counts.passed} passed, ${counts.failed} failed)`,
  );
  // Browser tests need the build: stop early rather than report a confusing e2e failure.
  if (suite.name === 'build' && result.status !== 0) break;
}
console.log(`\n${summary.join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
