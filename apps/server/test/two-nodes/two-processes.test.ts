import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SOCKET_PATH,
  accountApi,
  authApi,
  balanceEvent,
  gamesApi,
  homeApi,
  pathOf,
  type BalanceEvent,
} from '@wallet/contract';
import { JOB_LOCK_SPACE, jobKey } from '../../src/lib/job-lock.ts';
import { creditDeposit, Ledger } from '../../src/modules/wallet/index.ts';
import { TEST_SECRET, cloneTemplate } from '../harness.ts';
import { http, registerOverHttp, startServer, type ServerProcess } from '../server-process.ts';
import { flushPrefix, keysUnder, redisUrl, testPrefix } from './redis.ts';

/*
 * Two real server processes on one PostgreSQL and one Redis, as behind a load balancer: what
 * one node does reaches the members connected to the other (ADR 0036).
 */
const WAIT_MS = 5_000;
/** The trust window of both nodes (SESSION_CACHE_MS): a logout must beat it on the other node. */
const TRUST_MS = 2_000;
const METRICS_TOKEN = 'two-nodes-metrics-token';
const FAILURES_PER_PHONE = 5;

const prefix = testPrefix();
let database: pg.Pool;
let a: ServerProcess;
let b: ServerProcess;
let gamesDir: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  const url = await cloneTemplate();
  database = new pg.Pool({ connectionString: url, max: 3 });
  gamesDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-two-nodes-games-'));
  const env = {
    DATABASE_URL: url,
    REDIS_URL: redisUrl(),
    REDIS_PREFIX: prefix,
    HOST: '127.0.0.1',
    PORT: '0',
    NODE_ENV: process.env.TEST_NODE_ENV ?? 'test',
    SANDBOX: 'true',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    TOKEN_SECRET: TEST_SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST: '/nonexistent',
    // The sandbox provider's books are one process's (ADR 0036): node B gets its own below.
    SANDBOX_GAMES_DIR: path.join(gamesDir, 'a'),
    OTP_SENDS_PER_IP: '100000',
    PHONE_CHECKS_PER_IP: '100000',
    LOGIN_LIMIT_PER_IP: '100000',
    LOGIN_FAILURES_PER_PHONE: String(FAILURES_PER_PHONE),
    SESSION_CACHE_MS: String(TRUST_MS),
    RECOVERY_INTERVAL_MS: '100',
    METRICS_TOKEN,
  };
  // One after the other: the first start seeds the demo data the second finds.
  a = await startServer(env);
  b = await startServer({ ...env, SANDBOX_GAMES_DIR: path.join(gamesDir, 'b') });
}, 90_000);

afterAll(async () => {
  for (const socket of sockets.splice(0)) socket.disconnect();
  await a?.kill();
  await b?.kill();
  await database?.end();
  if (gamesDir) await rm(gamesDir, { recursive: true, force: true });
  await flushPrefix(prefix);
});

interface Client {
  socket: Socket;
  events: BalanceEvent[];
  /** Resolves with the reason once the socket is closed. */
  closed: Promise<string>;
}

/** A socket as the web app opens it, on one node; resolves after the opening balance event. */
async function connect(node: ServerProcess, token: string): Promise<Client> {
  const socket = io(node.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  const events: BalanceEvent[] = [];
  const opened = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no balance event on connect')), WAIT_MS);
    socket.on('wallet:balance', (raw: unknown) => {
      events.push(balanceEvent.parse(raw));
      clearTimeout(timer);
      resolve();
    });
  });
  const closed = new Promise<string>((resolve) => socket.on('disconnect', resolve));
  await opened;
  return { socket, events, closed };
}

async function until<T>(what: string, ms: number, check: () => Promise<T | undefined> | T | undefined) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function scrape(node: ServerProcess): Promise<string> {
  const response = await fetch(`${node.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  return response.text();
}

/** One sample of the exposition, 0 when absent. */
function sample(text: string, name: string, labels: string): number {
  const line = text.split('\n').find((each) => each.startsWith(`${name}{${labels}}`));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

const transfersOk = async (node: ServerProcess) =>
  sample(await scrape(node), 'wallet_job_runs_total', 'job="transfers",outcome="ok"');
const recoverySkipped = async (node: ServerProcess) =>
  sample(await scrape(node), 'wallet_job_runs_total', 'job="recovery",outcome="skipped"');

describe('two nodes on one database and one Redis', () => {
  it('both are ready, Redis included', async () => {
    for (const node of [a, b]) {
      const ready = await http.get(node.url, '/readyz');
      expect(ready.status).toBe(200);
      // The body also carries `details` (the bank feed's health), which never decides readiness.
      expect(ready.json()).toMatchObject({
        status: 'ready',
        checks: { database: 'ok', migrations: 'ok', redis: 'ok' },
      });
    }
  });

  it('a balance change made through node A is pushed to the member’s socket on node B, and B’s wallet answer drops its cache', async () => {
    const member = await registerOverHttp(a.url);
    await creditDeposit(new Ledger(database), undefined, {
      memberId: member.memberId,
      amount: 50_000,
      opKey: `two-nodes:${randomUUID()}`,
      channel: 'TEST',
    });
    expect((await http.get(a.url, pathOf(gamesApi.activate, { slotCode: 'pg' }), member.token)).status).toBe(
      200,
    );
    const onB = await connect(b, member.token);
    expect(onB.events[0]!.wallet.amount).toBe(500);
    // Node B keeps this answer for its trust window, unless it hears of a change.
    const walletOnB = () => http.get(b.url, pathOf(homeApi.wallet), member.token);
    expect(((await walletOnB()).json() as { wallet: { amount: number } }).wallet.amount).toBe(500);
    const sent = await http.post(
      a.url,
      pathOf(gamesApi.transfer),
      { from: 'WALLET', to: 'pg', amount: 120.5 },
      member.token,
      { 'Idempotency-Key': randomUUID() },
    );
    expect(sent.status, sent.text).toBe(200);
    const pushed = await until('the push on node B', WAIT_MS, () =>
      onB.events.find((event) => event.wallet.amount === 379.5),
    );
    expect(pushed.slots.find((slot) => slot.code === 'pg')?.amount).toBe(120.5);
    // The member's next page on node B does not show the transfer undone.
    expect(((await walletOnB()).json() as { wallet: { amount: number } }).wallet.amount).toBe(379.5);
  });

  it('a logout on node A ends the session on node B within the trust window: 401 and its socket closed', async () => {
    const member = await registerOverHttp(a.url);
    const onB = await connect(b, member.token);
    // Node B now trusts the token for TRUST_MS without asking the database.
    expect((await http.get(b.url, pathOf(accountApi.profile), member.token)).status).toBe(200);
    const out = await http.post(a.url, pathOf(authApi.logout), {}, member.token);
    expect(out.status).toBeLessThan(300);
    const loggedOutAt = Date.now();
    const closedBy = await Promise.race([
      onB.closed,
      new Promise<string>((resolve) => setTimeout(() => resolve('still open'), TRUST_MS)),
    ]);
    expect(closedBy).toBe('io server disconnect');
    const refused = await http.get(b.url, pathOf(accountApi.profile), member.token);
    expect(refused.status).toBe(401);
    expect(Date.now() - loggedOutAt).toBeLessThan(TRUST_MS);
  });

  it('login failures split across both nodes hit the per-phone limit at the same total as one node', async () => {
    const member = await registerOverHttp(a.url);
    const wrong = { username: member.phone, password: 'not the password 123', isRemember: false };
    const answers: string[] = [];
    for (let attempt = 0; attempt < FAILURES_PER_PHONE + 2; attempt += 1) {
      const node = attempt % 2 === 0 ? a : b;
      const answer = await http.post(node.url, pathOf(authApi.login), wrong);
      answers.push((answer.json() as { message: string }).message);
    }
    expect(answers).toEqual([
      ...Array<string>(FAILURES_PER_PHONE).fill('WRONG_CREDENTIAL'),
      'REQUEST_LIMIT',
      'REQUEST_LIMIT',
    ]);
    // The counters are Redis's, under this run's prefix, not the database's.
    expect(await keysUnder(prefix, `limit:{login-fail:${member.phone}}:*`)).not.toEqual([]);
    const { rows } = await database.query('SELECT 1 FROM rate_limits WHERE key = $1', [
      `login-fail:${member.phone}`,
    ]);
    expect(rows).toEqual([]);
  });

  it('exactly one node runs the recovery round: none while another holder has its lock, then one of them', async () => {
    // Both nodes tick every 100 ms; a third holder of the recovery lock (an operator's tool,
    // a third node) makes both leave the rounds to it.
    const holder = await database.connect();
    try {
      // Waits for a round that is running now to end, then holds the lock.
      await holder.query("SET statement_timeout = '5s'");
      await holder.query('SELECT pg_advisory_lock($1, $2)', [JOB_LOCK_SPACE, jobKey('recovery')]);
      const ranBefore = (await transfersOk(a)) + (await transfersOk(b));
      const skippedBefore = [await recoverySkipped(a), await recoverySkipped(b)];
      await until('both nodes to skip rounds', WAIT_MS, async () =>
        (await recoverySkipped(a)) > skippedBefore[0]! + 2 &&
        (await recoverySkipped(b)) > skippedBefore[1]! + 2
          ? true
          : undefined,
      );
      expect((await transfersOk(a)) + (await transfersOk(b))).toBe(ranBefore);
      await holder.query('SELECT pg_advisory_unlock($1, $2)', [JOB_LOCK_SPACE, jobKey('recovery')]);
      await until('a round to run again', WAIT_MS, async () =>
        (await transfersOk(a)) + (await transfersOk(b)) > ranBefore ? true : undefined,
      );
    } finally {
      holder.release();
    }
  });
});
