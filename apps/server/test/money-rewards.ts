import { expect } from 'vitest';
import { inviteApi, refundApi, verifyDraw, drawEntry, type RouteDef } from '@wallet/contract';
import type pg from 'pg';
import type { Answer, Expectation } from './money-answers.ts';
import type { Actor, Command } from './money-model.ts';

/** The property test's invite and refund commands: what to send, what may come back, what it must do. */
export type RewardCommand = Extract<Command, { type: 'inviteClaim' | 'refundReceive' | 'refundAdd' }>;

export const rewardRoute: Record<RewardCommand['type'], RouteDef> = {
  inviteClaim: inviteApi.bonus,
  refundReceive: refundApi.receive,
  refundAdd: refundApi.addWallet,
};

export interface RewardBalances {
  invite: number;
  refund: number;
}

export async function rewardBalances(pool: pg.Pool, memberId: number): Promise<RewardBalances> {
  const { rows } = await pool.query<{ kind: string; balance: number }>(
    `SELECT kind, balance FROM ledger_accounts WHERE member_id = $1 AND kind IN ('invite', 'refund')`,
    [memberId],
  );
  const of = (kind: string) => Number(rows.find((row) => row.kind === kind)?.balance ?? 0);
  return { invite: of('invite'), refund: of('refund') };
}

/** What the command may answer, from the balance it decides. */
export function predictReward(command: RewardCommand, before: RewardBalances): Expectation {
  switch (command.type) {
    case 'inviteClaim':
      // 404 also when no invitee has played yet (NO_INVITEE_PLAY_INFO); 409 is a lost draw.
      return before.invite === 0 ? { status: 404, message: 'NO_INVITE_BONUS' } : { among: [200, 404, 409] };
    case 'refundReceive':
      return { among: [200, 400, 404] };
    case 'refundAdd':
      return before.refund === 0 ? { status: 404, message: 'NO_REFUND' } : { status: 200 };
  }
}

/**
 * Checks what a first (not replayed) answer did to the reward balances and the wallet, and books
 * a won draw into the model: a reward moves exactly the whole balance it draws on, once.
 */
export function applyReward(
  actor: Actor,
  command: RewardCommand,
  answer: Answer,
  before: RewardBalances,
  after: RewardBalances,
): void {
  const ok = answer.status === 200;
  if (command.type === 'inviteClaim') {
    if (ok || answer.status === 409)
      expect(after.invite, 'a drawn claim spends the whole commission').toBe(0);
    else expect(after.invite).toBe(before.invite);
    if (ok) {
      expect(answer.json.amount).toBe(before.invite / 100);
      actor.model.wallet += before.invite;
      actor.model.rewards += before.invite;
    }
    if (answer.status === 404 && before.invite > 0) expect(answer.json.message).toBe('NO_INVITEE_PLAY_INFO');
  } else if (command.type === 'refundReceive') {
    const received = ok ? Math.round((answer.json.refundAmount as number) * 100) : 0;
    expect(after.refund, 'a receipt goes to the refund balance only').toBe(before.refund + received);
  } else {
    if (ok) {
      expect(after.refund, 'add-to-wallet spends the whole refund balance').toBe(0);
      expect(answer.json.refundAmount).toBe(before.refund / 100);
      if (answer.json.result === 'success') {
        actor.model.wallet += before.refund;
        actor.model.rewards += before.refund;
      }
    } else expect(after.refund).toBe(before.refund);
  }
}

/**
 * The reward balances equal what was accrued or received minus what draws took, every draw
 * decided exactly one movement, and the newest draws recompute from their revealed seeds.
 */
export async function expectRewardBooks(pool: pg.Pool, memberId: number): Promise<void> {
  const { rows } = await pool.query<{
    accrued: number;
    claimed: number;
    received: number;
    added: number;
    drawn: number;
    decided: number;
    spinDraws: number;
    spins: number;
  }>(
    `SELECT
       (SELECT coalesce(sum(amount), 0) FROM invite_accruals WHERE inviter_id = $1)::bigint AS accrued,
       (SELECT coalesce(sum(amount), 0) FROM movements WHERE member_id = $1 AND kind = 'invite_claim')::bigint AS claimed,
       (SELECT coalesce(sum(amount), 0) FROM refund_receipts WHERE member_id = $1)::bigint AS received,
       (SELECT coalesce(sum(amount), 0) FROM movements WHERE member_id = $1 AND kind = 'refund_add')::bigint AS added,
       (SELECT count(*) FROM draws WHERE member_id = $1 AND purpose <> 'spin')::int AS drawn,
       (SELECT count(*) FROM draws WHERE member_id = $1 AND purpose = 'spin')::int AS "spinDraws",
       (SELECT count(*) FROM spins WHERE member_id = $1)::int AS spins,
       (SELECT count(*) FROM movements WHERE member_id = $1 AND kind IN ('invite_claim', 'refund_add'))::int AS decided`,
    [memberId],
  );
  const books = rows[0]!;
  const balances = await rewardBalances(pool, memberId);
  expect(balances.invite, `member ${memberId} invite balance`).toBe(
    Number(books.accrued) - Number(books.claimed),
  );
  expect(balances.refund, `member ${memberId} refund balance`).toBe(
    Number(books.received) - Number(books.added),
  );
  expect(books.drawn, `member ${memberId} one draw per decided movement`).toBe(books.decided);
  expect(books.spinDraws, `member ${memberId} one draw per spin`).toBe(books.spins);
  const { rows: newest } = await pool.query(
    `SELECT d.id, d.purpose, s.server_seed AS "serverSeed", s.server_seed_hash AS "serverSeedHash",
            s.client_seed AS "clientSeed", d.nonce, d.weights, d.roll, d.outcome, d.created_at AS "createdAt"
     FROM draws d JOIN draw_seeds s ON s.id = d.seed_id WHERE d.member_id = $1 ORDER BY d.id DESC LIMIT 1`,
    [memberId],
  );
  for (const row of newest) {
    // The stored draw as recorded: what it means to the member (won, names) is the view's, not the proof's.
    const draw = drawEntry
      .omit({ won: true, names: true })
      .parse({ ...row, createdAt: (row.createdAt as Date).toISOString() });
    expect(await verifyDraw(draw), `draw ${draw.id} recomputes`).toMatchObject({
      hashMatches: true,
      outcomeMatches: true,
    });
  }
}
