import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, gamesApi, homeApi, pathOf } from '@wallet/contract';
import { isAlive, postmasterPidOf } from '../src/db/data-folder-holder.ts';
import { demoMember } from '../src/demo-data.ts';

import { embeddedServerEnv, http, startServer, type ServerProcess } from './server-process.ts';
import { BOOT_MS, SETTLE_MS } from './budgets.ts';

/*
 * Issue 13, as an operator meets it: the server on the embedded database is killed with
 * SIGKILL, its PostgreSQL lives on as an orphan holding DATA_DIR, and the next start must
 * stop that orphan and come up on the same books. Then a SIGTERM stops everything cleanly,
 * and `ledger:audit` reads the same folder.
 */

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
let dataDir: string;
let env: Record<string, string>;
const started: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-lifecycle-'));
  env = embeddedServerEnv(dataDir);
});

afterAll(async () => {
  for (const child of started) await child.kill();
  // Whatever PostgreSQL a failed assertion left on the folder goes too.
  const pid = await postmasterPidOf(path.join(dataDir, 'pg'));
  if (pid && (await isAlive(pid))) process.kill(pid, 'SIGQUIT');
  await rm(dataDir, { recursive: true, force: true });
}, 30_000);

async function boot(): Promise<ServerProcess> {
  const child = await startServer(env);
  started.push(child);
  return child;
}

/** ppid from /proc/<pid>/stat (the field after the state, after the parenthesised name). */
async function parentOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

async function until(what: string, ms: number, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function runAudit(dir: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/ledger-audit.ts'], {
    cwd: repoRoot,
    env: { ...withoutDatabaseUrl(process.env), ...env, DATA_DIR: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** The audit must read the embedded database, whatever the test runner's environment says. */
function withoutDatabaseUrl(source: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _unset, ...rest } = source;
  return rest;
}

describe('the embedded database after the node process is killed', () => {
  it(
    'a restart stops the orphaned PostgreSQL, the books are unchanged, SIGTERM stops it all cleanly',
    async () => {
      const first = await boot();
      const login = await http.post(first.url, authApi.login.path, {
        username: demoMember.username,
        password: demoMember.password,
        isRemember: false,
      });
      expect(login.status).toBe(200);
      const { token } = login.json() as { token: string };
      expect((await http.get(first.url, pathOf(gamesApi.activate, { slotCode: 'pg' }), token)).status).toBe(
        200,
      );
      const moved = await http.post(
        first.url,
        gamesApi.transfer.path,
        { from: 'WALLET', to: 'pg', amount: 1234.56 },
        token,
        { 'idempotency-key': randomUUID() },
      );
      expect(moved.status).toBe(200);
      const balancesOf = async (url: string) => {
        const { updatedAt: _when, ...balances } = (
          await http.get(url, homeApi.wallet.path, token)
        ).json() as {
          updatedAt: string;
        };
        return balances;
      };
      const before = await balancesOf(first.url);
      expect(before).toMatchObject({ wallet: { amount: 5000 - 1234.56 } });

      const orphan = (await postmasterPidOf(path.join(dataDir, 'pg')))!;
      await first.kill();
      // The node process is gone; its PostgreSQL is not, and init has adopted it.
      expect(await isAlive(orphan)).toBe(true);
      expect(await parentOf(orphan)).toBe(1);

      const second = await boot();
      expect(second.output()).toContain(`stopping the PostgreSQL (pid ${orphan})`);
      expect(await isAlive(orphan)).toBe(false);
      await until('the audit at start', SETTLE_MS, () =>
        /ledger audit passed|LEDGER AUDIT FAILED/.test(second.output()),
      );
      expect(second.output()).toContain('ledger audit passed');
      // Same token (the session row survived), same balances.
      expect(await balancesOf(second.url)).toEqual(before);

      const postgres = (await postmasterPidOf(path.join(dataDir, 'pg')))!;
      const exited = new Promise<number | null>((resolve) =>
        second.child.once('exit', (code) => resolve(code)),
      );
      second.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(await isAlive(postgres)).toBe(false);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);

      const audit = await runAudit(dataDir);
      expect(audit.output).toContain('ledger audit: OK');
      expect(audit.code).toBe(0);
    },
    3 * BOOT_MS + 2 * SETTLE_MS,
  );

  it('a folder held by a live PostgreSQL that is not ours: ledger:audit says so and exits 2', async () => {
    const held = path.join(dataDir, 'held');
    await mkdir(path.join(held, 'pg'), { recursive: true });
    // A stand-in PostgreSQL on another folder (a pid that is no PostgreSQL at all is a recycled
    // pid: the folder is free, ADR 0067).
    const other = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', '--', '-D', '/elsewhere'], {
      argv0: 'postgres',
    });
    await new Promise((resolve) => other.once('spawn', resolve));
    await writeFile(path.join(held, 'pg', 'postmaster.pid'), `${other.pid}\n`);
    const audit = await runAudit(held).finally(() => other.kill('SIGKILL'));
    expect(audit.output).toContain(
      `ledger audit could not start: the database in ${held} is held by pid ${other.pid}`,
    );
    expect(audit.output).toContain('not a PostgreSQL of this app; stop it or set DATA_DIR');
    expect(audit.output).not.toContain('undefined');
    expect(audit.code).toBe(2);
  }, 60_000);
});
