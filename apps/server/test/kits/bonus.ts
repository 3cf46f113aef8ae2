import { randomUUID } from 'node:crypto';
import { bonusApi, promotionApi } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import type { Player } from '../money.ts';
import { call } from '../call.ts';
import { creditDeposit } from '../../src/modules/wallet/index.ts';

/** A bonus row's numbers (satang for money), with test defaults: deposit 1000 → bonus 500, target 3000. */
export interface BonusSpec {
  code?: string;
  promotion?: boolean;
  type?: 'limit' | 'day' | 'week';
  maxReceived?: number;
  percent?: number;
  maxBonus?: number;
  minDeposit?: number;
  percentFail?: number;
  targetTimes?: number;
  bustBelow?: number;
  withdrawCapTimes?: number;
  endsAt?: Date;
  /** The kip members' figures, kip minor units (ADR 0190); none (0) unless given. */
  maxBonusKip?: number;
  minDepositKip?: number;
  bustBelowKip?: number;
}

let counter = 0;

/** Inserts a bonus as an operator would; answers its code. */
export async function createBonus(t: TestApp, spec: BonusSpec = {}): Promise<string> {
  counter += 1;
  const code = spec.code ?? `T${Date.now().toString(36).toUpperCase()}${counter}`;
  await t.database.pool.query(
    `INSERT INTO bonuses (code, promotion, type, max_received, description, percent, max_bonus, min_deposit,
       percent_fail, target_times, bust_below, withdraw_cap_times, banners, ends_at,
       max_bonus_kip, min_deposit_kip, bust_below_kip)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)`,
    [
      code,
      spec.promotion ?? false,
      spec.type ?? 'limit',
      spec.maxReceived ?? 5,
      // Operator texts are per language (ADR 0085): Thai only here, the others fall back to it.
      JSON.stringify({ th: `Test bonus ${code}` }),
      spec.percent ?? 50,
      spec.maxBonus ?? 50_000,
      spec.minDeposit ?? 10_000,
      spec.percentFail ?? 50,
      spec.targetTimes ?? 2,
      spec.bustBelow ?? 1_000,
      spec.withdrawCapTimes ?? 3,
      JSON.stringify([{ image: '/bonus/welcome.svg', html: { th: `<p>${code}</p>` } }]),
      spec.endsAt ?? null,
      spec.maxBonusKip ?? 0,
      spec.minDepositKip ?? 0,
      spec.bustBelowKip ?? 0,
    ],
  );
  return code;
}

/** A deposit of `baht` into the member's wallet, as a channel would book it. */
export function deposit(t: TestApp, player: Player, baht: number) {
  return creditDeposit(t.ledger, t.events, {
    memberId: player.memberId,
    amount: Math.round(baht * 100),
    opKey: `test-deposit:${randomUUID()}`,
    channel: 'TEST',
  });
}

const headersOf = (player: Player, key?: string) => ({
  ...player.headers,
  ...(key ? { 'idempotency-key': key } : {}),
});

export async function activate(t: TestApp, player: Player, code: string, key?: string, promotion = false) {
  const response = await call(t.app, promotion ? promotionApi.activate : bonusApi.activate, {
    params: { code },
    headers: headersOf(player, key),
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

export async function clearBonus(t: TestApp, player: Player, key?: string) {
  const response = await call(t.app, bonusApi.clear, { headers: headersOf(player, key) });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

/** The member's non-zero ledger balances by kind (wallet, game, holds), in satang. */
export async function balancesOf(t: TestApp, memberId: number): Promise<Record<string, number>> {
  const { rows } = await t.database.pool.query<{ kind: string; balance: number }>(
    `SELECT kind, sum(balance)::bigint AS balance FROM ledger_accounts WHERE member_id = $1 GROUP BY kind HAVING sum(balance) <> 0`,
    [memberId],
  );
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.balance)]));
}

/** The house's bonuses account: satang paid out as bonuses minus satang deducted back. */
export async function houseBonuses(t: TestApp): Promise<number> {
  const { rows } = await t.database.pool.query<{ total: number }>(
    `SELECT coalesce(sum(e.amount), 0)::bigint AS total FROM journal_entries e
     JOIN ledger_accounts a ON a.id = e.account_id WHERE a.kind = 'house' AND a.name = 'bonuses'`,
  );
  return Number(rows[0]!.total);
}

export async function movementsOf(t: TestApp, memberId: number, kinds: string[]) {
  const { rows } = await t.database.pool.query<{
    kind: string;
    statement_type: string;
    amount: number;
    details: unknown;
  }>(
    `SELECT kind, statement_type, amount, details FROM movements WHERE member_id = $1 AND kind = ANY($2) ORDER BY id`,
    [memberId, kinds],
  );
  return rows;
}
