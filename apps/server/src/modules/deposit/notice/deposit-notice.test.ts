import { beforeEach, describe, expect, it } from 'vitest';
import { depositNoticeReply, spinActiveReply, depositNoticeApi, sandboxApi, spinApi } from '@wallet/contract';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  get,
  post,
  walletOf,
  type Player,
} from '../../../../test/money.ts';
import { call } from '../../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });
beforeEach(() => t.outside.faults.clear());

async function countRows(sql: string, params: unknown[]) {
  const { rows } = await t.database.pool.query<{ n: number }>(sql, params);
  return rows[0]!.n;
}

describe('POST /api/wallet/add (deposit notice)', () => {
  /** One member for the refusals: none of them may record anything. */
  let idle: Player | undefined;

  it('records a PENDING notice and moves no money', async () => {
    const player = await fundedPlayer(t, 250);
    const journalsBefore = (await expectBooksBalanced(t)).journals;
    const response = await post(t.app, player, depositNoticeApi.add, { amount: 500.5 });
    expect(response.statusCode).toBe(201);
    const body = depositNoticeReply.parse(response.json());
    expect(body).toEqual({
      reference: expect.stringMatching(/^DN[A-Z2-9]{16}$/),
      status: 'PENDING',
      amount: 500.5,
    });
    const { rows } = await t.database.pool.query(
      'SELECT member_id, kind, statement_type, from_place, to_place, amount, status FROM movements WHERE reference = $1',
      [body.reference],
    );
    expect(rows).toEqual([
      {
        member_id: player.memberId,
        kind: 'deposit_notice',
        statement_type: 'deposit',
        from_place: 'BANK',
        to_place: 'WALLET',
        amount: 50050,
        status: 'PENDING',
      },
    ]);
    expect((await walletOf(t.app, player)).wallet).toBe(250);
    const report = await expectBooksBalanced(t);
    expect(report.journals).toBe(journalsBefore);
  });

  it.each([
    [{ amount: 0.99 }, 400, 'TRANSFER_MINIMUM'],
    [{ amount: 0 }, 400, 'TRANSFER_MINIMUM'],
    [{ amount: 1.005 }, 400, 'KEY_INVALID'],
    [{ amount: -1 }, 400, 'KEY_INVALID'],
    [{ amount: '100' }, 400, 'KEY_INVALID'],
    [{}, 400, 'KEY_MISSING'],
  ])('%j → %i %s, nothing recorded', async (payload, status, code) => {
    const player = (idle ??= await fundedPlayer(t, 0));
    const response = await post(t.app, player, depositNoticeApi.add, payload);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message: code });
    expect(
      await countRows('SELECT count(*)::int AS n FROM movements WHERE member_id = $1', [player.memberId]),
    ).toBe(0);
  });

  it('one baht exactly is accepted', async () => {
    const player = await fundedPlayer(t, 0);
    const response = await post(t.app, player, depositNoticeApi.add, { amount: 1 });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'PENDING', amount: 1 });
  });

  it('a fourth open notice is REQUEST_LIMIT; other members are not affected', async () => {
    const player = await fundedPlayer(t, 0);
    for (const amount of [100, 200, 300]) {
      const response = await post(t.app, player, depositNoticeApi.add, { amount });
      expect(response.statusCode).toBe(201);
    }
    const fourth = await post(t.app, player, depositNoticeApi.add, { amount: 400 });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({ message: 'REQUEST_LIMIT' });
    expect(
      await countRows(
        `SELECT count(*)::int AS n FROM movements WHERE member_id = $1 AND kind = 'deposit_notice'`,
        [player.memberId],
      ),
    ).toBe(3);

    // Once an operator closes one, a new notice fits again.
    await t.database.pool.query(
      `UPDATE movements SET status = 'FAILED' WHERE id = (SELECT min(id) FROM movements WHERE member_id = $1)`,
      [player.memberId],
    );
    expect((await post(t.app, player, depositNoticeApi.add, { amount: 400 })).statusCode).toBe(201);

    const other = await fundedPlayer(t, 0);
    expect((await post(t.app, other, depositNoticeApi.add, { amount: 100 })).statusCode).toBe(201);
  });

  it('is idempotent with a key: the retry gets the first answer and records nothing more', async () => {
    const player = await fundedPlayer(t, 0);
    const first = await post(t.app, player, depositNoticeApi.add, { amount: 150 }, 'notice-key-001');
    expect(first.statusCode).toBe(201);
    const again = await post(t.app, player, depositNoticeApi.add, { amount: 150 }, 'notice-key-001');
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(
      await countRows('SELECT count(*)::int AS n FROM movements WHERE member_id = $1', [player.memberId]),
    ).toBe(1);

    // Two more fill the cap; the first key still answers its own notice, not REQUEST_LIMIT.
    await post(t.app, player, depositNoticeApi.add, { amount: 1 });
    await post(t.app, player, depositNoticeApi.add, { amount: 2 });
    const late = await post(t.app, player, depositNoticeApi.add, { amount: 150 }, 'notice-key-001');
    expect(late.statusCode).toBe(201);
    expect(late.json()).toEqual(first.json());

    const otherBody = await post(t.app, player, depositNoticeApi.add, { amount: 151 }, 'notice-key-001');
    expect(otherBody.statusCode).toBe(400);
    expect(otherBody.json()).toEqual({ message: 'KEY_INVALID' });
    const refused = await post(t.app, player, depositNoticeApi.add, { amount: 5 }, 'notice-key-002');
    expect(refused.json()).toEqual({ message: 'REQUEST_LIMIT' });
    // A refusal is an answer too: the same key is refused the same way.
    const refusedAgain = await post(t.app, player, depositNoticeApi.add, { amount: 5 }, 'notice-key-002');
    expect(refusedAgain.statusCode).toBe(429);
    expect(
      await countRows('SELECT count(*)::int AS n FROM movements WHERE member_id = $1', [player.memberId]),
    ).toBe(3);
  });
});

describe('GET /api/spinwheel/active', () => {
  it('follows the spinActive setting', async () => {
    const player = await fundedPlayer(t, 0);
    const read = async () => {
      const response = await get(t.app, player, spinApi.active);
      expect(response.statusCode).toBe(200);
      return spinActiveReply.parse(response.json());
    };
    expect(await read()).toEqual({ active: false });
    const on = await call(t.app, sandboxApi.settings, { body: { spinActive: true } });
    expect(on.json()).toEqual({ message: 'SUCCESS' });
    expect(await read()).toEqual({ active: true });
    await call(t.app, sandboxApi.settings, { body: { spinActive: false } });
    expect(await read()).toEqual({ active: false });
  });
});
