import { randomBytes } from 'node:crypto';
import { AuthService } from '../../apps/server/src/modules/auth/service.ts';
import { hashPassword } from '../../apps/server/src/modules/auth/password.ts';
import { KdfQueue } from '../../apps/server/src/modules/auth/kdf-queue.ts';
import { RateLimiter } from '../../apps/server/src/lib/rate-limiter.ts';
import { PgLimiterStore } from '../../apps/server/src/lib/limiter-store.ts';
import { toBaht } from '../../packages/contract/src/money.ts';
import { gamesApi, pathOf, sandboxApi } from '../../packages/contract/src/routes/index.ts';
import { NAIVE_MEMBER_HEADER, fundNaive } from './naive.ts';
import type { RunningStack } from './stack.ts';

export interface BenchMember {
  memberId: number;
  /** What its connection sends on every request: its bearer token and, for the naive route, its id. */
  headers: Record<string, string>;
}

/** Games each bench member activates: home then lists a game or two with balances. */
export const BENCH_GAMES = ['pg', 'joker2'];

/**
 * Members for the wallet runs, made the quick way: rows inserted with one shared password
 * hash (a login costs a KDF) and sessions opened by the server's own AuthService,
 * so the tokens are real. Games are activated through the API, the wallet funded as a deposit
 * through the server's sandbox credit: its ledger, so what a deposit earns (spin coins) is earned.
 */
export async function createMembers(
  stack: Pick<RunningStack, 'db' | 'tokenSecret' | 'baseUrl'>,
  count: number,
  fundSatang: number,
  /** Also fund the naive route's accounts (only where its table was added). */
  naive = true,
  /** The first member's number (phones and accounts follow it): a second batch starts past the first. */
  first = 1,
): Promise<BenchMember[]> {
  const pool = stack.db.$client;
  const passwordHash = await hashPassword(randomBytes(12).toString('hex'));
  const { rows } = await pool.query<{ id: number; username: string }>(
    `INSERT INTO members (username, name, password_hash, bank_code, bank_account_name, bank_account_no)
     SELECT '099' || lpad(g::text, 7, '0'), 'Bench member ' || g, $1, 'KBANK', 'BENCH MEMBER', '99' || lpad(g::text, 8, '0')
     FROM generate_series($3::int, $3::int + $2::int - 1) AS g
     RETURNING id, username`,
    [passwordHash, count, first],
  );
  rows.sort((a, b) => a.id - b.id);
  const ids = rows.map((row) => row.id);
  const tokens = await openSessions(stack, ids);
  const members: BenchMember[] = ids.map((memberId, i) => ({
    memberId,
    headers: { authorization: `Bearer ${tokens[i]!}`, [NAIVE_MEMBER_HEADER]: String(memberId) },
  }));

  for (const member of members) {
    for (const game of BENCH_GAMES) {
      const response = await fetch(`${stack.baseUrl}${pathOf(gamesApi.activate, { slotCode: game })}`, {
        headers: member.headers,
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`bench: activating ${game} answered ${response.status} ${body}`);
    }
    const username = rows.find((row) => row.id === member.memberId)!.username;
    const credited = await fetch(`${stack.baseUrl}${pathOf(sandboxApi.credit)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, amount: toBaht(fundSatang) }),
    });
    if (!credited.ok) throw new Error(`bench: funding answered ${credited.status} ${await credited.text()}`);
  }
  if (naive) await fundNaive(stack.db, ids, fundSatang);
  return members;
}

/** Real member sessions opened by the server's own AuthService (no login: a login costs a KDF); their tokens. */
export async function openSessions(
  stack: Pick<RunningStack, 'db' | 'tokenSecret'>,
  memberIds: readonly number[],
): Promise<string[]> {
  const auth = new AuthService(
    stack.db,
    stack.tokenSecret,
    new RateLimiter(new PgLimiterStore(stack.db)),
    { perIp: 1, failuresPerPhone: 1, sessionCacheMs: 0 },
    // Only opens sessions: it never hashes.
    new KdfQueue(1),
    console,
  );
  const tokens: string[] = [];
  for (const memberId of memberIds) tokens.push((await auth.openSession(memberId, true)).token);
  return tokens;
}
