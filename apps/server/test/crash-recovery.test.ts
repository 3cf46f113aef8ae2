import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamesApi, homeApi, pathOf, sandboxApi } from '@wallet/contract';
import { SandboxGameBooks } from '../src/adapters/games/sandbox-books.ts';
import { connect, type Database } from '../src/db/client.ts';
import { auditLedger, creditDeposit, Ledger } from '../src/modules/wallet/index.ts';
import { cloneTemplate } from './harness.ts';
import { readBooks, sandboxTransfer, type MovementRow } from './money-books.ts';
import {
  databaseServerEnv,
  http,
  registerOverHttp,
  startServer,
  type ServerProcess,
} from './server-process.ts';
import { BOOT_MS, SETTLE_MS } from './budgets.ts';

/*
 * The crash test: the real server as a child process on its own database, killed with
 * SIGKILL while a transfer is in flight (the provider has applied it, or has not yet), then
 * started again on the same database. The recovery job at start must settle what the crash
 * left PENDING exactly as the provider has it: no satang lost, none doubled.
 */

let database: Database;
let ledger: Ledger;
let env: Record<string, string>;
let server: ServerProcess | undefined;
let member: { memberId: number; token: string };
/** The sandbox provider's books of the server under test (its own folder, like a remote system's). */
let gamesDir: string;
const sandboxBooks = () => SandboxGameBooks.read(gamesDir);
const started: ServerProcess[] = [];

beforeAll(async () => {
  const url = await cloneTemplate();
  database = connect(url, 3);
  ledger = new Ledger(database.pool);
  gamesDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-crash-games-'));
  env = databaseServerEnv(url, {
    SANDBOX_GAMES_DIR: gamesDir,
    OTP_SENDS_PER_IP: '100000',
    PHONE_CHECKS_PER_IP: '100000',
    LOGIN_LIMIT_PER_IP: '100000',
    // Everything PENDING at start belongs to the recovery job...
    RECOVERY_AGE_MS: '0',
    // ...and only the run at start: an interval round (or our own call deadline) settling the
    // hung call before the kill would make this a test of something else.
    RECOVERY_INTERVAL_MS: '3600000',
    GAME_TIMEOUT_MS: '120000',
  });
  server = await boot();
  member = await registerOverHttp(server.url);
  await creditDeposit(ledger, undefined, {
    memberId: member.memberId,
    amount: 100_000,
    opKey: `crash-test-deposit:${randomUUID()}`,
    channel: 'TEST',
  });
  expect(
    (await http.get(server.url, pathOf(gamesApi.activate, { slotCode: 'pg' }), member.token)).status,
  ).toBe(200);
  expect(await readBooks(database.pool, member.memberId, sandboxBooks())).toMatchObject({
    wallet: 100_000,
    remote: { pg: 0 },
  });
}, BOOT_MS + SETTLE_MS);

afterAll(async () => {
  for (const child of started) await child.kill();
  await database?.close();
  if (gamesDir) await rm(gamesDir, { recursive: true, force: true });
});

async function boot(): Promise<ServerProcess> {
  const child = await startServer(env);
  started.push(child);
  return child;
}

/** Polls until `check` returns a value, for at most `ms`. */
async function until<T>(what: string, ms: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function latest(kind: MovementRow['kind']): Promise<MovementRow | undefined> {
  const { rows } = await database.pool.query<MovementRow>(
    `SELECT id, reference, kind, provider, from_place AS "fromPlace", to_place AS "toPlace", amount, status
     FROM movements WHERE member_id = $1 AND kind = $2 ORDER BY id DESC LIMIT 1`,
    [member.memberId, kind],
  );
  return rows[0];
}

async function statusOf(id: number): Promise<string> {
  const { rows } = await database.pool.query<{ status: string }>(
    'SELECT status FROM movements WHERE id = $1',
    [id],
  );
  return rows[0]!.status;
}

async function expectAuditOk() {
  const report = await auditLedger(database.pool);
  expect(report).toMatchObject({
    unbalancedJournals: [],
    driftedAccounts: [],
    negativeAccounts: [],
    ok: true,
  });
}

/**
 * Plans the fault, sends the transfer without waiting for its answer, waits until `ready`
 * says the moment has come, and kills the server. Returns the movement and the answer
 * the client got (none: the connection died with the server).
 */
async function killMidTransfer(
  fault: object,
  body: { from: string; to: string; amount: number },
  kind: MovementRow['kind'],
  ready: (movement: MovementRow) => Promise<boolean>,
) {
  const running = server!;
  const before = (await latest(kind))?.id ?? 0;
  expect((await http.post(running.url, pathOf(sandboxApi.faults), fault)).status).toBe(200);
  const answer = fetch(`${running.url}${pathOf(gamesApi.transfer)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${member.token}`,
      'idempotency-key': `crash-${randomUUID()}`,
    },
    body: JSON.stringify(body),
  }).then(
    (response) => `answered ${response.status}`,
    () => 'no answer',
  );
  const movement = await until(`the ${kind} movement in flight`, SETTLE_MS, async () => {
    const row = await latest(kind);
    return row && row.id > before && row.status === 'PENDING' && (await ready(row)) ? row : undefined;
  });
  await running.kill();
  server = undefined;
  expect(await answer).toBe('no answer');
  expect(await statusOf(movement.id)).toBe('PENDING');
  return movement;
}

/** Starts the server again on the same database and waits for its recovery run to settle the movement. */
async function restartAndSettle(movement: MovementRow): Promise<string> {
  server = await boot();
  const status = await until('the recovery job to settle the movement', SETTLE_MS, async () => {
    const current = await statusOf(movement.id);
    return current === 'PENDING' ? undefined : current;
  });
  await until('the audit at start', SETTLE_MS, async () =>
    /ledger audit passed|LEDGER AUDIT FAILED/.test(server!.output()) ? true : undefined,
  );
  expect(server.output()).toContain('ledger audit passed');
  expect(server.output()).not.toContain('LEDGER AUDIT FAILED');
  return status;
}

describe('SIGKILL with a transfer in flight, then a restart', () => {
  it(
    'wallet → game applied at the provider: recovery settles it SUCCESS',
    async () => {
      const movement = await killMidTransfer(
        { target: 'games', op: 'deposit', mode: 'hang-after-apply', times: 1 },
        { from: 'WALLET', to: 'pg', amount: 250.5 },
        'game_in',
        async (row) => sandboxTransfer(sandboxBooks(), 'pg', row.reference) !== undefined,
      );
      expect(movement.amount).toBe(25_050);
      // Dead server: the money sits in the member's transfer hold, and the provider has it too.
      expect(await readBooks(database.pool, member.memberId, sandboxBooks())).toMatchObject({
        wallet: 74_950,
        transferHold: 25_050,
        games: { pg: 0 },
        remote: { pg: 25_050 },
      });
      await expectAuditOk();

      expect(await restartAndSettle(movement)).toBe('SUCCESS');
      expect(await readBooks(database.pool, member.memberId, sandboxBooks())).toMatchObject({
        wallet: 74_950,
        transferHold: 0,
        games: { pg: 25_050 },
        remote: { pg: 25_050 },
      });
      expect(sandboxTransfer(sandboxBooks(), 'pg', movement.reference)).toMatchObject({ amount: 25_050 });
      await expectAuditOk();
      const wallet = await http.get(server!.url, pathOf(homeApi.wallet), member.token);
      expect(wallet.json()).toMatchObject({ wallet: { amount: 749.5 } });
    },
    2 * BOOT_MS + 3 * SETTLE_MS,
  );

  it(
    'game → wallet applied at the provider: recovery settles it SUCCESS',
    async () => {
      const movement = await killMidTransfer(
        { target: 'games', op: 'withdraw', mode: 'hang-after-apply', times: 1 },
        { from: 'pg', to: 'WALLET', amount: 100.25 },
        'game_out',
        async (row) => sandboxTransfer(sandboxBooks(), 'pg', row.reference) !== undefined,
      );
      expect(movement.amount).toBe(10_025);
      expect(await readBooks(database.pool, member.memberId, sandboxBooks())).toMatchObject({
        wallet: 74_950,
        transferHold: 10_025,
        games: { pg: 15_025 },
        remote: { pg: 15_025 },
      });
      await expectAuditOk();

      expect(await restartAndSettle(movement)).toBe('SUCCESS');
      expect(await readBooks(database.pool, member.memberId, sandboxBooks())).toMatchObject({
        wallet: 84_975,
        transferHold: 0,
        games: { pg: 15_025 },
        remote: { pg: 15_025 },
      });
      expect(sandboxTransfer(sandboxBooks(), 'pg', movement.reference)).toMatchObject({ amount: -10_025 });
      await expectAuditOk();
    },
    2 * BOOT_MS + 3 * SETTLE_MS,
  );

  it(
    'killed before the provider applied anything: recovery finds nothing there and returns the money',
    async () => {
      const movement = await killMidTransfer(
        { target: 'games', op: 'deposit', mode: 'slow', delayMs: 30_000, times: 1 },
        { from: 'WALLET', to: 'pg', amount: 300 },
        'game_in',
        async () => true,
      );
      expect(movement.amount).toBe(30_000);
      expect(sandboxTransfer(sandboxBooks(), 'pg', movement.reference)).toBeUndefined();
      expect(await readBooks(database.pool, member.memberId, sandboxBooks())).toMatchObject({
        wallet: 54_975,
        transferHold: 30_000,
        games: { pg: 15_025 },
        remote: { pg: 15_025 },
      });
      await expectAuditOk();

      // The provider answers "not_found" and the movement is old enough: FAILED, money back.
      expect(await restartAndSettle(movement)).toBe('FAILED');
      expect(await readBooks(database.pool, member.memberId, sandboxBooks())).toMatchObject({
        wallet: 84_975,
        transferHold: 0,
        games: { pg: 15_025 },
        remote: { pg: 15_025 },
      });
      expect(sandboxTransfer(sandboxBooks(), 'pg', movement.reference)).toBeUndefined();
      await expectAuditOk();

      // The restarted server works: the same money goes through now.
      const again = await http.post(
        server!.url,
        pathOf(gamesApi.transfer),
        { from: 'WALLET', to: 'pg', amount: 300 },
        member.token,
      );
      expect(again.status).toBe(200);
      expect(await readBooks(database.pool, member.memberId, sandboxBooks())).toMatchObject({
        wallet: 54_975,
        games: { pg: 45_025 },
        remote: { pg: 45_025 },
      });
      await expectAuditOk();
    },
    2 * BOOT_MS + 3 * SETTLE_MS,
  );
});
