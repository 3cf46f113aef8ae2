// The bench's server process: the real app, compiled like production (bench/src/server-build.ts,
// ADR 0069), with the bench's naive route added. Started by startStack (stack.ts), it answers
// what the bench asks over IPC: its memory (sampled here, so the RSS is the server's alone) and
// the database round trips of one request (counted on its own pool).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../../apps/server/src/config.ts';
import { startDatabase } from '../../apps/server/src/boot.ts';
import { buildApp } from '../../apps/server/src/app.ts';
import { seedDemoOperator } from '../../apps/server/src/demo-data.ts';
import { memoryNow, sampleMemory, settledMemory, type MemoryPeak } from './memory.ts';
import { addNaiveTransfer } from './naive.ts';
import { countRoundTrips } from './roundtrips.ts';
import type { ChildOrder, ChildReady, ChildReply, StackEnv } from './server-protocol.ts';

/** The first line of postmaster.pid (startEmbeddedPostgres keeps its data under DATA_DIR/pg). */
async function postmasterPid(dataDir: string): Promise<number | undefined> {
  const text = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
}

const env = JSON.parse(process.env.BENCH_STACK ?? '{}') as StackEnv;
const config = loadConfig(env.config);
const database = await startDatabase(config, (line) => console.error(`[db] ${line}`));
const { app, operators } = await buildApp({ config, db: database.database.db });
// As server.ts does in the sandbox: the demo admin (the dashboard bench signs in with it).
if (config.sandbox) await seedDemoOperator(operators);
if (env.naive) await addNaiveTransfer(app, database.database.db);
const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });

const send = (message: ChildReply | ChildReady) => process.send!(message);
let sampling: { stop(): MemoryPeak } | undefined;

async function answer(order: ChildOrder): Promise<ChildReply['result']> {
  switch (order.kind) {
    case 'memory-now':
      return memoryNow();
    case 'memory-settled':
      return settledMemory();
    case 'memory-start':
      sampling = sampleMemory();
      return undefined;
    case 'memory-stop': {
      const peak = sampling!.stop();
      sampling = undefined;
      return peak;
    }
    case 'roundtrips':
      return countRoundTrips(database.database.pool, order.requests, async () => {
        const headers = Object.fromEntries(
          Object.entries(order.headers).map(([name, value]) => [
            name,
            value.replace(order.uniqueId, `check-${randomUUID()}`),
          ]),
        );
        const response = await fetch(order.url, {
          method: order.method,
          headers,
          ...(order.body === undefined ? {} : { body: order.body }),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`bench: ${order.url} answered ${response.status}`);
      });
    case 'stop':
      await app.close();
      await database.stop(10_000);
      return undefined;
  }
}

// The bench gone (its watchdog, a crash): stop the database cleanly and go too.
process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.stop(10_000))
    .finally(() => process.exit(1));
});

process.on('message', (order: ChildOrder) => {
  answer(order).then(
    (result) => {
      send({ id: order.id, result });
      if (order.kind === 'stop') {
        process.removeAllListeners('disconnect');
        process.disconnect();
      }
    },
    (error: unknown) => send({ id: order.id, error: error instanceof Error ? error.message : String(error) }),
  );
});

send({
  ready: true,
  baseUrl,
  databaseUrl: database.url,
  embedded: database.embedded,
  seededDemo: database.seededDemo,
  poolSize: config.DB_POOL_SIZE,
  postmasterPid: database.embedded ? await postmasterPid(config.DATA_DIR) : undefined,
});
