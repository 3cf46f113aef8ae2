import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bonusApi, gamesApi, statementApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';
import {
  activate,
  balancesOf,
  clearBonus,
  createBonus,
  deposit,
  movementsOf,
} from '../../../test/kits/bonus.ts';
import { forgetAnswer } from '../../../test/kits/lost-answer.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

/** A member holding a bonus of 500 on a deposit of 1000: target 3000, floor `floorBaht`. */
async function holding(floorBaht = 10): Promise<Player> {
  const code = await createBonus(t, { bustBelow: floorBaht * 100 });
  const player = await fundedPlayer(t, 1000);
  expect((await activate(t, player, code)).status).toBe(200);
  return player;
}

async function active(player: Player) {
  return (await get(t.app, player, bonusApi.active)).json() as {
    status: boolean;
    type: string | null;
    mayEnd: boolean;
  };
}

describe('GET /api/bonus/clear', () => {
  it('under the target and above the floor: BONUS_CONDITION, nothing changes', async () => {
    const player = await holding();
    const before = await balancesOf(t, player.memberId);
    // Issue 42: the active bonus says it may not be ended yet, so the button is disabled.
    expect(await active(player)).toMatchObject({ mayEnd: false });
    expect(await clearBonus(t, player)).toEqual({ status: 409, body: { message: 'BONUS_CONDITION' } });
    expect(await balancesOf(t, player.memberId)).toEqual(before);
    expect(await active(player)).toMatchObject({ status: true, type: 'limit' });
  });

  it('at the target: BONUS_CLEAR, the bonus ends, no money moves, the statement shows finish_bonus', async () => {
    const player = await holding();
    await deposit(t, player, 1500);
    expect(await active(player)).toMatchObject({ mayEnd: true });
    const before = await balancesOf(t, player.memberId);
    expect(await clearBonus(t, player, 'clear-key-01')).toEqual({
      status: 200,
      body: { message: 'BONUS_CLEAR' },
    });
    expect(await balancesOf(t, player.memberId)).toEqual(before);
    expect(await active(player)).toMatchObject({ status: false, type: null });
    const statement = await post(t.app, player, statementApi.page, { page: 1, limit: 1 });
    expect(statement.json().statements[0]).toMatchObject({
      statementType: 'finish_bonus',
      amount: 500,
      bonus: { description: expect.any(String) },
    });
    // The same key answers the same; without one there is no bonus left to end.
    expect(await clearBonus(t, player, 'clear-key-01')).toEqual({
      status: 200,
      body: { message: 'BONUS_CLEAR' },
    });
    expect(await clearBonus(t, player)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect(await movementsOf(t, player.memberId, ['bonus_end'])).toHaveLength(1);
  });

  it('money in a game counts toward the target (read from the provider)', async () => {
    const player = await holding();
    await deposit(t, player, 1500);
    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
    const moved = await post(t.app, player, gamesApi.transfer, { from: 'WALLET', to: 'pg', amount: 2000 });
    expect(moved.statusCode).toBe(200);
    expect(await clearBonus(t, player)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } });
  });

  it('under the bust floor: BONUS_CLEAR', async () => {
    const player = await holding(2000);
    expect(await clearBonus(t, player)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } });
  });

  it('no bonus held: NO_DATA', async () => {
    const player = await fundedPlayer(t, 100);
    expect(await clearBonus(t, player)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('20 parallel clears with different keys end it once', async () => {
    const player = await holding(2000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => clearBonus(t, player, `clear-parallel-${index}`)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status !== 200).map((a) => a.body.message)).toEqual(
      Array(19).fill('NO_DATA'),
    );
    expect(await movementsOf(t, player.memberId, ['bonus_end'])).toHaveLength(1);
  });
});

describe('a clear whose process died before it answered (ADR 0195)', () => {
  it('is answered BONUS_CLEAR when retried under its key; another key still hears NO_DATA', async () => {
    const player = await holding(2000);
    const key = randomUUID();
    expect(await clearBonus(t, player, key)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } });
    await forgetAnswer(t, player.memberId, key);

    expect(await clearBonus(t, player, key)).toEqual({ status: 200, body: { message: 'BONUS_CLEAR' } });
    expect(await clearBonus(t, player, randomUUID())).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect(await movementsOf(t, player.memberId, ['bonus_end'])).toHaveLength(1);
  });
});
