import { describe, expect, it } from 'vitest';
import { withdrawApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, post } from '../../../test/money.ts';

/*
 * ADR 0179, found by the crash exploration (ADR 0178): a crash between a withdrawal's hold and its
 * automatic approval left it PENDING with no decision, which no recovery sends and no retry
 * finished. The approval now commits with the hold. Here the crash point throws
 * (CRASH_AT=…:throw) instead of killing the process.
 */
const t = useTestApp({ ...MONEY_TEST_ENV, CRASH_AT: 'withdrawal.afterHold:throw' }, { checkBooks: true });

async function withdrawals(memberId: number) {
  const { rows } = await t.database.pool.query<{ id: number; status: string; decision: string | null }>(
    `SELECT m.id, m.status, d.decision FROM movements m
     LEFT JOIN withdrawal_decisions d ON d.movement_id = m.id
     WHERE m.member_id = $1 AND m.kind = 'withdrawal'`,
    [memberId],
  );
  return rows;
}

describe('a withdrawal interrupted right after its hold', () => {
  it('is held with its automatic approval, and paid by the retry with the same key, once', async () => {
    const player = await fundedPlayer(t, 1000);
    const crashed = await post(t.app, player, withdrawApi.withdraw, { amount: 400 }, 'crash-replay-1');
    expect(crashed.statusCode).toBe(500);
    expect(await withdrawals(player.memberId)).toEqual([
      expect.objectContaining({ status: 'PENDING', decision: 'approved' }),
    ]);

    const retried = await post(t.app, player, withdrawApi.withdraw, { amount: 400 }, 'crash-replay-1');
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ status: 'SUCCESS', amount: 400, wallet: { amount: 600 } });
    expect(await withdrawals(player.memberId)).toEqual([
      expect.objectContaining({ status: 'SUCCESS', decision: 'approved' }),
    ]);
    // The answer is kept: a third try answers the same and pays nothing more.
    const again = await post(t.app, player, withdrawApi.withdraw, { amount: 400 }, 'crash-replay-1');
    expect(again.json()).toEqual(retried.json());
    expect(await withdrawals(player.memberId)).toHaveLength(1);
  });
});
