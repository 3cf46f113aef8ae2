import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookupApi, pathOf } from '@wallet/contract';
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

/** The real server (compiled, built web app, embedded PostgreSQL in a temp folder, sandbox on) on a free port. */
export async function startServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-e2e-'));
  const port = await freePort();
  // The compiled server, as production runs it (ADR 0069): `npm run build` makes apps/server/dist.
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SANDBOX: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_LIMIT_PER_IP: '10000',
      OTP_SENDS_PER_IP: '10000',
      PHONE_CHECKS_PER_IP: '10000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url, child, 60_000);
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
