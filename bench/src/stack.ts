import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { connect } from '../../apps/server/src/db/client.ts';
import type { Db } from '../../apps/server/src/db/client.ts';
import type { MemoryPeak } from './memory.ts';
import type { RoundTrips } from './roundtrips.ts';
import { buildBenchServer } from './server-build.ts';
import type { ChildOrder, ChildReady, ChildReply, RoundTripOrder, StackEnv } from './server-protocol.ts';
import { productionNodeFlags } from './production-flags.ts';

export interface RunningStack {
  baseUrl: string;
  embedded: boolean;
  seededDemo: boolean;
  db: Db;
  /** The server's PostgreSQL pool size (DB_POOL_SIZE): every database-bound run shares it. */
  poolSize: number;
  /** The TOKEN_SECRET the server signs member tokens with. */
  tokenSecret: string;
  /** The key payment gateways sign webhooks with (PAYMENT_WEBHOOK_SECRET). */
  webhookSecret: string;
  /** The key the bank feed's signed push is signed with (BANK_FEED_PUSH_SECRET). */
  bankPushSecret: string;
  /** The embedded PostgreSQL's main process, whose children do the database's work. */
  postmasterPid: number | undefined;
  /** The server process. */
  serverPid: number;
  /** From the spawn of the compiled server to its listening, database start and migrations included. */
  startMs: number;
  /** The server process's memory now, and its peaks between start and stop. */
  memoryNow(): Promise<MemoryPeak>;
  /** The same after a full collection in the server process (live objects only). */
  settledMemory(): Promise<MemoryPeak>;
  sampleMemory(): Promise<{ stop(): Promise<MemoryPeak> }>;
  /** countRoundTrips run in the server process (on its pool) while it sends this request. */
  countRoundTrips(order: Omit<RoundTripOrder, 'kind'>): Promise<RoundTrips>;
  stop(): Promise<void>;
}

export interface StackOptions {
  databaseUrl: string | undefined;
  /** DB_POOL_SIZE; undefined keeps the server's default. */
  poolSize: number | undefined;
  /** The bench's naive route and tables (only on a throwaway database). */
  naive: boolean;
}

/** Orders to the server process and their answers, matched by id. */
function channel(child: ChildProcess) {
  let nextId = 1;
  const waiting = new Map<number, { resolve: (reply: ChildReply) => void }>();
  child.on('message', (reply: ChildReply) => {
    waiting.get(reply.id)?.resolve(reply);
    waiting.delete(reply.id);
  });
  return <T>(order: Omit<ChildOrder, 'id'>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, {
        resolve: (reply) => (reply.error ? reject(new Error(reply.error)) : resolve(reply.result as T)),
      });
      child.send({ ...order, id } as ChildOrder);
    });
}

/**
 * The real server on loopback, compiled as production runs it (ADR 0069) and in a process of its
 * own, so its RSS is the server's alone; configured like production but with a throwaway
 * database, so a bench run never touches ./data and leaves nothing behind.
 */
export async function startStack({ databaseUrl, poolSize, naive }: StackOptions): Promise<RunningStack> {
  const tokenSecret = randomBytes(30).toString('base64url'); // 40 chars
  const webhookSecret = randomBytes(30).toString('base64url');
  const bankPushSecret = randomBytes(30).toString('base64url');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-bench-'));
  const cleanDir = () => rm(dataDir, { recursive: true, force: true });
  const env: StackEnv = {
    naive,
    config: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      // The demo member is seeded only in sandbox mode; the login bench needs it.
      SANDBOX: 'true',
      // Production-like, with the sandbox adapters and routes on purpose (ADR 0023).
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      TOKEN_SECRET: tokenSecret,
      PAYMENT_WEBHOOK_SECRET: webhookSecret,
      BANK_FEED_PUSH_SECRET: bankPushSecret,
      // The login bench hammers one phone from one address: the real limits would answer 429.
      LOGIN_LIMIT_PER_IP: '100000000',
      LOGIN_FAILURES_PER_PHONE: '100000000',
      // The chat fan-out sends every guest's messages from one address (its limit is 3 x this).
      CHAT_MESSAGES_PER_MINUTE: '100000000',
      // No built web app: the bench measures the API only.
      WEB_DIST: path.join(dataDir, 'no-web'),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...(poolSize ? { DB_POOL_SIZE: String(poolSize) } : {}),
      ...(process.env.UV_THREADPOOL_SIZE ? { UV_THREADPOOL_SIZE: process.env.UV_THREADPOOL_SIZE } : {}),
    },
  };
  let entry: string;
  try {
    entry = await buildBenchServer();
  } catch (error) {
    await cleanDir();
    throw error;
  }
  const started = performance.now();
  // The flags production's `npm start` gives the server (apps/server/package.json).
  const child = fork(entry, [], {
    execArgv: productionNodeFlags(),
    env: { ...process.env, ...env.config, BENCH_STACK: JSON.stringify(env) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let ready: ChildReady;
  try {
    ready = await new Promise<ChildReady>((resolve, reject) => {
      child.once('message', (message: ChildReady) => resolve(message));
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`bench: the server exited (${code})`)));
    });
  } catch (error) {
    await cleanDir();
    throw error;
  }
  const startMs = performance.now() - started;
  child.removeAllListeners();
  const ask = channel(child);
  const database = connect(ready.databaseUrl, 4);
  return {
    baseUrl: ready.baseUrl,
    embedded: ready.embedded,
    seededDemo: ready.seededDemo,
    db: database.db,
    poolSize: ready.poolSize,
    tokenSecret,
    webhookSecret,
    bankPushSecret,
    postmasterPid: ready.postmasterPid,
    serverPid: child.pid!,
    startMs,
    memoryNow: () => ask<MemoryPeak>({ kind: 'memory-now' }),
    settledMemory: () => ask<MemoryPeak>({ kind: 'memory-settled' }),
    async sampleMemory() {
      await ask({ kind: 'memory-start' });
      return { stop: () => ask<MemoryPeak>({ kind: 'memory-stop' }) };
    },
    countRoundTrips: (order) => ask<RoundTrips>({ kind: 'roundtrips', ...order }),
    async stop() {
      await database.close();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      // A clean PostgreSQL shutdown before its data folder is removed.
      await ask({ kind: 'stop' }).catch(() => {});
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await cleanDir();
    },
  };
}
