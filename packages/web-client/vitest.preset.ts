import { defineConfig, type ViteUserConfig } from 'vitest/config';

type Plugins = NonNullable<ViteUserConfig['plugins']>;

/**
 * The test set-up of both React apps: jsdom, the app's `src/test/setup.ts`, and mocks and stubbed
 * globals undone after each test. The app passes its React plugin (each app installs its own).
 */
export function reactAppTestConfig(plugins: Plugins): ViteUserConfig {
  return defineConfig({
    plugins,
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['src/test/setup.ts'],
      restoreMocks: true,
      unstubGlobals: true,
      // One jsdom per worker, not per file: building it (and the set-up) took 63 % of the
      // web suite's time (284 s against 23 s, ADR 0084). What a test leaves behind (the DOM,
      // storage, the language cookie, mocks, stubbed globals) is undone after each test.
      isolate: false,
    },
  });
}
