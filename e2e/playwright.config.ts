import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium.ts';

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  // One server, one database: flows run one after another and stay readable.
  workers: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The Lighthouse gate is its own project: `npm test` runs it last, on a quiet host (issue 29).
  projects: [
    { name: 'flows', testIgnore: /performance\.spec\.ts$/ },
    { name: 'lighthouse', testMatch: /performance\.spec\.ts$/ },
  ],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1,
    launchOptions: { executablePath: process.env.CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
  },
});
