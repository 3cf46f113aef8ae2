import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookupApi, pathOf, type SiteVariant } from '@wallet/contract';
import { freePort } from '../../apps/server/src/db/embedded.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export async function waitForHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${url}${pathOf(lookupApi.info)}`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start in time');
}

/** A site the run drives: the Thai one by default, or the Lao one (ADR 0193). */
export interface SiteOptions {
  /** The server's SITE_VARIANT. */
  variant: SiteVariant;
  /** The member web build it serves, from the repository root. */
  webDist: string;
}

/** The Thai site: `npm run build`'s web app. */
export const THAI_SITE: SiteOptions = { variant: 'th', webDist: 'apps/web/dist' };
/** The Lao site: the e2e build's Lao web app (`npm run build:e2e`, VITE_LAO=true). */
export const LAO_SITE: SiteOptions = { variant: 'la', webDist: 'apps/web/dist-la' };

/**
 * The real server (compiled, built web app, embedded PostgreSQL in a temp folder, sandbox on) on a
 * free port. Each site started is a server of its own with its own database, as two deployments are
 * (ADR 0160).
 */
export async function startServer(
  site: SiteOptions = THAI_SITE,
): Promise<{ url: string; stop(): Promise<void> }> {
  const webDist = path.join(repoRoot, site.webDist);
  if (!existsSync(path.join(webDist, 'index.html'))) {
    throw new Error(`no web build in ${site.webDist}: run \`npm run build:e2e\` first`);
  }
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-e2e-'));
  const port = await freePort();
  // The compiled server, as production runs it (ADR 0069): `npm run build` makes apps/server/dist.
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SANDBOX: 'true',
      SITE_VARIANT: site.variant,
      WEB_DIST: webDist,
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '10000',
      OTP_SENDS_PER_IP: '10000',
      PHONE_CHECKS_PER_IP: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // A new embedded database and its migrations: about 10 s on an idle 2-core host, over 60 s when
  // the host runs other suites (load average 25); the budget is for the loaded host (issue 44).
  await waitForHealthy(url, child, 180_000);
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
