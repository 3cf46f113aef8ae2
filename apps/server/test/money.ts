import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { accountApi, homeApi, satangOf, type RouteDef } from '@wallet/contract';
import type { TestApp } from './harness.ts';
import { call, callAny, type ParamsOf, type PlainRoute } from './call.ts';
import { bearer, loginToken, registerMember } from './members.ts';
import { seedMember } from './seeded-members.ts';
import { auditLedger, creditDeposit } from '../src/modules/wallet/index.ts';

export interface Player {
  memberId: number;
  /** The phone the member registered and signs in with, and the password they chose. */
  username: string;
  password: string;
  token: string;
  headers: Record<string, string>;
}

/**
 * A logged-in member with `baht` in the wallet (booked as a deposit). Stored as registration would
 * store it (test/seeded-members.ts, ADR 0189) unless `throughRegistration`: a suite that means to
 * go through the OTP and registration endpoints says so. Either way it signs in through login.
 */
export async function fundedPlayer(
  t: TestApp,
  baht: number,
  { throughRegistration = false }: { throughRegistration?: boolean } = {},
): Promise<Player> {
  const seeded = throughRegistration ? undefined : await seedMember(t);
  const payload = seeded ?? (await registerMember(t.app, t.sms));
  const token = await loginToken(t.app, payload.username, payload.password);
  const memberId = seeded?.memberId ?? (await memberIdOf(t.app, token));
  if (baht > 0) {
    await creditDeposit(t.ledger, t.events, {
      memberId,
      amount: satangOf(baht),
      opKey: `test-deposit:${randomUUID()}`,
      channel: 'TEST',
    });
  }
  return { memberId, username: payload.username, password: payload.password, token, headers: bearer(token) };
}

async function memberIdOf(app: FastifyInstance, token: string): Promise<number> {
  const profile = await call(app, accountApi.profile, { headers: bearer(token) });
  return Number((profile.json() as { _id: string })._id);
}

/**
 * A kip member (ADR 0159) with `kip` in the wallet: registered on this test site, then given the
 * Lao site's LAK currency before any account of theirs exists (their accounts open in the kip book).
 */
export async function kipPlayer(t: TestApp, kip: number): Promise<Player> {
  const player = await fundedPlayer(t, 0);
  await t.database.pool.query("UPDATE members SET currency = 'LAK' WHERE id = $1", [player.memberId]);
  if (kip > 0) {
    await creditDeposit(t.ledger, t.events, {
      memberId: player.memberId,
      amount: satangOf(kip),
      opKey: `test-deposit:${randomUUID()}`,
      channel: 'TEST',
    });
  }
  return player;
}

/** The player sends `payload` to a route without path values, with an Idempotency-Key when given. */
export function post<R extends RouteDef>(
  app: FastifyInstance,
  player: Player,
  route: R & PlainRoute<R>,
  payload: object,
  key?: string,
) {
  return callAny(app, route, {
    body: payload,
    headers: { ...player.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** The player asks a route, its `:name` segments filled from `params`. */
export function get<R extends RouteDef>(
  app: FastifyInstance,
  player: Player,
  route: R,
  ...params: ParamsOf<R>
) {
  return callAny(app, route, { params: params[0], headers: player.headers });
}

export async function walletOf(app: FastifyInstance, player: Player) {
  const response = await get(app, player, homeApi.wallet);
  const body = response.json() as {
    wallet: { amount: number };
    slots: { code: string; amount: number; isActive: boolean }[];
  };
  return { wallet: body.wallet.amount, slots: new Map(body.slots.map((slot) => [slot.code, slot])) };
}

/** The sandbox provider's own balance for the member's account there, in baht. */
export async function remoteBalance(t: TestApp, provider: string, memberId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ username: string }>(
    'SELECT username FROM game_accounts WHERE member_id = $1 AND provider = $2',
    [memberId, provider],
  );
  const account = rows[0] && t.outside.sandboxGames!.books.account(provider, rows[0].username);
  return (account?.balance ?? 0) / 100;
}

export async function expectBooksBalanced(t: TestApp) {
  const report = await auditLedger(t.database.pool);
  if (!report.ok) throw new Error(`ledger audit failed: ${JSON.stringify(report)}`);
  return report;
}

/** Money suites register many members from one address: lift the per-address limits. */
export const MONEY_TEST_ENV = {
  OTP_SENDS_PER_IP: '100000',
  LOGIN_LIMIT_PER_IP: '100000',
  PHONE_CHECKS_PER_IP: '100000',
  SLIP_UPLOADS_PER_MINUTE: '100000',
  SLIP_KEPT_PER_DAY: '100000',
};
