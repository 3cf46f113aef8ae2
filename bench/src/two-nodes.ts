import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { connect } from '../../apps/server/src/db/client.ts';
import { auditLedger } from '../../apps/server/src/modules/wallet/index.ts';
import { gamesApi, pathOf } from '../../packages/contract/src/routes/index.ts';
import { LoadGenerator, measure, type LoadTarget, UNIQUE_ID } from './load.ts';
import { createMembers } from './members.ts';
import { productionNodeFlags } from './production-flags.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const FUND_SATANG = 100_000_000;

export interface TwoNodeOptions {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** The bench's load generator: drives node A (a second one drives node B). */
  generator: LoadGenerator;
}

interface Node {
  url: string;
  child: ChildProcess;
}

/** The real server as a child process (production mode, sandbox adapters on purpose); its URL once it listens. */
async function startNode(env: Record<string, string>): Promise<Node> {
  // The compiled server, as `npm start` runs it (ADR 0069): the bench builds it first.
  const child = spawn(process.execPath, [...productionNodeFlags(), 'apps/server/dist/server.js'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const match = /running at\s+(http:\/\/[^\s/]+)\//.exec(output);
    if (match) return { url: match[1]!, child };
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`bench: a node did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stopNode(node: Node): Promise<void> {
  if (node.child.exitCode !== null) return;
  const exited = new Promise((resolve) => node.child.once('exit', resolve));
  node.child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
}

async function flushPrefix(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl);
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

/**
 * Transfers per second through two API nodes (each its own process, on one external
 * PostgreSQL and one Redis) against the same load through one of them: the ratio says what a
 * second node adds on this machine. Its own throwaway database on that server, dropped after.
 * Answers the report line, or why it was skipped.
 */
export async function benchTwoNodes(options: TwoNodeOptions): Promise<string> {
  if (!options.databaseUrl || !options.redisUrl)
    return 'two nodes: skipped (set BENCH_DATABASE_URL, an external PostgreSQL both nodes share, and BENCH_REDIS_URL)';
  const name = `wallet_bench_nodes_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(options.databaseUrl);
  url.pathname = `/${name}`;
  const prefix = `wallet-bench:${randomBytes(4).toString('hex')}:`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-bench-nodes-'));
  const tokenSecret = randomBytes(30).toString('base64url');
  const env = {
    NODE_ENV: 'production',
    SANDBOX: 'true',
    ALLOW_SANDBOX_IN_PRODUCTION: 'true',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    TOKEN_SECRET: tokenSecret,
    DATABASE_URL: url.toString(),
    REDIS_URL: options.redisUrl,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    WEB_DIST: path.join(dataDir, 'no-web'),
  };
  const nodes: Node[] = [];
  const second = await LoadGenerator.start();
  const database = connect(url.toString(), 4);
  try {
    // One after the other: the first migrates and seeds the new database.
    // Each its own sandbox provider books (one process's memory and log).
    nodes.push(await startNode({ ...env, SANDBOX_GAMES_DIR: path.join(dataDir, 'games-a') }));
    nodes.push(await startNode({ ...env, SANDBOX_GAMES_DIR: path.join(dataDir, 'games-b') }));
    const [a, b] = nodes as [Node, Node];
    const half = Math.ceil(options.connections / 2);
    // The sandbox game provider keeps its accounts in each node's memory (its log is only
    // replayed at start), so a member plays where its game was activated: the one-node run's
    // members on A, the two-node run's half on A and half on B.
    const stackOn = (node: Node) => ({
      db: database.db,
      tokenSecret,
      baseUrl: node.url,
    });
    const alone = await createMembers(stackOn(a), options.connections, FUND_SATANG, false);
    const onlyA = await createMembers(stackOn(a), half, FUND_SATANG, false, 1001);
    const onlyB = await createMembers(stackOn(b), options.connections - half, FUND_SATANG, false, 2001);
    const target = (node: Node, members: typeof alone): LoadTarget => ({
      url: `${node.url}${pathOf(gamesApi.transfer)}`,
      method: 'POST',
      body: { from: 'WALLET', to: 'pg', amount: 1 },
      headers: { 'idempotency-key': `bench-nodes-${UNIQUE_ID}` },
      perConnection: members.map((member) => member.headers),
      connections: members.length,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
    });
    const one = await measure(options.generator, target(a, alone));
    const [onA, onB] = await Promise.all([
      measure(options.generator, target(a, onlyA)),
      measure(second, target(b, onlyB)),
    ]);
    const both = onA.rps + onB.rps;
    const failed = one.non2xx + one.errors + onA.non2xx + onA.errors + onB.non2xx + onB.errors;
    const books = await auditLedger(database.pool);
    return (
      `two nodes: transfers ${both.toFixed(0)}/s through both (${onA.rps.toFixed(0)} + ${onB.rps.toFixed(0)}) ` +
      `vs ${one.rps.toFixed(0)}/s through one: ratio ${(both / one.rps).toFixed(2)} ` +
      `(${options.connections} connections, ${os.availableParallelism()} cores; ` +
      `${failed} failed answers; books ${books.ok ? 'balanced' : 'NOT BALANCED'})`
    );
  } finally {
    for (const node of nodes) await stopNode(node);
    await second.stop();
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await admin.end();
    await flushPrefix(options.redisUrl, prefix).catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}
