import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, gamesApi, pathOf } from '@wallet/contract';
import { isAlive, postmasterPidOf } from '../src/db/data-folder-holder.ts';
import { ownerFileOf } from '../src/db/folder-owner.ts';
import { demoMember } from '../src/demo-data.ts';

import { embeddedServerEnv, http, startServer, type ServerProcess } from './server-process.ts';
import { BOOT_MS, SETTLE_MS } from './budgets.ts';

/*
 * Issue 29: one server per data folder, and a database that dies is noticed. The real server on
 * its own embedded database (loopback only), as an operator runs it: a second start on the same
 * folder, the ledger audit beside a running server, kill -9 of the PostgreSQL under load, and
 * graceful stops right after a kill -9 restart under load.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let dataDir: string;
let env: Record<string, string>;
const started: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-one-folder-'));
  env = embeddedServerEnv(dataDir, { LOGIN_LIMIT_PER_IP: '100000' }, { inherit: true });
});

afterAll(async () => {
  for (const child of started) await child.kill();
  const pid = await postmasterPidOf(path.join(dataDir, 'pg'));
  if (pid && (await isAlive(pid))) process.kill(pid, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

async function boot(): Promise<ServerProcess> {
  const child = await startServer(env);
  started.push(child);
  return child;
}

function exitOf(server: ServerProcess): Promise<number | null> {
  if (server.child.exitCode !== null || server.child.signalCode !== null)
    return Promise.resolve(server.child.exitCode);
  return new Promise((resolve) => server.child.once('exit', (code) => resolve(code)));
}

/** An npm script's entry (`ledger:audit` …) run on the folder, as `npm run` runs it. */
function runCli(
  file: string,
  args: string[] = [],
  more: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${file}`, ...args], {
    cwd: repoRoot,
    env: { ...env, ...more },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

async function login(url: string): Promise<string> {
  const answer = await http.post(url, authApi.login.path, {
    username: demoMember.username,
    password: demoMember.password,
    isRemember: false,
  });
  expect(answer.status).toBe(200);
  const { token } = answer.json() as { token: string };
  // 409 once the account exists (an earlier server of this folder activated it).
  expect([200, 409]).toContain(
    (await http.get(url, pathOf(gamesApi.activate, { slotCode: 'pg' }), token)).status,
  );
  return token;
}

interface Acknowledged {
  key: string;
  body: { from: string; to: string; amount: number };
  reference: string;
}

/**
 * Transfers of 1 baht to and from a game from `workers` clients until stopped; every 200 is kept
 * (what the client was told happened). Errors of a dying server end nothing but that request.
 */
function load(url: string, token: string, workers = 4) {
  const acknowledged: Acknowledged[] = [];
  const errors: number[] = [];
  let running = true;
  const loops = Array.from({ length: workers }, async (_, worker) => {
    for (let round = 0; running; round += 1) {
      const body = { from: round % 2 ? 'pg' : 'WALLET', to: round % 2 ? 'WALLET' : 'pg', amount: 1 };
      const key = randomUUID();
      const answer = await http
        .post(url, gamesApi.transfer.path, body, token, { 'idempotency-key': key })
        .catch(() => undefined);
      if (answer?.status === 200) {
        acknowledged.push({ key, body, reference: (answer.json() as { reference: string }).reference });
      } else if (!answer || answer.status >= 500) {
        if (answer) errors.push(answer.status);
        await new Promise((resolve) => setTimeout(resolve, 20 + worker));
      }
    }
  });
  return {
    acknowledged,
    /** 5xx answers (a broken connection is no answer). */
    errors,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** Every acknowledged transfer is still there: its replay answers the same reference, SUCCESS. */
async function expectKept(url: string, token: string, acknowledged: Acknowledged[]) {
  for (const each of acknowledged) {
    const replay = await http.post(url, gamesApi.transfer.path, each.body, token, {
      'idempotency-key': each.key,
    });
    expect(replay.status).toBe(200);
    expect(replay.json()).toMatchObject({ reference: each.reference, status: 'SUCCESS' });
  }
}

async function auditPassed(server: ServerProcess) {
  const deadline = Date.now() + SETTLE_MS;
  while (!/ledger audit passed|LEDGER AUDIT FAILED/.test(server.output())) {
    if (Date.now() > deadline) throw new Error('no audit at start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(server.output()).toContain('ledger audit passed');
}

describe('one server per data folder', () => {
  let first: ServerProcess;

  it(
    'a second start on a folder a live server holds is refused in words, and the first goes on serving',
    async () => {
      first = await boot();
      const token = await login(first.url);
      const postgres = (await postmasterPidOf(path.join(dataDir, 'pg')))!;
      expect(existsSync(ownerFileOf(path.join(dataDir, 'pg')))).toBe(true);

      const second = await startServer(env).then(
        (server) => {
          started.push(server);
          return server;
        },
        (error: Error) => error,
      );
      expect(second).toBeInstanceOf(Error);
      expect((second as Error).message).toContain(
        `The wallet server did not start: the database in ${dataDir} is in use by the wallet server (pid ${first.child.pid}`,
      );
      for (const cli of ['ledger-audit.ts', 'audit-verify.ts']) {
        const run = await runCli(cli);
        expect(run.output).toContain(
          `the database in ${dataDir} is in use by the wallet server (pid ${first.child.pid}`,
        );
        expect(run.code).not.toBe(0);
      }
      // A backup reads the running server's database where it listens, and takes nothing.
      const backups = path.join(dataDir, 'backups');
      const backup = await runCli('backup.ts', [], { BACKUP_DIR: backups });
      expect(backup.output).toMatch(/backup: .*wallet-\d{8}T\d{9}Z\.backup\.jsonl\.gz/);
      expect(backup.code).toBe(0);
      // Nothing was stopped: same PostgreSQL, the first server answers as before.
      expect(await postmasterPidOf(path.join(dataDir, 'pg'))).toBe(postgres);
      expect((await http.get(first.url, '/readyz')).status).toBe(200);
      expect((await http.get(first.url, pathOf(gamesApi.account, { slotCode: 'pg' }), token)).status).toBe(
        200,
      );

      // npm run restore -- <file> into a new embedded folder, then the audit there.
      const [file] = (await readdir(backups)).filter((name) => name.endsWith('.backup.jsonl.gz'));
      const copyDir = path.join(dataDir, 'restored');
      const restored = await runCli('restore.ts', [path.join(backups, file!)], { DATA_DIR: copyDir });
      expect(restored.output).toContain('restore: ');
      expect(restored.code).toBe(0);
      const audit = await runCli('ledger-audit.ts', [], { DATA_DIR: copyDir });
      expect(audit.output).toContain('ledger audit: OK');
      // A second restore into the same folder is refused: it is no longer empty.
      const again = await runCli('restore.ts', [path.join(backups, file!)], { DATA_DIR: copyDir });
      expect(again.output).toContain('the target database is not empty');
      expect(again.code).toBe(2);
    },
    2 * BOOT_MS + 4 * SETTLE_MS,
  );

  it(
    'kill -9 of the embedded PostgreSQL under load: the server exits non-zero within seconds, nothing acknowledged is lost',
    async () => {
      const token = await login(first.url);
      const traffic = load(first.url, token);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const postgres = (await postmasterPidOf(path.join(dataDir, 'pg')))!;
      const killed = Date.now();
      process.kill(postgres, 'SIGKILL');
      const code = await exitOf(first);
      // Within seconds, not at the next request's pool timeout; the bound allows a loaded machine.
      expect(Date.now() - killed).toBeLessThan(15_000);
      expect(code).toBe(1);
      expect(first.output()).toContain(
        `The embedded PostgreSQL (pid ${postgres}) exited under the running server`,
      );
      await traffic.stop();
      expect(traffic.acknowledged.length).toBeGreaterThan(0);
      // Requests in flight lost their connection; none was answered 500.
      expect(traffic.errors).toEqual([]);

      const again = await boot();
      await auditPassed(again);
      await expectKept(again.url, await login(again.url), traffic.acknowledged);
      first = again;
    },
    2 * BOOT_MS + 2 * SETTLE_MS,
  );

  it(
    'a graceful stop right after a kill -9 restart under load leaves the folder clean, then a start works (twice)',
    async () => {
      for (let round = 0; round < 2; round += 1) {
        const token = await login(first.url);
        const before = load(first.url, token);
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await first.kill();
        await before.stop();
        const restarted = await boot();
        const during = load(restarted.url, await login(restarted.url));
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const postgres = (await postmasterPidOf(path.join(dataDir, 'pg')))!;
        const exited = exitOf(restarted);
        restarted.child.kill('SIGTERM');
        expect(await exited).toBe(0);
        await during.stop();
        // The server waited for its PostgreSQL: gone (no zombie), no pid file, no owner record.
        expect(await isAlive(postgres)).toBe(false);
        expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
        expect(existsSync(ownerFileOf(path.join(dataDir, 'pg')))).toBe(false);
        first = await boot();
        await auditPassed(first);
        await expectKept(first.url, await login(first.url), [...before.acknowledged, ...during.acknowledged]);
      }
      const exited = exitOf(first);
      first.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      const audit = await runCli('ledger-audit.ts');
      expect(audit.output).toContain('ledger audit: OK');
      expect(audit.code).toBe(0);
    },
    5 * BOOT_MS + 3 * SETTLE_MS,
  );
});
