import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bonusApi,
  refundApi,
  sandboxApi,
  statementApi,
  withdrawApi,
  type StatementEntry,
  withdrawalQueueApi,
} from '@wallet/contract';
import type { PayoutDecision } from '../../adapters/payout/port.ts';
import { useTestApp } from '../../../test/fixture.ts';
import {
  MONEY_TEST_ENV,
  expectBooksBalanced,
  fundedPlayer,
  get,
  post,
  type Player,
} from '../../../test/money.ts';
import { call } from '../../../test/call.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import {
  activate,
  balancesOf,
  createBonus,
  deposit,
  houseBonuses,
  movementsOf,
} from '../../../test/kits/bonus.ts';

// Withdrawals wait for an operator (the product default); RECOVERY_AGE_MS 0: the recovery task takes every pending one.
const t = useTestApp(
  { ...MONEY_TEST_ENV, WITHDRAWAL_APPROVAL: 'operator', RECOVERY_AGE_MS: '0' },
  { checkBooks: true },
);
let finance: TestOperator;
beforeAll(async () => {
  finance = await makeOperator(t, 'finance');
});
beforeEach(async () => {
  t.outside.faults.clear();
  await rail('complete');
});

const rail = (decision: PayoutDecision) => call(t.app, sandboxApi.payout, { body: { decision } });

/** Deposit 1000 with a bonus of 500 (percentFail 50, target 3000, cap 4500): a wallet of 1500. */
async function holding(): Promise<{ player: Player; code: string }> {
  const code = await createBonus(t);
  const player = await fundedPlayer(t, 1000);
  expect((await activate(t, player, code)).status).toBe(200);
  return { player, code };
}

/** The member's bonus rows as they stand (terms and state). */
async function bonusRows(memberId: number) {
  const { rows } = await t.database.pool.query(
    `SELECT id, bonus_id, deposit, bonus, target, floor, percent_fail, withdraw_cap, is_active, end_reason, ended_at, created_at
     FROM member_bonuses WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
  return rows;
}

/** Withdraws the whole wallet of 1500 while the bonus is held: 1250 to the bank, 250 deducted; answers its id. */
async function withdrawAll(player: Player): Promise<number> {
  const response = await post(
    t.app,
    player,
    withdrawApi.withdrawAll,
    { amount: 1500 },
    `wbr-${Math.random()}`,
  );
  expect(response.json()).toMatchObject({ status: 'PENDING', amount: 1250, wallet: { amount: 0 } });
  const { rows } = await t.database.pool.query<{ id: number }>(
    'SELECT id FROM movements WHERE reference = $1',
    [(response.json() as { reference: string }).reference],
  );
  return rows[0]!.id;
}

const reject = (withdrawalId: number, reason = 'account name does not match') =>
  call(t.app, withdrawalQueueApi.rejectWithdrawal, {
    headers: finance.headers,
    params: { withdrawalId },
    body: { reason },
  });

const approve = (withdrawalId: number) =>
  call(t.app, withdrawalQueueApi.approveWithdrawal, {
    headers: finance.headers,
    params: { withdrawalId },
    body: {},
  });

async function statement(player: Player): Promise<StatementEntry[]> {
  const response = await post(t.app, player, statementApi.page, { page: 1, limit: 10 });
  return (response.json() as { statements: StatementEntry[] }).statements;
}

/** The member is exactly where they were before asking: wallet, bonus row, house bonuses account. */
async function expectRestored(player: Player, before: { bonuses: unknown[]; house: number }): Promise<void> {
  expect(await balancesOf(t, player.memberId)).toEqual({ wallet: 150_000 });
  expect(await bonusRows(player.memberId)).toEqual(before.bonuses);
  expect(await houseBonuses(t)).toBe(before.house);
  expect((await get(t.app, player, bonusApi.active)).json()).toMatchObject({
    status: true,
    target: 3000,
    floor: 10,
  });
  expect(await movementsOf(t, player.memberId, ['bonus_forfeit_return'])).toHaveLength(1);
  await expectBooksBalanced(t);
}

describe('a rejected withdrawal made while a bonus was held', () => {
  it('an operator reject returns the payout and the deduction and restores the bonus; the statement shows the return', async () => {
    const { player } = await holding();
    const before = { bonuses: await bonusRows(player.memberId), house: await houseBonuses(t) };
    const id = await withdrawAll(player);
    expect(await houseBonuses(t)).toBe(before.house + 25_000);
    expect((await get(t.app, player, bonusApi.active)).json()).toMatchObject({ status: false });

    expect((await reject(id)).json()).toMatchObject({ stage: 'REJECTED' });
    await expectRestored(player, before);
    const [returned, forfeit, withdrawal] = await statement(player);
    expect(returned).toMatchObject({
      statementType: 'bonus',
      from: 'BONUS',
      to: 'WALLET',
      amount: 250,
      status: 'SUCCESS',
      bonus: { description: forfeit!.bonus!.description },
      note: 'account name does not match',
    });
    expect(forfeit).toMatchObject({ statementType: 'withdraw', from: 'WALLET', to: 'BONUS', amount: 250 });
    expect(withdrawal).toMatchObject({ statementType: 'withdraw', amount: 1250, status: 'FAILED' });

    // A second reject (double click) answers the item and moves nothing.
    expect((await reject(id, 'again')).statusCode).toBe(200);
    await expectRestored(player, before);
  });

  it('the restored bonus follows its rule on the next withdrawal: deducted again, and paid once approved', async () => {
    const { player } = await holding();
    const house = await houseBonuses(t);
    await reject(await withdrawAll(player));
    const again = await withdrawAll(player);
    expect(await houseBonuses(t)).toBe(house + 25_000);
    expect(await movementsOf(t, player.memberId, ['bonus_forfeit'])).toHaveLength(2);
    expect((await approve(again)).json()).toMatchObject({ stage: 'PAID' });
    expect(await balancesOf(t, player.memberId)).toEqual({});
    expect((await get(t.app, player, bonusApi.active)).json()).toMatchObject({ status: false });
    await expectBooksBalanced(t);
  });

  it('the payout rail rejecting an approved withdrawal does the same; an operator cannot reject it again', async () => {
    const { player } = await holding();
    const before = { bonuses: await bonusRows(player.memberId), house: await houseBonuses(t) };
    const id = await withdrawAll(player);
    await rail('reject');
    expect((await approve(id)).json()).toMatchObject({ stage: 'FAILED' });
    await expectRestored(player, before);
    expect((await reject(id)).json()).toEqual({ message: 'ALREADY_DECIDED' });
    await t.jobs.runTask('withdrawals');
    await expectRestored(player, before);
  });

  it('a rail rejection the recovery job finds (the answer was lost) does the same', async () => {
    const { player } = await holding();
    const before = { bonuses: await bonusRows(player.memberId), house: await houseBonuses(t) };
    const id = await withdrawAll(player);
    t.outside.faults.add({ target: 'payout', op: 'submit', mode: 'lost-reply', times: 1 });
    await rail('hold');
    expect((await approve(id)).json()).toMatchObject({ stage: 'PAYING' });
    const { rows } = await t.database.pool.query<{ reference: string }>(
      'SELECT reference FROM movements WHERE id = $1',
      [id],
    );
    expect(await t.outside.sandboxPayout.decide(rows[0]!.reference, 'rejected')).toBe(true);
    await Promise.all([t.jobs.runTask('withdrawals'), t.jobs.runTask('withdrawals')]);
    await expectRestored(player, before);
  });

  it('ten concurrent rejects move the money once', async () => {
    const { player } = await holding();
    const before = { bonuses: await bonusRows(player.memberId), house: await houseBonuses(t) };
    const id = await withdrawAll(player);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => reject(id, `click ${i}`)));
    for (const answer of answers) expect(answer.statusCode).toBe(200);
    await expectRestored(player, before);
  });

  it('concurrent approvals and rejects: either paid with the deduction kept, or rejected and undone once', async () => {
    for (const decision of ['complete', 'reject'] as const) {
      const { player } = await holding();
      const before = { bonuses: await bonusRows(player.memberId), house: await houseBonuses(t) };
      const id = await withdrawAll(player);
      await rail(decision);
      await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 ? reject(id) : approve(id))));
      const { rows } = await t.database.pool.query<{ status: string }>(
        'SELECT status FROM movements WHERE id = $1',
        [id],
      );
      if (rows[0]!.status === 'FAILED') {
        await expectRestored(player, before);
      } else {
        expect(rows[0]!.status).toBe('SUCCESS');
        expect(await balancesOf(t, player.memberId)).toEqual({});
        expect(await houseBonuses(t)).toBe(before.house + 25_000);
        expect(await movementsOf(t, player.memberId, ['bonus_forfeit_return'])).toEqual([]);
        expect((await get(t.app, player, bonusApi.active)).json()).toMatchObject({ status: false });
      }
      await expectBooksBalanced(t);
    }
  });

  it('while it waits no other bonus can be taken (the rejection would bring the first back); once paid, one can', async () => {
    const { player, code } = await holding();
    const id = await withdrawAll(player);
    // Refunds see the bonus as held meanwhile too.
    expect((await get(t.app, player, refundApi.check)).json()).toMatchObject({ bonus: true });
    await deposit(t, player, 1000);
    const other = await createBonus(t);
    expect((await activate(t, player, other)).body).toEqual({ message: 'BONUS_ALREADY_ACTIVE' });
    expect((await activate(t, player, code)).body).toEqual({ message: 'BONUS_ALREADY_ACTIVE' });
    expect((await approve(id)).json()).toMatchObject({ stage: 'PAID' });
    expect((await get(t.app, player, refundApi.check)).json()).toMatchObject({ bonus: false });
    expect((await activate(t, player, other)).status).toBe(200);
    await expectBooksBalanced(t);
  });

  it('a bonus whose offer closed while the withdrawal waited is restored all the same, on its own terms', async () => {
    const { player, code } = await holding();
    const before = { bonuses: await bonusRows(player.memberId), house: await houseBonuses(t) };
    const id = await withdrawAll(player);
    await t.database.pool.query(
      `UPDATE bonuses SET enabled = false, ends_at = now() - interval '1 second' WHERE code = $1`,
      [code],
    );
    await reject(id);
    await expectRestored(player, before);
  });
});
