import { existsSync } from 'node:fs';
import os from 'node:os';
import { demoMember } from '../../apps/server/src/demo-data.ts';
import {
  authApi,
  gamesApi,
  homeApi,
  lookupApi,
  pathOf,
  spinApi,
} from '../../packages/contract/src/routes/index.ts';
import { auditLedger } from '../../apps/server/src/modules/wallet/index.ts';
import { startBare } from './bare.ts';
import { answersOk, keepAnswer } from './first-request.ts';
import { cpuShare, cpuTimes, type CpuShare } from './cpu.ts';
import { timeKdf, timeKdfOptions } from './kdf.ts';
import { buildReport, sameBytesRun } from './build-report.ts';
import { formatIssue29 } from './issue29-summary.ts';
import { formatCompression } from './compression-report.ts';
import { formatBudget, overBudget, weighPages } from './web-budget.ts';
import { LoadGenerator, measure, requestHeaders, UNIQUE_ID, type LoadTarget } from './load.ts';
import { createMembers, type BenchMember } from './members.ts';
import { NAIVE_TRANSFER_PATH } from './naive.ts';
import { readOptions } from './options.ts';
import { formatReport, writeReport, type BenchReport, type RunRow } from './report.ts';
import type { RoundTrips } from './roundtrips.ts';
import { startStack } from './stack.ts';
import { benchChatFanout, formatChatFanoutBench, type ChatFanoutBench } from './chat-fanout-bench.ts';
import { benchFeedMatch, formatFeedMatchBench, type FeedMatchBench } from './bank-feed-bench.ts';
import { benchFeedIntake, formatFeedIntakeBench, type FeedIntakeBench } from './bank-feed-intake-bench.ts';
import { benchReports, type ReportsBench } from './reports-bench.ts';
import { benchStatement, type StatementBench } from './statement-bench.ts';
import { benchTwoNodes } from './two-nodes.ts';
import { benchMixedMinute, formatMixedMinute } from './mixed-minute.ts';
import { benchWebhooks, formatWebhookBench, type WebhookBench } from './webhook/run-webhooks.ts';

/**
 * Payments in the webhook run per BENCH_SECOND: a bounded count, sized to take about that long at
 * today's 1,300–1,500 credits/s (at 400 the run lasted 1.4 s and its ratio swung 0.79–0.99 between
 * runs of one build).
 */
const WEBHOOK_PAYMENTS_PER_SECOND = 1_500;
/** Each bench member's wallet, and its naive accounts: far more than a run can move (1 baht a request). */
const FUND_SATANG = 100_000_000;
const TRANSFER_BODY = { from: 'WALLET', to: 'pg', amount: 1 };
/** What a browser sends; autocannon sends no Accept-Encoding, so the other runs are uncompressed. */
const ACCEPT_COMPRESSED = { 'accept-encoding': 'br, gzip' };
const KEY_HEADERS = { 'idempotency-key': `bench-${UNIQUE_ID}` };

/** Read routes a bare twin sends the answer of (bare.ts): the ceiling of their ratios to bare. */
const SAME_BYTES = ['lookup/banks', 'wallet'];

const options = readOptions();
const WEB_DIST = new URL('../../apps/web/dist', import.meta.url).pathname;
const common = { seconds: options.seconds, warmupSeconds: options.warmupSeconds };

// Whatever hangs (database start, a stuck socket), the bench ends by itself.
// (the statement history of issue 29 adds its 100,000 rows: up to a minute on a busy machine)
// (the dashboard's million journals, issue 27, take up to 15 more minutes to write on a shared machine)
const budgetMs =
  (6 * (options.seconds + options.warmupSeconds) + 360 + (options.only?.includes('reports') ? 900 : 0)) *
  1000;
const watchdog = setTimeout(() => {
  console.error(`bench: over its ${budgetMs / 1000} s budget, giving up`);
  process.exit(1);
}, budgetMs);
watchdog.unref();

// Issue 44: its own server, started as `npm start` starts it, before (and without) the bench's stack.
if (options.only?.includes('mixed-minute')) {
  console.error(`bench: mixed minute, npm start's server with ${options.mixedSeconds} s of mixed traffic...`);
  console.log(formatMixedMinute(await benchMixedMinute({ seconds: options.mixedSeconds })));
  if (options.only.length === 1) process.exit(process.exitCode ?? 0);
}

console.error('bench: starting the database and server...');
const embedded = !options.databaseUrl;
const stack = await startStack({
  databaseUrl: options.databaseUrl,
  poolSize: options.dbPoolSize,
  // Bench tables and members only in the throwaway database, never in an external one.
  naive: embedded,
});
// Stopped in reverse order, whatever fails on the way.
const stops: (() => Promise<void>)[] = [() => stack.stop()];
try {
  // Twins of the two read routes whose targets are ratios to bare: the same bytes, sent by bare Fastify.
  const bare = await startBare(SAME_BYTES);
  stops.unshift(() => bare.stop());
  const generator = await LoadGenerator.start();
  stops.unshift(() => generator.stop());

  const skipped: string[] = [];
  let members: BenchMember[] = [];
  if (embedded) {
    console.error(`bench: creating ${options.transferConnections} funded members with games...`);
    // The spin wheel on: the members' funding deposit earns them coins (one per 100 baht) to spin with.
    await stack.db.$client.query(
      `INSERT INTO settings (key, value) VALUES ('spinActive', 'true') ON CONFLICT (key) DO UPDATE SET value = 'true'`,
    );
    members = await createMembers(stack, options.transferConnections, FUND_SATANG);
  } else {
    skipped.push('wallet, transfer: they create members and move money, so only on the embedded database');
  }
  const perConnection = members.map((member) => member.headers);
  const transferTarget = (url: string): LoadTarget => ({
    url,
    method: 'POST',
    body: TRANSFER_BODY,
    headers: KEY_HEADERS,
    perConnection,
    connections: options.transferConnections,
    ...common,
  });

  const targets: { name: string; target: LoadTarget; needsMembers?: boolean; twinOf?: string }[] = [
    { name: 'bare', target: { url: bare.url, connections: options.connections, ...common } },
    ...SAME_BYTES.map((name) => ({
      name: sameBytesRun(name),
      twinOf: name,
      needsMembers: name === 'wallet',
      target: { url: bare.answerUrl(name), connections: options.connections, ...common },
    })),
    {
      name: 'lookup/banks',
      target: {
        url: `${stack.baseUrl}${pathOf(lookupApi.banks)}`,
        connections: options.connections,
        ...common,
      },
    },
    {
      name: 'wallet',
      needsMembers: true,
      target: {
        url: `${stack.baseUrl}${pathOf(homeApi.wallet)}`,
        perConnection,
        connections: options.connections,
        ...common,
      },
    },
    // The same two with compression asked for (issue 11): the lookup's JSON is compressed on the
    // fly, the wallet answer (a money read, under the threshold) must cost nothing more.
    {
      name: 'lookup/banks br',
      target: {
        url: `${stack.baseUrl}${pathOf(lookupApi.banks)}`,
        headers: ACCEPT_COMPRESSED,
        connections: options.connections,
        ...common,
      },
    },
    {
      name: 'wallet br',
      needsMembers: true,
      target: {
        url: `${stack.baseUrl}${pathOf(homeApi.wallet)}`,
        headers: ACCEPT_COMPRESSED,
        perConnection,
        connections: options.connections,
        ...common,
      },
    },
    {
      name: 'transfer/naive',
      needsMembers: true,
      target: transferTarget(`${stack.baseUrl}${NAIVE_TRANSFER_PATH}`),
    },
    {
      name: 'transfer',
      needsMembers: true,
      target: transferTarget(`${stack.baseUrl}${pathOf(gamesApi.transfer)}`),
    },
    // The spin wheel (issue 24): a coin spent on a provably fair draw in one transaction, keyed.
    {
      name: 'spin',
      needsMembers: true,
      target: {
        url: `${stack.baseUrl}${pathOf(spinApi.spin)}`,
        method: 'POST',
        body: {},
        headers: KEY_HEADERS,
        perConnection,
        connections: options.transferConnections,
        ...common,
      },
    },
    // Last: its hashes take 12 MiB each (ADR 0071), which the process may keep and would show in later RSS peaks.
    {
      name: 'login',
      target: {
        url: `${stack.baseUrl}${pathOf(authApi.login)}`,
        method: 'POST',
        body: { username: demoMember.username, password: demoMember.password },
        connections: options.loginConnections,
        ...common,
      },
    },
  ];

  const runs: RunRow[] = [];
  const run = async ({ name, target, needsMembers, twinOf }: (typeof targets)[number]) => {
    if (needsMembers && members.length === 0) return;
    if (options.only && name !== 'bare' && !options.only.includes(twinOf ?? name)) return;
    const twin = twinOf === undefined ? undefined : targets.find((entry) => entry.name === twinOf)?.target;
    if (twin) await keepAnswer(bare, twinOf!, twin);
    const problem = await answersOk(target);
    if (problem) {
      // An external database may hold real members and so no demo member: say so, go on.
      skipped.push(`${name}: ${problem}`);
      return;
    }
    console.error(`bench: ${name} (${target.connections} connections, ${target.seconds} s)...`);
    const memory = await stack.sampleMemory();
    let cpu: CpuShare | undefined;
    const pids = { server: stack.serverPid, postmaster: stack.postmasterPid, loadgen: generator.pid };
    const result = await measure(generator, target, () => {
      const start = cpuTimes(pids);
      return () => {
        cpu = cpuShare(start, cpuTimes(pids));
      };
    });
    runs.push({ name, connections: target.connections, ...result, memory: await memory.stop(), cpu });
  };
  // The server idle after its setup: what the runs' peaks grow from.
  const idle = await stack.memoryNow();
  for (const entry of targets) if (entry.name !== 'login') await run(entry);

  // Payment webhooks with duplicates (the deposit issue), before the audit below checks the books.
  let webhooks: WebhookBench | undefined;
  if (members.length > 0 && (!options.only || options.only.includes('webhook'))) {
    console.error('bench: payment webhooks with 30 % duplicates...');
    webhooks = await benchWebhooks(
      stack,
      bare.url,
      members.map((member) => member.memberId),
      { payments: WEBHOOK_PAYMENTS_PER_SECOND * options.seconds, connections: options.transferConnections },
    );
  }

  // What one request costs the database, counted one request at a time after the load (and
  // before the login run, whose slow answers could still be landing afterwards).
  let roundTrips: BenchReport['roundTrips'];
  let audit: BenchReport['audit'];
  const targetOf = (name: string) => targets.find((entry) => entry.name === name)!.target;
  if (members.length > 0 && !options.only) {
    console.error('bench: counting database round trips per request...');
    const count = (target: LoadTarget): Promise<RoundTrips> =>
      stack.countRoundTrips({
        requests: 20,
        url: target.url,
        method: target.method ?? 'GET',
        headers: requestHeaders(target),
        body: target.body === undefined ? undefined : JSON.stringify(target.body),
        uniqueId: UNIQUE_ID,
      });
    roundTrips = {
      wallet: await count(targetOf('wallet')),
      naive: await count(targetOf('transfer/naive')),
      transfer: await count(targetOf('transfer')),
      // A keyed spin (ADR 0212): one transaction, its key claimed with its answer; 6 statements.
      spin: await count(targetOf('spin')),
    };
    const books = await auditLedger(stack.db.$client);
    // Spread over every member shows each connection really sent its own member's token.
    const { rows } = await stack.db.$client.query<{ pending: number; members: number }>(
      `SELECT count(*) FILTER (WHERE status = 'PENDING')::int AS pending, count(DISTINCT member_id)::int AS members
       FROM movements WHERE kind = 'game_in'`,
    );
    audit = {
      ok: books.ok,
      journals: books.journals,
      pending: rows[0]?.pending ?? 0,
      members: rows[0]?.members ?? 0,
    };
  }
  // Issue 29: a long history's statement pages (ADR 0070), before the login run's hashes.
  let statement: StatementBench | undefined;
  if (embedded && (!options.only || options.only.includes('statement'))) {
    console.error('bench: statement pages of a member with 100,000 movements...');
    statement = await benchStatement(stack, options.transferConnections + 1000);
  }
  // Issue 23: signed bank pushes at 100 entries a second, 30 % re-delivered, each timed to its
  // member's balance push (before the 100,000 members below, on the same books).
  let feedIntake: FeedIntakeBench | undefined;
  // (BENCH_ONLY=bank-feed runs both bank-feed lines; bank-feed-intake this one alone)
  const intakeAsked =
    !options.only || ['bank-feed', 'bank-feed-intake'].some((n) => options.only!.includes(n));
  if (embedded && intakeAsked) {
    if (stack.seededDemo) {
      console.error('bench: bank feed intake, 100 entries/s with 30 % re-deliveries...');
      feedIntake = await benchFeedIntake(stack, options.transferConnections + 3000, {
        seconds: Math.max(options.seconds, 10),
      });
    } else {
      skipped.push('bank-feed intake: the demo settings (every feed source on) were not seeded');
    }
  }
  // Issue 23: a bank feed's masked sender matched among 100,000 members (ADR 0097's index).
  let feedMatch: FeedMatchBench | undefined;
  if (embedded && (!options.only || options.only.includes('bank-feed'))) {
    console.error('bench: bank feed sender matching among 100,000 members...');
    feedMatch = await benchFeedMatch(stack);
  }
  // Issue 25: chat pushes to 1,000 guest sockets; its conversations only in the throwaway database.
  let chatFanout: ChatFanoutBench | undefined;
  if (embedded && (!options.only || options.only.includes('chat'))) {
    console.error('bench: chat fan-out to 1,000 sockets...');
    chatFanout = await benchChatFanout(stack, options.seconds);
  }
  // Issue 27: the back-office dashboard over a million journals; only when asked (BENCH_ONLY=reports), it adds minutes.
  let reports: ReportsBench | undefined;
  if (embedded && options.only?.includes('reports')) {
    console.error('bench: dashboard over 1,000,000 journals...');
    reports = await benchReports(stack, options.transferConnections + 2000);
  }
  for (const entry of targets) if (entry.name === 'login') await run(entry);

  // Timed after the load, on an idle process, so the hashes do not compete with it.
  const cores = os.availableParallelism();
  const hashThreads = Number(process.env.UV_THREADPOOL_SIZE) || 4;
  const timesKdf = !options.only || options.only.includes('login');
  if (timesKdf)
    console.error(
      `bench: timing ${options.kdfSamples} password hashes, alone then in parallel, per setting...`,
    );
  const parallel = Math.min(cores, hashThreads);
  const kdf = timesKdf ? await timeKdf(options.kdfSamples, parallel) : undefined;
  const kdfOptions = timesKdf ? await timeKdfOptions(options.kdfSamples, parallel) : undefined;

  const report = buildReport({
    seconds: options.seconds,
    cores,
    database: stack.embedded ? 'embedded' : 'external',
    poolSize: stack.poolSize,
    serverStartMs: stack.startMs,
    runs,
    idle,
    roundTrips,
    audit,
    kdf,
    kdfOptions,
    kdfSamples: options.kdfSamples,
    hashThreads,
    statement,
    reports,
    web: existsSync(WEB_DIST) ? weighPages(WEB_DIST) : undefined,
    skipped,
  });

  // Two server processes on one external PostgreSQL and Redis, after the rest (its own database).
  const twoNodes =
    !options.only || options.only.includes('two-nodes')
      ? await benchTwoNodes({ ...options, ...common, connections: options.transferConnections, generator })
      : undefined;

  console.log(formatReport(report));
  console.log(`\n${formatCompression(runs)}`);
  // The web budget (issue 11) counts bytes of the built app, not machine speed: over it fails.
  if (report.web) {
    console.log(`\n${formatBudget(report.web)}`);
    if (overBudget(report.web).length > 0) process.exitCode = 1;
  } else {
    console.log(`\ninitial JS: no web build in ${WEB_DIST} (npm run build)`);
  }
  if (webhooks) {
    const naive = runs.find((row) => row.name === 'transfer/naive')?.rps;
    console.log(`\n${formatWebhookBench(webhooks, naive)}`);
    // Latency is the machine's; a payment credited twice or never is a fault.
    if (!webhooks.exactlyOnce) process.exitCode = 1;
  }
  if (feedIntake) {
    console.log(`\n${formatFeedIntakeBench(feedIntake)}`);
    // Latency is the machine's; a transfer credited twice or never is a fault.
    if (!feedIntake.exactlyOnce) process.exitCode = 1;
  }
  if (feedMatch) console.log(`\n${formatFeedMatchBench(feedMatch)}`);
  if (chatFanout) console.log(`\n${formatChatFanoutBench(chatFanout)}`);
  if (twoNodes) console.log(`\n${twoNodes}`);
  console.log(`\n${formatIssue29(report)}`);
  console.log(`\nResults written to ${await writeReport(report)}`);
  // A missed target is printed, not a failed process: the numbers depend on the machine.
} finally {
  for (const stop of stops) await stop();
}
