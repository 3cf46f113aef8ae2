import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOCKET_PATH, gamesApi, homeApi, pathOf } from '@wallet/contract';
import { auditLedger, creditDeposit, Ledger } from '../../src/modules/wallet/index.ts';
import { BOOT_MS } from '../budgets.ts';
import { TEST_SECRET, cloneTemplate } from '../harness.ts';
import { startSandboxBridge, type SandboxBridge } from '../kits/sandbox-bridge.ts';
import { http, registerOverHttp, startServer, type ServerProcess } from '../server-process.ts';
import { flushPrefix, redisUrl, testPrefix } from './redis.ts';
import { ClientLoop, type Upstream } from './rolling-client.ts';
import { startTcpBalancer, type TcpBalancer } from './tcp-balancer.ts';

/*
 * A rolling restart under load (issue 40, docs/deploy.md §9): two real server processes on one
 * PostgreSQL and one Redis, members reading and moving money through both, while node A gets
 * SIGTERM and is started again, then node B. Nothing acknowledged is lost, no stopping node
 * answers a 5xx, the books hold, and a member's socket is back on the other node at its first
 * reconnect. The game provider is one remote system both nodes call (the sandbox answering the
 * transfer-wallet protocol), as in production: a member's game money is not one node's.
 */
/** Traffic with both nodes up, before and between the restarts. */
const PHASE_MS = 3_000;
/** What a stopping node may take (the unit's TimeoutStopSec, docs/deploy.md). */
const STOP_MS = 30_000;
/** The member socket's reconnect delay (socket.io's default, without its randomisation). */
const RECONNECT_MS = 1_000;
/** A websocket handshake and the opening push on the other node, on a loaded 2-core machine. */
const HANDSHAKE_MS = 3_000;
/** How long a node may serve a wallet answer it read before another node's change reaches it. */
const TRUST_MS = 2_000;
const MEMBERS = 3;
const REPLAYS_AT_ONCE = 8;
const START_SATANG = 50_000;

const prefix = testPrefix();
let database: pg.Pool;
let bridge: SandboxBridge;
let balancer: TcpBalancer;
let env: Record<string, string>;
const processes = new Map<string, ServerProcess>();
const nodes: Upstream[] = [];
const tokens: string[] = [];
let socket: Socket;
let loop: ClientLoop;

/** The member socket's life: each disconnect's reason and time, each (re)connect's attempt and time. */
const socketLog: { event: 'disconnect' | 'reconnect' | 'balance'; at: number; detail: string }[] = [];

beforeAll(async () => {
  const url = await cloneTemplate();
  database = new pg.Pool({ connectionString: url, max: 3 });
  bridge = await startSandboxBridge();
  env = {
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
    GAME_PROVIDER_ADAPTER: 'http',
    GAME_PROVIDER_URL: bridge.url,
    GAME_PROVIDER_KEY: bridge.key,
    OTP_SENDS_PER_IP: '100000',
    PHONE_CHECKS_PER_IP: '100000',
    LOGIN_LIMIT_PER_IP: '100000',
    SESSION_CACHE_MS: String(TRUST_MS),
  };
  // One after the other: the first start seeds the demo data the second finds.
  for (const name of ['A', 'B']) {
    const node = await startServer(env);
    processes.set(name, node);
    nodes.push({ name, url: node.url, draining: false });
  }
  const ledger = new Ledger(database);
  for (let index = 0; index < MEMBERS; index += 1) {
    const member = await registerOverHttp(nodes[index % 2]!.url);
    await creditDeposit(ledger, undefined, {
      memberId: member.memberId,
      amount: START_SATANG,
      opKey: `rolling:${randomUUID()}`,
      channel: 'TEST',
    });
    const activated = await http.get(
      nodes[0]!.url,
      pathOf(gamesApi.activate, { slotCode: 'pg' }),
      member.token,
    );
    expect(activated.status, activated.text).toBe(200);
    tokens.push(member.token);
  }
  balancer = await startTcpBalancer(nodes.map((node) => node.url));
  socket = await openMemberSocket(tokens[0]!);
  loop = new ClientLoop(nodes, tokens);
}, 2 * BOOT_MS);

afterAll(async () => {
  await loop?.stop().catch(() => {});
  socket?.disconnect();
  for (const node of processes.values()) await node.kill();
  await balancer?.close();
  await bridge?.close();
  await database?.end();
  await flushPrefix(prefix);
});

/** The member socket as the web app opens it (wallet-socket.ts), through the balancer. */
async function openMemberSocket(token: string): Promise<Socket> {
  const member = io(balancer.url, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    auth: { token },
    forceNew: true,
    reconnection: true,
    reconnectionDelay: RECONNECT_MS,
    reconnectionDelayMax: RECONNECT_MS,
    randomizationFactor: 0,
  });
  member.on('disconnect', (reason) =>
    socketLog.push({ event: 'disconnect', at: Date.now(), detail: reason }),
  );
  member.io.on('reconnect', (attempt) =>
    socketLog.push({ event: 'reconnect', at: Date.now(), detail: String(attempt) }),
  );
  member.on('wallet:balance', () => socketLog.push({ event: 'balance', at: Date.now(), detail: '' }));
  await until('the opening push', HANDSHAKE_MS, () => socketLog.some((entry) => entry.event === 'balance'));
  return member;
}

async function until(what: string, ms: number, check: () => boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM to one node under the loop, its exit awaited, a new process started on the same
 * database, and the balancer's order pointed at it first. The stopped process's exit code.
 */
async function restart(name: string): Promise<number | null> {
  const node = nodes.find((each) => each.name === name)!;
  const old = processes.get(name)!;
  const exited = new Promise<number | null>((resolve) => old.child.once('exit', (code) => resolve(code)));
  loop.phase = `${name} stopping`;
  node.draining = true;
  old.child.kill('SIGTERM');
  const code = await Promise.race([exited, pause(STOP_MS).then(() => 'still running' as const)]);
  if (code === 'still running') throw new Error(`node ${name} did not stop within ${STOP_MS} ms`);
  loop.phase = `${name} down`;
  const started = await startServer(env);
  processes.set(name, started);
  node.url = started.url;
  node.draining = false;
  balancer.upstreams = [...nodes.map((each) => each.url)];
  loop.phase = `${name} restarted`;
  await pause(PHASE_MS);
  return code;
}

/** The member socket's disconnect after `since`, and how long until it was pushed a balance again. */
function socketBack(since: number): { reason: string; attempt: string; backAfterMs: number } {
  const after = socketLog.filter((entry) => entry.at >= since);
  const gone = after.find((entry) => entry.event === 'disconnect');
  const back = after.find((entry) => entry.event === 'reconnect' && gone && entry.at >= gone.at);
  const pushed = after.find((entry) => entry.event === 'balance' && back && entry.at >= back.at);
  return {
    reason: gone?.detail ?? 'never disconnected',
    attempt: back?.detail ?? 'never reconnected',
    backAfterMs: gone && pushed ? pushed.at - gone.at : Number.POSITIVE_INFINITY,
  };
}

describe('a rolling restart of two nodes under a client loop', () => {
  it(
    'loses no acknowledged request, answers no 5xx while draining, keeps the books and reconnects the socket',
    async () => {
      loop.start();
      await pause(PHASE_MS);
      const aStoppedAt = Date.now();
      const aExit = await restart('A');
      const bStoppedAt = Date.now();
      const bExit = await restart('B');
      await loop.stop();

      // Both stopped cleanly: every request in flight answered within SHUTDOWN_TIMEOUT_MS.
      expect({ aExit, bExit }).toEqual({ aExit: 0, bExit: 0 });
      const serverErrors = loop.answers.filter((answer) => answer.status >= 500);
      expect(
        serverErrors.map(
          (each) => `${each.node}${each.draining ? ' (draining)' : ''}: ${each.status} ${each.text}`,
        ),
      ).toEqual([]);
      expect(loop.unanswered).toEqual([]);
      const refused = loop.answers.filter((answer) => answer.status !== 200);
      expect(refused.map((each) => `${each.node} ${each.phase}: ${each.status} ${each.text}`)).toEqual([]);
      // The loop ran through every phase, and what the stopped node could not take went to the other.
      // (A stop may take less time than a request: its phase is not required to have any.)
      for (const phase of ['both up', 'A down', 'A restarted', 'B down', 'B restarted'])
        expect(loop.acknowledgedIn(phase), phase).toBeGreaterThan(0);
      expect(loop.failovers.get('A down') ?? 0).toBeGreaterThan(0);
      expect(loop.failovers.get('B down') ?? 0).toBeGreaterThan(0);

      // Every acknowledged transfer is remembered: its key, replayed on either node, answers the same.
      const replays = loop.acknowledged.map((done, index) => async () => {
        const replay = await http.post(
          nodes[index % 2]!.url,
          pathOf(gamesApi.transfer),
          done.body,
          done.token,
          { 'Idempotency-Key': done.key },
        );
        return replay.status === 200 && isDeepStrictEqual(JSON.parse(replay.text), JSON.parse(done.text))
          ? undefined
          : `${done.key}: ${done.text} then ${replay.status} ${replay.text}`;
      });
      const differing: string[] = [];
      for (let at = 0; at < replays.length; at += REPLAYS_AT_ONCE) {
        const batch = await Promise.all(replays.slice(at, at + REPLAYS_AT_ONCE).map((replay) => replay()));
        differing.push(...batch.filter((each) => each !== undefined));
      }
      expect(differing).toEqual([]);

      // The books: each member's baht back in the wallet, none left at the provider, the ledger balanced.
      const audit = await auditLedger(database);
      expect(audit.ok, JSON.stringify(audit)).toBe(true);
      await pause(TRUST_MS);
      for (const token of tokens) {
        const wallet = await http.get(nodes[0]!.url, pathOf(homeApi.wallet), token);
        expect((wallet.json() as { wallet: { amount: number } }).wallet.amount).toBe(START_SATANG / 100);
      }
      const { rows } = await database.query<{ username: string }>(
        "SELECT username FROM game_accounts WHERE provider = 'pg'",
      );
      expect(rows).toHaveLength(MEMBERS);
      for (const { username } of rows) expect(bridge.books.account('pg', username)?.balance).toBe(0);

      // The member socket: closed by each stopping node (a transport close, so it reconnects),
      // back on the other node at its first attempt, within its reconnect delay and a handshake.
      for (const since of [aStoppedAt, bStoppedAt]) {
        const back = socketBack(since);
        expect({ reason: back.reason, attempt: back.attempt }).toEqual({
          reason: 'transport close',
          attempt: '1',
        });
        expect(back.backAfterMs).toBeLessThan(RECONNECT_MS + HANDSHAKE_MS);
      }
    },
    2 * (BOOT_MS + STOP_MS) + 4 * PHASE_MS,
  );
});
