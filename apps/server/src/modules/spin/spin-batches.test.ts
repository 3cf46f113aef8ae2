import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { drawsApi, drawsReply, spinResultReply, verifyDraw } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';
import { setRewardSettings } from '../../../test/kits/rewards.ts';
import { claimOf, coinsOf, only, setCoins, slice, spinCount, spinOf } from '../../../test/kits/spin.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

/** Spins of different members written together (ADR 0217). */
describe('spins written together', () => {
  beforeAll(async () => {
    await setRewardSettings(t, { spinActive: true, spin: only(slice('NONE', { type: 'none' })) });
  });

  /**
   * Spins of these players held in flight: their current seeds locked by a transaction of the
   * test's own, so both of the spins' batches in flight wait on them and what comes next queues
   * (ADR 0217). Answers the held spins and the release.
   */
  async function holdingTwoBatches(held: Player[]) {
    // A current seed to lock: the seed route commits one when the member has none.
    for (const player of held) expect((await get(t.app, player, drawsApi.seed)).statusCode).toBe(200);
    const holder = await t.database.pool.connect();
    await holder.query('BEGIN');
    await holder.query(
      'SELECT 1 FROM draw_seeds WHERE member_id = ANY($1::bigint[]) AND revealed_at IS NULL FOR UPDATE',
      [held.map((player) => player.memberId)],
    );
    const spins = held.map((player) => spinOf(t, player));
    // Both batches wait on the test's locks: whatever spins next queues behind them.
    await expect
      .poll(
        async () =>
          (
            await t.database.pool.query<{ n: number }>(
              `SELECT count(*)::int AS n FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock'`,
            )
          ).rows[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(held.length);
    return {
      spins,
      async release() {
        await holder.query('COMMIT');
        holder.release();
      },
    };
  }

  /** How many transactions wrote these members' spins (a row's xmin is the transaction that wrote it). */
  async function spinTransactions(players: Player[]): Promise<number> {
    const { rows } = await t.database.pool.query<{ n: number }>(
      'SELECT count(DISTINCT xmin::text)::int AS n FROM spins WHERE member_id = ANY($1::bigint[])',
      [players.map((player) => player.memberId)],
    );
    return rows[0]!.n;
  }

  it('spins of several members at once are one transaction, each answered its own draw; one without coins is NO_COIN and writes nothing', async () => {
    await setRewardSettings(t, { spin: only(slice('NONE', { type: 'none' })) });
    const players = await Promise.all(Array.from({ length: 6 }, () => fundedPlayer(t, 0)));
    for (const player of players.slice(0, 5)) await setCoins(t, player.memberId, 2);
    const [first, second, ...queued] = players;
    // Each has drawn before (a current seed): a first draw, whose seed is made then, spins alone.
    for (const player of queued) await get(t.app, player, drawsApi.seed);
    const held = await holdingTwoBatches([first!, second!]);
    const answers = queued.map((player) => spinOf(t, player));
    // The queued spins reach the batch queue while both batches wait (a request's way there is
    // milliseconds; a second leaves room for a loaded machine).
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await held.release();
    const replies = await Promise.all([...held.spins, ...answers]);
    replies.slice(0, 5).forEach((reply) => {
      expect(reply.statusCode).toBe(200);
      expect(spinResultReply.parse(reply.json())).toMatchObject({ code: 'NONE', remainingCoin: 1 });
    });
    expect(replies[5]!.json()).toEqual({ message: 'NO_COIN' });
    for (const player of players.slice(0, 5)) expect(await coinsOf(t, player.memberId)).toBe(1);
    expect(await spinCount(t, players[5]!.memberId)).toBe(0);
    // The three queued spins with coins went in one transaction, and each drew on its own seed.
    expect(await spinTransactions(queued.slice(0, 3))).toBe(1);
    for (const player of queued.slice(0, 3)) {
      const { draws } = drawsReply.parse(
        (await post(t.app, player, drawsApi.list, { page: 1, limit: 10 })).json(),
      );
      expect(draws).toHaveLength(1);
      expect(await verifyDraw(draws[0]!)).toMatchObject({ hashMatches: true, outcomeMatches: true });
    }
  });

  it('a spin that cannot be written with the others (its key held by another route) fails alone: the rest spin once each', async () => {
    await setRewardSettings(t, { spin: only(slice('NONE', { type: 'none' })) });
    const players = await Promise.all(Array.from({ length: 5 }, () => fundedPlayer(t, 0)));
    for (const player of players) await setCoins(t, player.memberId, 2);
    const [first, second, taken, ...rest] = players;
    const key = randomUUID();
    expect((await claimOf(t, taken!, 'LD0000000000', key)).statusCode).toBe(400);
    for (const player of [taken!, ...rest]) await get(t.app, player, drawsApi.seed);
    const held = await holdingTwoBatches([first!, second!]);
    const answers = [spinOf(t, taken!, key), ...rest.map((player) => spinOf(t, player))];
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await held.release();
    const replies = await Promise.all([...held.spins, ...answers]);
    expect(replies[2]!.json()).toEqual({ message: 'KEY_INVALID' });
    expect(await spinCount(t, taken!.memberId)).toBe(0);
    expect(await coinsOf(t, taken!.memberId)).toBe(2);
    for (const [i, player] of [first!, second!, ...rest].entries()) {
      expect([i, replies[i < 2 ? i : i + 1]!.statusCode]).toEqual([i, 200]);
      expect(await spinCount(t, player.memberId)).toBe(1);
      expect(await coinsOf(t, player.memberId)).toBe(1);
    }
  });
});
