import os from 'node:os';
import { demoMember } from '../../apps/server/src/db/seed.ts';
import { startBare } from './bare.ts';
import { timeKdf } from './kdf.ts';
import { measure, type LoadTarget } from './load.ts';
import { readOptions } from './options.ts';
import { formatReport, writeReport, type BenchReport, type RunRow } from './report.ts';
import { startStack } from './stack.ts';

/** Lookups (cached reference data) should reach at least half the req/s of a bare Fastify route. */
const LOOKUP_TARGET = 0.5;

const options = readOptions();
const common = { seconds: options.seconds, warmupSeconds: options.warmupSeconds };

// Whatever hangs (database start, a stuck socket), the bench ends by itself.
const budgetMs = (3 * (options.seconds + options.warmupSeconds) + 180) * 1000;
const watchdog = setTimeout(() => {
  console.error(`bench: over its ${budgetMs / 1000} s budget, giving up`);
  process.exit(1);
}, budgetMs);
watchdog.unref();

/** One request first: a route that answers an error would otherwise bench the error path. */
async function answersOk(target: LoadTarget): Promise<string | undefined> {
  const response = await fetch(target.url, {
    method: target.method ?? 'GET',
    ...(target.body === undefined
      ? {}
      : { body: JSON.stringify(target.body), headers: { 'content-type': 'application/json' } }),
  });
  await response.arrayBuffer();
  return response.ok ? undefined : `${target.method ?? 'GET'} ${target.url} answered ${response.status}`;
}

console.error('bench: starting the database and server...');
const stack = await startStack(options.databaseUrl);
const bare = await startBare();
try {
  const targets: { name: string; target: LoadTarget }[] = [
    { name: 'bare', target: { url: bare.url, connections: options.connections, ...common } },
    {
      name: 'lookup/banks',
      target: { url: `${stack.baseUrl}/api/lookup/banks`, connections: options.connections, ...common },
    },
    {
      name: 'login',
      target: {
        url: `${stack.baseUrl}/api/login`,
        method: 'POST',
        body: { username: demoMember.username, password: demoMember.password },
        connections: options.loginConnections,
        ...common,
      },
    },
  ];

  const runs: RunRow[] = [];
  const skipped: string[] = [];
  for (const { name, target } of targets) {
    const problem = await answersOk(target);
    if (problem) {
      // An external database may hold real members and so no demo member: say so, go on.
      skipped.push(`${name}: ${problem}`);
      continue;
    }
    console.error(`bench: ${name} (${target.connections} connections, ${target.seconds} s)...`);
    runs.push({ name, connections: target.connections, ...(await measure(target)) });
  }
  const rssMiB = process.memoryUsage().rss / 2 ** 20;

  // Timed after the load, on an idle process, so the hashes do not compete with it.
  const cores = os.availableParallelism();
  const hashThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  console.error(`bench: timing ${options.kdfSamples} password hashes, alone then in parallel...`);
  const kdf = await timeKdf(options.kdfSamples, Math.min(cores, hashThreads));

  const bareRps = runs.find((run) => run.name === 'bare')?.rps ?? 0;
  const lookupRps = runs.find((run) => run.name === 'lookup/banks')?.rps;
  const ratio = lookupRps !== undefined && bareRps > 0 ? lookupRps / bareRps : undefined;
  const report: BenchReport = {
    finishedAt: new Date().toISOString(),
    node: process.version,
    cores,
    seconds: options.seconds,
    database: stack.embedded ? 'embedded' : 'external',
    runs,
    lookup: ratio === undefined ? undefined : { ratio, target: LOOKUP_TARGET, pass: ratio >= LOOKUP_TARGET },
    kdf: {
      ...kdf,
      samples: options.kdfSamples,
      hashThreads,
      expectedLoginRps: (Math.min(cores, hashThreads) * 1000) / kdf.msPerHash,
    },
    rssMiB,
    skipped,
  };

  console.log(formatReport(report));
  console.log(`\nResults written to ${await writeReport(report)}`);
  // A missed target is printed, not a failed process: the numbers depend on the machine.
} finally {
  await bare.stop();
  await stack.stop();
}
