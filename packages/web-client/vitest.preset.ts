import { fileURLToPath } from 'node:url';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { PREACT_IN_TESTS, REACT_LIBRARIES } from './vite-renderer.ts';

type Plugins = NonNullable<ViteUserConfig['plugins']>;

/**
 * The test set-up of both React apps: jsdom, Testing Library's waiting budget, the app's
 * `src/test/setup.ts`, and mocks and stubbed globals undone after each test, on the renderer the
 * apps ship (Preact's, ADR 0215). The app passes its React plugin (each app installs its own).
 */
export function reactAppTestConfig(plugins: Plugins): ViteUserConfig {
  return defineConfig({
    plugins,
    resolve: { alias: PREACT_IN_TESTS },
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [
        fileURLToPath(new URL('./src/test/async-budget.ts', import.meta.url)),
        'src/test/setup.ts',
      ],
      // Bundled with the tests, so the aliases reach these libraries' own imports of React.
      server: { deps: { inline: REACT_LIBRARIES } },
      restoreMocks: true,
      unstubGlobals: true,
      // One jsdom per worker, not per file: building it (and the set-up) took 63 % of the
      // web suite's time (284 s against 23 s, ADR 0084). What a test leaves behind (the DOM,
      // storage, the language cookie, mocks, stubbed globals) is undone after each test.
      isolate: false,
      // A budget for a busy machine (two cores under a second load): a test that types a form
      // with user-event took 5.1 s there against 1.5 s idle. A hung test still fails, by name.
      testTimeout: 20_000,
    },
  });
}
