import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { activationReply, statementApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, expectBooksBalanced, fundedPlayer, post } from '../../../test/money.ts';
import {
  activate,
  balancesOf,
  createBonus,
  deposit,
  houseBonuses,
  movementsOf,
} from '../../../test/kits/bonus.ts';
import { forgetAnswer } from '../../../test/kits/lost-answer.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

/** Every balance the member and the house's bonuses account hold, to show a refusal changed nothing. */
async function snapshot(memberId: number) {
  return { member: await balancesOf(t, memberId), house: await houseBonuses(t) };
}

describe('GET /api/bonus/activate/{code}', () => {
  it('credits percent of the latest deposit from the house, and the statement shows the bonus', async () => {
    const code = await createBonus(t);
    const player = await fundedPlayer(t, 1000);
    const houseBefore = await houseBonuses(t);
    const answer = await activate(t, player, code, 'bonus-key-0001');
    expect(answer.status).toBe(200);
    expect(activationReply.parse(answer.body)).toMatchObject({
      code,
      isActive: true,
      deposit: 1000,
      bonus: 500,
      target: 3000,
      wallet: { amount: 1500 },
    });
    expect((await balancesOf(t, player.memberId)).wallet).toBe(150_000);
    expect(await houseBonuses(t)).toBe(houseBefore - 50_000);
    const statement = await post(t.app, player, statementApi.page, { page: 1, limit: 10 });
    expect(statement.json().statements[0]).toMatchObject({
      statementType: 'bonus',
      from: 'BONUS',
      to: 'WALLET',
      amount: 500,
      status: 'SUCCESS',
      bonus: { description: expect.stringContaining(code) },
    });
    await expectBooksBalanced(t);
  });

  it('the bonus is capped at maxBonus', async () => {
    const code = await createBonus(t, { percent: 100, maxBonus: 30_000 });
    const player = await fundedPlayer(t, 2000);
    expect((await activate(t, player, code)).body).toMatchObject({ bonus: 300, wallet: { amount: 2300 } });
  });

  it.each([
    ['an unknown code', async () => ({ code: 'NOPE-NOPE' }), 404, 'NO_DATA'],
    [
      'a promotion code on the bonus route',
      async () => ({ code: await createBonus(t, { promotion: true }) }),
      404,
      'NO_DATA',
    ],
    [
      'an ended bonus',
      async () => ({ code: await createBonus(t, { endsAt: new Date(Date.now() - 1000) }) }),
      404,
      'NO_DATA',
    ],
    [
      'a deposit under the minimum',
      async () => ({ code: await createBonus(t, { minDeposit: 200_000 }) }),
      400,
      'TRANSFER_MINIMUM',
    ],
  ])('%s is refused and changes nothing', async (_name, make, status, message) => {
    const { code } = await make();
    const player = await fundedPlayer(t, 1000);
    const before = await snapshot(player.memberId);
    expect(await activate(t, player, code)).toEqual({ status, body: { message } });
    expect(await snapshot(player.memberId)).toEqual(before);
  });

  it('no deposit at all, or one already used by a bonus: NO_DATA', async () => {
    const code = await createBonus(t);
    const broke = await fundedPlayer(t, 0);
    expect(await activate(t, broke, code)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    const player = await fundedPlayer(t, 1000);
    expect((await activate(t, player, code)).status).toBe(200);
    await t.database.pool.query(
      `UPDATE member_bonuses SET is_active = false, end_reason = 'clear', ended_at = now() WHERE member_id = $1`,
      [player.memberId],
    );
    const before = await snapshot(player.memberId);
    expect(await activate(t, player, code)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
    expect(await snapshot(player.memberId)).toEqual(before);
  });

  it('a deposit no longer in the wallet is MONEY_NOT_ENOUGH', async () => {
    const code = await createBonus(t);
    const player = await fundedPlayer(t, 1000);
    await t.database.pool.query(
      `UPDATE movements SET created_at = now() - interval '2 hours' WHERE member_id = $1`,
      [player.memberId],
    );
    await deposit(t, player, 500);
    // The wallet holds 1500 and the deposit is 500: fine. Spend it and it is not.
    const wallet = await t.ledger.memberAccount(player.memberId, 'wallet');
    const house = await t.ledger.houseAccountFor('adjustments', player.memberId);
    await t.ledger.open(
      {
        memberId: player.memberId,
        statementType: 'withdraw',
        kind: 'withdrawal',
        fromPlace: 'WALLET',
        toPlace: 'X',
        provider: null,
        amount: 110_000,
        opKey: null,
      },
      'SUCCESS',
      'test_spend',
      [
        { account: wallet, amount: -110_000 },
        { account: house, amount: 110_000 },
      ],
    );
    const before = await snapshot(player.memberId);
    expect(await activate(t, player, code)).toEqual({ status: 409, body: { message: 'MONEY_NOT_ENOUGH' } });
    expect(await snapshot(player.memberId)).toEqual(before);
  });

  it('a deposit older than the window does not qualify', async () => {
    const code = await createBonus(t);
    const player = await fundedPlayer(t, 1000);
    await t.database.pool.query(
      `UPDATE movements SET created_at = now() - interval '61 minutes' WHERE member_id = $1`,
      [player.memberId],
    );
    expect(await activate(t, player, code)).toEqual({ status: 404, body: { message: 'NO_DATA' } });
  });

  it('one active bonus at a time: BONUS_ALREADY_ACTIVE', async () => {
    const [first, second] = [await createBonus(t), await createBonus(t)];
    const player = await fundedPlayer(t, 1000);
    expect((await activate(t, player, first)).status).toBe(200);
    await deposit(t, player, 1000);
    const before = await snapshot(player.memberId);
    expect(await activate(t, player, second)).toEqual({
      status: 409,
      body: { message: 'BONUS_ALREADY_ACTIVE' },
    });
    expect(await snapshot(player.memberId)).toEqual(before);
  });

  async function takeAndEnd(player: Awaited<ReturnType<typeof fundedPlayer>>, code: string) {
    await deposit(t, player, 1000);
    const answer = await activate(t, player, code);
    await t.database.pool.query(
      `UPDATE member_bonuses SET is_active = false, end_reason = 'clear', ended_at = now() WHERE member_id = $1 AND is_active`,
      [player.memberId],
    );
    return answer;
  }

  it('limit: maxReceived in total, then BONUS_MAX_CLAIMED; the list shows the receipts', async () => {
    const code = await createBonus(t, { maxReceived: 2 });
    const player = await fundedPlayer(t, 0);
    expect((await takeAndEnd(player, code)).status).toBe(200);
    expect((await takeAndEnd(player, code)).status).toBe(200);
    await deposit(t, player, 1000);
    const before = await snapshot(player.memberId);
    expect(await activate(t, player, code)).toEqual({ status: 409, body: { message: 'BONUS_MAX_CLAIMED' } });
    expect(await snapshot(player.memberId)).toEqual(before);
  });

  it('day: receipts of earlier Bangkok days do not count', async () => {
    const code = await createBonus(t, { type: 'day', maxReceived: 1 });
    const player = await fundedPlayer(t, 0);
    expect((await takeAndEnd(player, code)).status).toBe(200);
    await deposit(t, player, 1000);
    expect((await activate(t, player, code)).body).toEqual({ message: 'BONUS_MAX_CLAIMED' });
    await t.database.pool.query(
      `UPDATE member_bonuses SET created_at = now() - interval '1 day' WHERE member_id = $1`,
      [player.memberId],
    );
    expect((await activate(t, player, code)).status).toBe(200);
  });

  it('BONUS_FULL past the setting’s bonuses per day, whatever the codes', async () => {
    const player = await fundedPlayer(t, 0);
    for (let index = 0; index < 3; index += 1)
      expect((await takeAndEnd(player, await createBonus(t))).status).toBe(200);
    await deposit(t, player, 1000);
    expect(await activate(t, player, await createBonus(t))).toEqual({
      status: 409,
      body: { message: 'BONUS_FULL' },
    });
  });

  describe('idempotency and concurrency', () => {
    it('a retry with the same key answers the first answer and credits once', async () => {
      const code = await createBonus(t);
      const player = await fundedPlayer(t, 1000);
      const first = await activate(t, player, code, 'activate-key-1');
      expect(await activate(t, player, code, 'activate-key-1')).toEqual(first);
      expect((await balancesOf(t, player.memberId)).wallet).toBe(150_000);
      expect(await movementsOf(t, player.memberId, ['bonus'])).toHaveLength(1);
    });

    it('the same key on another code is KEY_INVALID; a malformed key is KEY_INVALID', async () => {
      const [code, other] = [await createBonus(t), await createBonus(t)];
      const player = await fundedPlayer(t, 1000);
      expect((await activate(t, player, code, 'activate-key-2')).status).toBe(200);
      expect(await activate(t, player, other, 'activate-key-2')).toEqual({
        status: 400,
        body: { message: 'KEY_INVALID' },
      });
      expect(await activate(t, player, other, 'bad key')).toEqual({
        status: 400,
        body: { message: 'KEY_INVALID' },
      });
    });

    it('a refusal is answered the same on retry, even after the cause is gone', async () => {
      const code = await createBonus(t);
      const player = await fundedPlayer(t, 0);
      const first = await activate(t, player, code, 'activate-key-3');
      expect(first).toEqual({ status: 404, body: { message: 'NO_DATA' } });
      await deposit(t, player, 1000);
      expect(await activate(t, player, code, 'activate-key-3')).toEqual(first);
    });

    it('50 parallel activations with different keys activate once and credit once', async () => {
      const code = await createBonus(t);
      const player = await fundedPlayer(t, 1000);
      const houseBefore = await houseBonuses(t);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => activate(t, player, code, `parallel-key-${index}`)),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.status !== 200).map((a) => a.body.message))).toEqual(
        new Set(['BONUS_ALREADY_ACTIVE']),
      );
      expect((await balancesOf(t, player.memberId)).wallet).toBe(150_000);
      expect(await houseBonuses(t)).toBe(houseBefore - 50_000);
      expect(await movementsOf(t, player.memberId, ['bonus'])).toHaveLength(1);
    });

    it('50 parallel activations without keys, across two codes, credit once', async () => {
      const [code, other] = [await createBonus(t), await createBonus(t)];
      const player = await fundedPlayer(t, 1000);
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => activate(t, player, index % 2 ? code : other)),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect((await balancesOf(t, player.memberId)).wallet).toBe(150_000);
    });
  });
});

describe('an activation whose process died before it answered (ADR 0195)', () => {
  it.each([false, true])(
    'is answered with its bonus when retried under its key (promotion %s); another key is still refused',
    async (promotion) => {
      const code = await createBonus(t, { promotion });
      const player = await fundedPlayer(t, 1000);
      const key = randomUUID();
      const first = await activate(t, player, code, key, promotion);
      expect(first.status).toBe(200);
      await forgetAnswer(t, player.memberId, key);

      expect(await activate(t, player, code, key, promotion)).toEqual(first);
      expect(await activate(t, player, code, randomUUID(), promotion)).toEqual({
        status: 409,
        body: { message: 'BONUS_ALREADY_ACTIVE' },
      });
      expect((await balancesOf(t, player.memberId)).wallet).toBe(150_000);
    },
  );
});
