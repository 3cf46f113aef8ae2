import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { lookupApi, pathOf } from '../../packages/contract/src/routes/index.ts';
import { productionNodeFlags } from './production-flags.ts';

const SERVER_DIR = fileURLToPath(new URL('../../apps/server', import.meta.url));
const START_TIMEOUT_MS = 180_000;

export interface NpmStartServer {
  baseUrl: string;
  pid: number;
  /** The process's resident set now and its high-water mark, from /proc (the kernel's count, not the process's). */
  memory(): Promise<{ rss: number; hwm: number }>;
  stop(): Promise<void>;
}

/** A port free now on loopback: the server is given it as PORT, as an operator would. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('bench: no free port');
  return address.port;
}

/** VmRSS and VmHWM of a process, in bytes (Linux only: the figures the issue measured). */
export async function procMemory(pid: number): Promise<{ rss: number; hwm: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') * 1024, hwm: kib('VmHWM') * 1024 };
}

/**
 * The compiled server (apps/server/dist/server.js, `npm run build -w @wallet/server`) started as
 * `npm start` starts it: node with the start script's flags, in apps/server, on a fresh DATA_DIR
 * (so its embedded PostgreSQL is new) with the sandbox on. Unlike startStack (stack.ts) nothing
 * of the bench runs inside it, so its high-water mark is the product's alone. `env` adds to the
 * bench's own environment and `flags` replace node's (a variant: KDF threads, pool sizes, V8 flags).
 */
export async function startNpmServer(
  env: Record<string, string> = {},
  flags: string[] = productionNodeFlags(),
): Promise<NpmStartServer> {
  const entry = path.join(SERVER_DIR, 'dist/server.js');
  if (!existsSync(entry)) throw new Error(`bench: no ${entry}: run npm run build -w @wallet/server first`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-mixed-'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...flags, 'dist/server.js'], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SANDBOX: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      // No built web app: the scenario is the API's.
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...env,
    },
    // Its request log is not read: /dev/null, so a full pipe cannot stall it.
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const until = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench: the server exited (${child.exitCode})`);
    const up = await fetch(`${baseUrl}${pathOf(lookupApi.banks)}`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > until) {
      child.kill('SIGKILL');
      throw new Error('bench: the server did not answer in time');
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    pid: child.pid!,
    memory: () => procMemory(child.pid!),
    async stop() {
      // SIGTERM: its own clean shutdown stops the embedded PostgreSQL before the folder goes.
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
