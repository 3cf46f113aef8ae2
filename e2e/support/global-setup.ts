import { resolveChromium } from './chromium.ts';
import { startServer } from './server.ts';

/**
 * Starts the run's two servers, each with its own database (ADR 0206): one for the flows, whose
 * specs touch only their own members and run two at a time, and one for the site-wide specs, which
 * change what the whole site shows and run one at a time beside the flows. Workers read the URLs
 * and the browser's path from the environment.
 */
export default async function globalSetup() {
  process.env.CHROMIUM_PATH = await resolveChromium();
  const [flows, siteWide] = await Promise.all([startServer(), startServer()]);
  process.env.E2E_BASE_URL = flows.url;
  process.env.E2E_SITE_WIDE_URL = siteWide.url;
  return async () => {
    await Promise.all([flows.stop(), siteWide.stop()]);
  };
}
