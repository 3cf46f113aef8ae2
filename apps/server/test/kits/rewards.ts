import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  gamesApi,
  homeApi,
  inviteCodeOf,
  rewardsSandboxApi,
  sandboxApi,
  type RouteDef,
  type SandboxSettingsRequest,
} from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { call, callAny } from '../call.ts';
import { bearer, loginToken, registerMember } from '../members.ts';
import { fundedPlayer, get, post, type Player } from '../money.ts';
import { providerUsername } from '../../src/modules/games/index.ts';

const DAY_MS = 86_400_000;

/** A member registered with the inviter's code (PR{id}), logged in, with an empty wallet. */
export async function invitedPlayer(t: TestApp, inviter: Player): Promise<Player> {
  const payload = await registerMember(t.app, t.sms, { inviteCode: inviteCodeOf(inviter.memberId) });
  const token = await loginToken(t.app, payload.username, payload.password);
  const profile = await call(t.app, homeApi.wallet, { headers: bearer(token) });
  return {
    memberId: Number((profile.json() as { profile: { _id: string } }).profile._id),
    username: payload.username,
    password: payload.password,
    token,
    headers: bearer(token),
  };
}

/** The operator's switches, through the sandbox. */
export async function setRewardSettings(t: TestApp, settings: SandboxSettingsRequest): Promise<void> {
  expect((await call(t.app, sandboxApi.settings, { body: settings })).statusCode).toBe(200);
}

/** Moves the rewards' clock `days` ahead, so the period under way counts as closed. */
export async function shiftRewardClock(t: TestApp, days: number): Promise<void> {
  expect((await call(t.app, rewardsSandboxApi.clock, { body: { shiftMs: days * DAY_MS } })).statusCode).toBe(
    200,
  );
}

export async function runAccrual(t: TestApp): Promise<number> {
  const response = await call(t.app, rewardsSandboxApi.accrue);
  expect(response.statusCode).toBe(200);
  return (response.json() as { accrued: number }).accrued;
}

/** Moves `baht` into pg, then loses `lost` of it at the provider and syncs it back (a real net loss). */
export async function playAndLose(t: TestApp, player: Player, baht: number, lost: number): Promise<void> {
  expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
  const moved = await post(
    t.app,
    player,
    gamesApi.transfer,
    { from: 'WALLET', to: 'pg', amount: baht },
    randomUUID(),
  );
  expect(moved.statusCode, moved.body).toBe(200);
  if (lost > 0) {
    const played = await call(t.app, sandboxApi.play, {
      params: { provider: 'pg', username: providerUsername(player.memberId) },
      body: { amount: -lost },
    });
    expect(played.statusCode, played.body).toBe(200);
  }
  expect((await get(t.app, player, homeApi.refresh)).statusCode).toBe(200);
}

/** A money GET with an Idempotency-Key. */
export function moneyGet(t: TestApp, player: Player, route: RouteDef, key?: string) {
  return callAny(t.app, route, {
    headers: { ...player.headers, ...(key ? { 'idempotency-key': key } : {}) },
  });
}

/** The member's wallet, invite and refund balances and the house's forfeits, in satang, from the books. */
export async function balancesOf(t: TestApp, memberId: number) {
  const { rows } = await t.database.pool.query<{ kind: string; balance: number }>(
    `SELECT kind, sum(balance)::bigint AS balance FROM ledger_accounts WHERE member_id = $1 GROUP BY kind`,
    [memberId],
  );
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { wallet: of('wallet'), game: of('game'), invite: of('invite'), refund: of('refund') };
}

export { fundedPlayer };
