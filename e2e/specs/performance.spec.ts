import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { authApi, pathOf } from '@wallet/contract';
import { INITIAL_JS_TARGET_GZIP, weighPages } from '../../bench/src/web-budget.ts';
import { OUTPUT_DIR, runLighthouse, type LighthouseSummary } from '../support/lighthouse.ts';

const DEMO = { username: '0812345678', password: 'demo1234' };
const DIST = path.join(import.meta.dirname, '../../apps/web/dist');

/** Issue 11's gates; 95 is the target, 90 the floor a noisy shared machine may dip to. */
const PERFORMANCE_FLOOR = 90;
const PERFORMANCE_TARGET = 95;
const ACCESSIBILITY_FLOOR = 95;
/**
 * LCP of a page's median run, for both pages: issue 44's 2.0 s. Lighthouse simulates the phone's
 * link over the requests that ended before the paint (ADR 0211), so the number follows the bytes
 * before the balance far more than the host: with the fonts preloaded after the screen's files (ADR
 * 0229) /user/home measured 1.70-1.73 s and /login 1.50-1.60 s at benchmark indexes 2,300-2,950.
 */
const LCP_MAX_MS = 2000;
const CLS_MAX = 0.1;
/**
 * JavaScript a visit of /user/home downloads in the whole trace, lazy chunks fetched before the page
 * went quiet included (median run). Issue 44's target is 110 kB; the ceiling is today's 59.7 kB
 * (Preact's renderer, ADR 0215) with 4 kB of room (ADR 0205), so a chunk that starts loading on
 * every visit fails here. The bytes do not depend on the host's load, only on the build.
 */
const HOME_SCRIPT_MAX_BYTES = 64_000;
/**
 * Lighthouse's warning for a page whose network or main thread never went quiet: it waited its
 * 45 s limit and measured what it had. The gate refuses it: the numbers are incomplete, and a
 * request never finished on a member's phone too (a read index.html started that nobody took).
 */
const NEVER_QUIET = /loaded too slowly/i;
/**
 * Both pages are held to the speed gates (ADR 0038). Each is measured three times and judged by its
 * median run, Lighthouse's own advice for a noisy host: on this shared 2-core machine single runs
 * of an unchanged build spread by 0.3 s of LCP (one /user/home series: 2.42, 2.43, 2.43, 2.74 s),
 * one slow run in a series. The median of three sets one slow run aside as five did, at 60 % of
 * the time (ADR 0198); the stage runs on a quiet host (issue 29), where two slow runs of three
 * are a slower page, not noise.
 */
const SPEED_GATED_PAGES = ['/login', '/user/home'];
const RUNS_PER_GATED_PAGE = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/**
 * A gated page's result: the run with the median performance score, with the median LCP of all
 * runs (each metric judged by its own median; one slow run moves neither).
 */
async function measured(url: string, token?: string): Promise<LighthouseSummary> {
  const page = new URL(url).pathname;
  if (!SPEED_GATED_PAGES.includes(page)) return runLighthouse(url, { token });
  const runs: LighthouseSummary[] = [];
  for (let index = 0; index < RUNS_PER_GATED_PAGE; index += 1) runs.push(await runLighthouse(url, { token }));
  console.log(
    `${page} runs: performance ${runs.map((run) => run.performance).join(', ')}; LCP ${runs.map((run) => run.lcpMs).join(', ')} ms; ` +
      `JS ${runs.map((run) => (run.scriptBytes / 1000).toFixed(1)).join(', ')} kB; ` +
      // What the simulated LCP counts (ADR 0211): the run's own paint and what had ended by then.
      `observed LCP ${runs.map((run) => `${run.observedLcpMs} ms after ${(run.bytesBeforeLcp / 1000).toFixed(1)} kB`).join(', ')}`,
  );
  const performance = median(runs.map((run) => run.performance));
  const typical = runs.find((run) => run.performance === performance)!;
  return {
    ...typical,
    lcpMs: median(runs.map((run) => run.lcpMs)),
    scriptBytes: median(runs.map((run) => run.scriptBytes)),
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
  };
}

async function demoToken(baseURL: string): Promise<string> {
  const response = await fetch(new URL(pathOf(authApi.login), baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO, isRemember: true }),
  });
  expect(response.ok).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

test('/login loads at most 120 kB of JavaScript (gzip), compressed on the wire', async ({ page }) => {
  const weights = weighPages(DIST);
  const login = weights.find((weight) => weight.page === '/login')!;
  expect(login.gzip).toBeLessThanOrEqual(INITIAL_JS_TARGET_GZIP);
  // Issue 29: home's first load before its balance is held to the same budget (ADR 0114).
  expect(weights.find((weight) => weight.page === '/user/home')!.gzip).toBeLessThanOrEqual(
    INITIAL_JS_TARGET_GZIP,
  );

  const scripts = new Map<string, string | undefined>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js'))
      scripts.set(url.pathname.slice(1), response.headers()['content-encoding']);
  });
  await page.goto('/login');
  await expect(page.locator('#login-title')).toBeVisible();
  // Everything the budget counts was fetched, and fetched compressed (Chromium takes gzip over
  // plain http; br over https).
  for (const file of login.files) {
    expect(scripts.has(file), file).toBe(true);
    expect(['gzip', 'br'], file).toContain(scripts.get(file));
  }
});

test('a repeat visit loads no JavaScript from the network and no API answer from the cache', async ({
  page,
}) => {
  await page.goto('/login');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first visit's page is not controlled yet; the worker claims it, then precaches.
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 20_000 })
    .toBeGreaterThan(0);

  const fromNetwork: string[] = [];
  const apiFromWorker: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && !response.fromServiceWorker()) fromNetwork.push(url.pathname);
    if (url.pathname.startsWith('/api/') && response.fromServiceWorker()) apiFromWorker.push(url.pathname);
  });
  await page.goto('/login');
  await expect(page.locator('#login-title')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fromNetwork).toEqual([]);
  expect(apiFromWorker).toEqual([]);
  const cachedApi = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls.filter((url) => /^\/(api|socket\.io|backoffice)(\/|$)/.test(url));
  });
  expect(cachedApi).toEqual([]);
});

test('Lighthouse mobile: /login and /user/home are fast and accessible', async ({ baseURL }) => {
  test.setTimeout(600_000);
  const runs: LighthouseSummary[] = [
    await measured(new URL('/login', baseURL).href),
    await measured(new URL('/user/home', baseURL).href, await demoToken(baseURL!)),
  ];
  const lines = runs.map(
    (run) =>
      `${run.page.padEnd(11)} performance ${run.performance} (floor ${PERFORMANCE_FLOOR}, target ${PERFORMANCE_TARGET}), ` +
      `accessibility ${run.accessibility}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms (max ${LCP_MAX_MS}), TBT ${run.tbtMs} ms, ` +
      `CLS ${run.cls}, ${Math.round(run.totalBytes / 1024)} KiB, JS ${(run.scriptBytes / 1000).toFixed(1)} kB ` +
      (run.warnings.length > 0 ? `[${run.warnings.join(' ')}] ` : '') +
      (SPEED_GATED_PAGES.includes(run.page) ? '' : '[speed not gated yet] ') +
      `(host benchmarkIndex ${run.benchmarkIndex}, CPU slowdown ${run.cpuSlowdown}x)`,
  );
  console.log(`lighthouse (mobile):\n${lines.join('\n')}`);
  await writeFile(path.join(OUTPUT_DIR, 'summary.txt'), `${lines.join('\n')}\n`);
  for (const run of runs) {
    expect.soft(run.accessibility, `${run.page} accessibility`).toBeGreaterThanOrEqual(ACCESSIBILITY_FLOOR);
    expect.soft(run.cls, `${run.page} CLS`).toBeLessThanOrEqual(CLS_MAX);
    expect
      .soft(
        run.warnings.filter((warning) => NEVER_QUIET.test(warning)),
        `${run.page} went quiet`,
      )
      .toEqual([]);
    if (!SPEED_GATED_PAGES.includes(run.page)) continue;
    expect.soft(run.performance, `${run.page} performance`).toBeGreaterThanOrEqual(PERFORMANCE_FLOOR);
    expect.soft(run.lcpMs, `${run.page} LCP`).toBeLessThanOrEqual(LCP_MAX_MS);
    if (run.page === '/user/home')
      expect
        .soft(run.scriptBytes, `${run.page} JavaScript in the trace`)
        .toBeLessThanOrEqual(HOME_SCRIPT_MAX_BYTES);
  }
});
