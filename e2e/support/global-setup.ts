import { resolveChromium } from './chromium.ts';
import { startServer } from './server.ts';

/** Starts one server for the run; workers read its URL and the browser path from the environment. */
export default async function globalSetup() {
  process.env.CHROMIUM_PATH = await resolveChromium();
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  return () => server.stop();
}
