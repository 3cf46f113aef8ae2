import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathOf, sandboxApi } from '@wallet/contract';
import { CRASH_POINTS, crashLine, type CrashPointName, type MoneyPath } from '../../src/lib/crash-point.ts';
import { connect } from '../../src/db/client.ts';
import { auditLedger, Ledger } from '../../src/modules/wallet/index.ts';
import { moneyMovements } from '../money-books.ts';
import { databaseServerEnv, registerOverHttp, startServer, type ServerProcess } from '../server-process.ts';
import { SETTLE_MS } from '../budgets.ts';
import type { Draw, MemberRequest, MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { attemptSeed, seededRandom } from './seeded-random.ts';
import { transferPath } from './transfer-path.ts';
import { withdrawalPath } from './withdrawal-path.ts';
import { qrDepositPath } from './qr-deposit-path.ts';
import { bankFeedPath } from './bank-feed-path.ts';
import { operatorCreditPath } from './operator-credit-path.ts';
import { slipPath } from './slip-path.ts';
import { trueMoneyManualPath, trueMoneyPath } from './truemoney-path.ts';
import { bonusPath } from './bonus-path.ts';
import { refundReceiptPath } from './refund-receipt-path.ts';
import { spinPath } from './spin-path.ts';
import { couponPath } from './coupon-path.ts';
import { invitePath, refundPath } from './draw-payout-paths.ts';

/** Every money path the exploration drives; a path in the registry without a driver fails the run. */
export const DRIVERS: Partial<Record<MoneyPath, MoneyPathDriver>> = {
  transfer: transferPath,
  withdrawal: withdrawalPath,
  qrDeposit: qrDepositPath,
  bankFeed: bankFeedPath,
  slip: slipPath,
  operatorCredit: operatorCreditPath,
  trueMoney: trueMoneyPath,
  trueMoneyManual: trueMoneyManualPath,
  spin: spinPath,
  coupon: couponPath,
  invite: invitePath,
  refund: refundPath,
  refundReceipt: refundReceiptPath,
  bonus: bonusPath,
};

export interface ExploreOptions {
  seed: number;
  /** A migrated, seeded database of the exploration's own (the servers run on it one after another). */
  databaseUrl: string;
  paths?: MoneyPath[];
  points?: CrashPointName[];
  /** Draws tried per point before it counts as not reached. */
  attempts?: number;
  log?: (line: string) => void;
}

export type Outcome = 'conserved' | 'BROKEN' | 'NOT REACHED' | 'NO DRIVER';

export interface PointResult {
  path: MoneyPath;
  point: CrashPointName;
  outcome: Outcome;
  /** Where it crashed: in the member's request, or in the recovery at the next start. */
  crashedIn?: 'request' | 'recovery';
  draw?: string;
  attempts: number;
  problems: string[];
  ms: number;
}

/**
 * Crash at every registered point of the chosen money paths (ADR 0178): per point, a server
 * armed with CRASH_AT, a fresh member driving the path with outside answers drawn from the
 * seed; when the request did not reach the point but left something PENDING, the recovery at the
 * next (armed) start may. Then a start without the plan, its recovery, the member's request
 * replayed with its key, and the books, the answer and the ledger audit judged.
 */
export async function explore(options: ExploreOptions): Promise<PointResult[]> {
  const log = options.log ?? (() => {});
  const database = connect(options.databaseUrl, 3);
  const ledger = new Ledger(database.pool);
  const gamesDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-explore-games-'));
  const results: PointResult[] = [];
  try {
    for (const name of options.paths ?? (Object.keys(CRASH_POINTS) as MoneyPath[])) {
      for (const point of CRASH_POINTS[name]) {
        if (options.points && !options.points.includes(point)) continue;
        const driver = DRIVERS[name];
        const started = performance.now();
        const result = driver
          ? await explorePoint(driver, point, options, { pool: database.pool, ledger, gamesDir }, log)
          : { outcome: 'NO DRIVER' as const, attempts: 0, problems: [] };
        results.push({ path: name, point, ...result, ms: Math.round(performance.now() - started) });
        log(`${point}: ${result.outcome}${result.problems.map((problem) => `\n  ${problem}`).join('')}`);
      }
    }
  } finally {
    await database.close();
    await rm(gamesDir, { recursive: true, force: true });
  }
  return results;
}

type Shared = Pick<PathContext, 'pool' | 'ledger' | 'gamesDir'>;

async function explorePoint(
  driver: MoneyPathDriver,
  point: CrashPointName,
  options: ExploreOptions,
  shared: Shared,
  log: (line: string) => void,
): Promise<Omit<PointResult, 'path' | 'point' | 'ms'>> {
  const attempts = options.attempts ?? 6;
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    const draw = driver.draw(seededRandom(attemptSeed(options.seed, point, attempt)), point);
    const run = await crashOnce(driver, point, draw, options, shared);
    if (!run) {
      log(`${point}: not reached with ${draw.label}`);
      continue;
    }
    return {
      outcome: run.problems.length === 0 ? 'conserved' : 'BROKEN',
      crashedIn: run.crashedIn,
      draw: draw.label,
      attempts: attempt,
      problems: run.problems,
    };
  }
  return { outcome: 'NOT REACHED', attempts, problems: [] };
}

async function crashOnce(
  driver: MoneyPathDriver,
  point: CrashPointName,
  draw: Draw,
  options: ExploreOptions,
  shared: Shared,
): Promise<{ crashedIn: 'request' | 'recovery'; problems: string[] } | undefined> {
  const env = (extra: Record<string, string>) =>
    databaseServerEnv(options.databaseUrl, {
      SANDBOX_GAMES_DIR: shared.gamesDir,
      OTP_SENDS_PER_IP: '100000',
      PHONE_CHECKS_PER_IP: '100000',
      LOGIN_LIMIT_PER_IP: '100000',
      // What a crash left PENDING belongs to the recovery at the next start, and only to it.
      RECOVERY_AGE_MS: '0',
      RECOVERY_INTERVAL_MS: '3600000',
      GAME_TIMEOUT_MS: '2000',
      PAYOUT_TIMEOUT_MS: '2000',
      ...driver.env,
      ...extra,
    });
  await driver.setup?.(shared.pool);
  const armed = env({ CRASH_AT: `${point}:exit` });
  let server = await startServer(armed);
  const servers = [server];
  try {
    const member = await registerOverHttp(server.url);
    const context = (): PathContext => ({ ...shared, server, member });
    await sandbox(
      server,
      pathOf(sandboxApi.settings),
      'PUT',
      driver.settings ?? { withdrawApproval: { mode: 'auto', secondApproverAboveBaht: 10_000_000 } },
    );
    const request = await driver.prepare(context(), draw);
    if (draw.payoutDecision)
      await sandbox(server, pathOf(sandboxApi.payout), 'PUT', { decision: draw.payoutDecision });
    for (const fault of draw.faults) await sandbox(server, pathOf(sandboxApi.faults), 'POST', fault);
    const key = `explore-${randomUUID()}`;

    let crashedIn: 'request' | 'recovery' | undefined;
    const first = await send(server, request, member.token, key);
    if (await crashedAt(server, point)) crashedIn = 'request';
    else if (first && (await pendingOf(shared, member.memberId))) {
      // The request left its movement PENDING: the recovery at an armed start may reach the point.
      await server.kill();
      try {
        server = await startServer(armed);
        servers.push(server);
        if (await crashedAt(server, point, SETTLE_MS, () => pendingOf(shared, member.memberId)))
          crashedIn = 'recovery';
      } catch (error) {
        // The recovery at start may reach the point before the server listens.
        if (!(error instanceof Error && error.message.includes(crashLine(point)))) throw error;
        crashedIn = 'recovery';
      }
    }
    if (!crashedIn) return undefined;

    server = await startServer(env({}));
    servers.push(server);
    await until('the audit at start', SETTLE_MS, async () =>
      /ledger audit passed|LEDGER AUDIT FAILED/.test(server.output()),
    );
    // What stays PENDING past this is judged (and named) below.
    await until(
      'the recovery at start',
      10_000,
      async () => !(await pendingOf(shared, member.memberId)),
    ).catch(() => {});
    // The dead request's claim on the key holds for its lease (a minute; a replay inside it
    // answers REQUEST_LIMIT, "try again"): the member comes back after it, so the lease ends now.
    await shared.pool.query(
      `UPDATE idempotency_keys SET locked_until = now() - interval '1 second'
       WHERE member_id = $1 AND key = $2 AND status_code IS NULL`,
      [member.memberId, key],
    );
    const again = driver.replay ? await driver.replay(context(), request) : request;
    const replay = await send(server, again, member.token, key);
    const problems = replay ? await driver.judge(context(), replay) : ['the replay got no answer'];
    const audit = await auditLedger(shared.pool);
    if (!audit.ok) problems.push(`ledger audit: ${JSON.stringify(audit)}`);
    if (server.output().includes('LEDGER AUDIT FAILED')) problems.push('the audit at start failed');
    return { crashedIn, problems };
  } finally {
    for (const child of servers) await child.kill();
  }
}

async function sandbox(server: ServerProcess, route: string, method: string, body: object) {
  const response = await fetch(`${server.url}${route}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200)
    throw new Error(`sandbox ${route}: ${response.status} ${await response.text()}`);
}

/** The member's request under its key; undefined when the server died before answering. */
async function send(
  server: ServerProcess,
  request: MemberRequest,
  token: string,
  key: string,
): Promise<Reply | undefined> {
  try {
    const method = request.method ?? 'POST';
    const body = method === 'GET' ? undefined : request.body;
    const response = await fetch(`${server.url}${request.path}`, {
      method,
      headers: {
        ...(body === undefined || body instanceof FormData ? {} : { 'content-type': 'application/json' }),
        authorization: `Bearer ${token}`,
        'idempotency-key': key,
        ...request.headers,
      },
      body: body === undefined || body instanceof FormData ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(SETTLE_MS),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  } catch {
    return undefined;
  }
}

/**
 * Whether the server died at the planned point (its last line names it). Waits up to `ms` while
 * `busy` says there is still work that may reach it; a death anywhere else is an error.
 */
async function crashedAt(
  server: ServerProcess,
  point: CrashPointName,
  ms = 2000,
  busy: () => Promise<boolean> = async () => true,
): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    const { exitCode, signalCode } = server.child;
    if (exitCode !== null || signalCode !== null) {
      if (server.output().includes(crashLine(point))) return true;
      throw new Error(`the server died (${exitCode ?? signalCode}) but not at ${point}:\n${server.output()}`);
    }
    if (Date.now() > deadline) return false;
    // Work done (nothing PENDING): the point may have been its last step, so a moment for the death to show.
    if (!(await busy())) return crashedAt(server, point, 1000);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function pendingOf(shared: Shared, memberId: number): Promise<boolean> {
  return (await moneyMovements(shared.pool, memberId)).some((movement) => movement.status === 'PENDING');
}

async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The table the runner prints: paths × points × outcomes. */
export function formatTable(results: PointResult[], seed: number): string {
  const rows = results.map((result) => [
    result.path,
    result.point,
    result.outcome,
    result.crashedIn ?? '-',
    result.draw ?? '-',
    String(result.attempts),
    `${(result.ms / 1000).toFixed(1)} s`,
  ]);
  const header = ['path', 'crash point', 'outcome', 'crashed in', 'outside answers', 'draws', 'time'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column]!.length)),
  );
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ');
  return [
    `seed ${seed}`,
    line(header),
    line(widths.map((width) => '-'.repeat(width))),
    ...rows.map(line),
  ].join('\n');
}

/** The run fails when a point broke the books, was not reached, or has no driver. */
export const explorationPassed = (results: PointResult[]) =>
  results.length > 0 && results.every((result) => result.outcome === 'conserved');
