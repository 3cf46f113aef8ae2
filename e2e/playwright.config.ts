import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium.ts';
import { FLOW_MS } from './support/screens.ts';

/**
 * Specs that change or read what is shared by the whole site: its settings (site switch, chat
 * widget, OTP at registration, spin, limits, agreements), the sandbox verifier's one-shot failure
 * mode, the day's totals on the dashboard, and the one demo admin whose TOTP code is good once.
 */
const siteWide =
  /(backoffice|bank-feed|chat|member-password-reset|navigation|public-screens|queues|reports|settings|spin|ux-checks|withdraw-approval)\.spec\.ts$/;

/**
 * What the browser specs' contexts share: no service worker. Each test's new context installed it
 * and precached the whole build (79 files) through it, and routed every later fetch through it:
 * a fifth of the stage's Chromium CPU (ADR 0210). The Lighthouse project keeps it; its
 * repeat-visit spec is the one that tests it.
 */
const browserSpecs = { serviceWorkers: 'block' } as const;

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  // Flows that touch only their own members run two at a time on the run's server; those that
  // change what the whole site shows run beside them, two at a time, each worker one after another
  // on a server of its own (support/site-wide.ts; ADRs 0094, 0206).
  workers: 4,
  // A flow's budget on a loaded host; a test that does more sets its own from what it does.
  timeout: FLOW_MS,
  // A screen's answer on a loaded host (load average 40 on 2 cores took over 10 s to show a
  // member's name on home): the same budget as an action's, where 10 s failed healthy flows.
  expect: { timeout: 30_000 },
  reporter: [['list']],
  // The Lighthouse gate is its own project: `npm test` runs it last, on a quiet host (issue 29).
  projects: [
    {
      name: 'flows',
      testIgnore: [siteWide, /performance\.spec\.ts$/],
      fullyParallel: true,
      workers: 2,
      use: browserSpecs,
    },
    {
      name: 'site-wide',
      testMatch: siteWide,
      workers: 2,
      // Its specs take `test` from support/site-wide.ts, whose base URL is the worker's own
      // server; one that took Playwright's own would fail here instead of sharing the run's.
      use: { ...browserSpecs, baseURL: 'http://site-wide-specs-use-support-site-wide.invalid' },
    },
    { name: 'lighthouse', testMatch: /performance\.spec\.ts$/ },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // No trace by default: recording one costs a quarter of a flow's CPU (wallet and deposit, 30
    // CPU-s traced, 23 untraced; ADR 0206), and no run keeps it. A failing spec is run again with
    // `--trace retain-on-failure` to get one.
    trace: 'off',
    // Budgets for one step, so a step that can never happen fails with its own name, not at the
    // test's timeout minutes later (Playwright waits without limit by default).
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
  },
});
