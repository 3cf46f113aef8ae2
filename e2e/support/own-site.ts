import { test as base } from '@playwright/test';
import { startServer, type SiteOptions } from './server.ts';

/**
 * A `test` whose pages and API calls go to a site of the worker's own: a server with its own
 * embedded database, started once per worker that runs such a spec (a new worker after a failure
 * starts a new one) and made the base URL, also of the contexts a spec opens itself. Nothing
 * another worker does reaches it, and nothing it changes reaches another worker.
 */
export function testOnOwnSite(site?: SiteOptions) {
  return base.extend<object, { ownSite: { url: string } }>({
    ownSite: [
      // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
      // eslint-disable-next-line no-empty-pattern
      async ({}, use) => {
        const server = await startServer(site);
        await use({ url: server.url });
        await server.stop();
      },
      // A new embedded database and its migrations, on a loaded host (support/server.ts).
      { scope: 'worker', timeout: 180_000 },
    ],
    baseURL: async ({ ownSite }, use) => use(ownSite.url),
  });
}
