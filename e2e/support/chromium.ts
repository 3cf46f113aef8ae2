import { existsSync } from 'node:fs';

/** Flags headless Chromium needs here: root has no sandbox, no GPU, and no network beyond loopback. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The system Chromium when there is one, else the build shipped inside @sparticuz/chromium
 * (an npm package, so nothing is downloaded at install or run time).
 */
export async function resolveChromium(): Promise<string> {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  const system = SYSTEM_CHROMIUM.find((path) => existsSync(path));
  if (system) return system;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}
