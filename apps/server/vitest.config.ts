import { configDefaults, defineConfig } from 'vitest/config';
import { IntegrationFirstSequencer } from './test/integration-first-sequencer.ts';

/**
 * test/two-nodes/ runs two API nodes on one PostgreSQL and one Redis (ADR 0036): only when
 * TEST_DATABASE_URL and TEST_REDIS_URL are both set (CI's second pass). Left out of the pattern
 * otherwise, so a run without Redis has no skipped tests; with them set, a Redis that does not
 * answer fails those tests.
 */
const twoNodes = 'test/two-nodes/**/*.test.ts';
const withRedis = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...(withRedis ? [] : [twoNodes])],
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database cloned from a migrated template; scrypt is CPU-bound,
    // so two workers fit the 2-core machines.
    maxWorkers: 2,
    // A worker keeps the modules it imported from one file to the next (ADR 0189): importing the
    // whole app again for every file was about 40% of the suite's time. Each file still builds its
    // own app on its own database, and no suite mocks a module, so nothing a file sees is another's.
    isolate: false,
    // The long files (real servers, crashes) first, so the two workers end together.
    sequence: { sequencer: IntegrationFirstSequencer },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
