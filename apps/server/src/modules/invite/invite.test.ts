import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawSeedReply,
  drawsApi,
  drawsReply,
  homeApi,
  inviteApi,
  inviteBonusReply,
  inviteReply,
  statementApi,
  statementReply,
  verifyDraw,
} from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';
import {
  balancesOf,
  invitedPlayer,
  moneyGet,
  playAndLose,
  runAccrual,
  setRewardSettings,
  shiftRewardClock,
} from '../../../test/kits/rewards.ts';
import { creditDeposit } from '../wallet/index.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

const programme = { active: true, percent: 5, period: 'day', lookbackPeriods: 7 } as const;

async function deposit(player: Player, baht: number) {
  await creditDeposit(t.ledger, t.events, {
    memberId: player.memberId,
    amount: baht * 100,
    opKey: `test-deposit:${randomUUID()}`,
    channel: 'TEST',
  });
}

async function inviteAmount(player: Player): Promise<number> {
  const response = await get(t.app, player, homeApi.wallet);
  return (response.json() as { invite: { amount: number } }).invite.amount;
}

describe('invite commission', () => {
  let inviter: Player;
  let invitee: Player;

  beforeAll(async () => {
    await setRewardSettings(t, { invite: programme, inviteClaim: { success: 100, fail: 0 } });
    inviter = await fundedPlayer(t, 0);
    invitee = await invitedPlayer(t, inviter);
    await deposit(invitee, 1000);
    // The day under way is not settled: nothing accrues until it has closed.
    expect(await runAccrual(t)).toBe(0);
    await shiftRewardClock(t, 1);
  });

  it("accrues the percent of an invitee's net deposits once per period, whoever runs the job", async () => {
    const runs = await Promise.all([runAccrual(t), runAccrual(t), t.jobs.runHousekeeping('invite-accrual')]);
    expect(runs[0] + runs[1]).toBeLessThanOrEqual(1);
    expect(await runAccrual(t)).toBe(0);
    const list = inviteReply.parse(
      (await post(t.app, inviter, inviteApi.list, { page: 1, limit: 10 })).json(),
    );
    expect(list.total).toBe(1);
    expect(list.invites[0]).toMatchObject({ from: { name: 'Somsak Test' }, amount: 50 });
    expect(await inviteAmount(inviter)).toBe(50);
  });

  it('refuses the claim while no invitee has played, and moves nothing', async () => {
    const before = await balancesOf(t, inviter.memberId);
    const response = await moneyGet(t, inviter, inviteApi.bonus, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'NO_INVITEE_PLAY_INFO' });
    expect(await balancesOf(t, inviter.memberId)).toEqual(before);
  });

  it('refuses every claim while the programme is off', async () => {
    await setRewardSettings(t, { invite: { ...programme, active: false } });
    const before = await balancesOf(t, inviter.memberId);
    const response = await moneyGet(t, inviter, inviteApi.bonus, randomUUID());
    expect(response.json()).toEqual({ message: 'INVITE_INACTIVE' });
    expect(response.statusCode).toBe(403);
    expect(await balancesOf(t, inviter.memberId)).toEqual(before);
    await setRewardSettings(t, { invite: programme });
  });

  it('answers NO_INVITE_BONUS to a member with nothing waiting', async () => {
    const loner = await fundedPlayer(t, 10);
    const response = await moneyGet(t, loner, inviteApi.bonus, randomUUID());
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'NO_INVITE_BONUS' });
  });

  it('50 parallel claims move the whole commission to the wallet once, decided by the committed seed', async () => {
    await playAndLose(t, invitee, 100, 0);
    const committed = drawSeedReply.parse((await get(t.app, inviter, drawsApi.seed)).json());
    const before = await balancesOf(t, inviter.memberId);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => moneyGet(t, inviter, inviteApi.bonus, randomUUID())),
    );
    const won = answers.filter((answer) => answer.statusCode === 200);
    expect(won).toHaveLength(1);
    expect(inviteBonusReply.parse(won[0]!.json())).toMatchObject({
      message: 'INVITE_BONUS_SUCCESS',
      amount: 50,
    });
    for (const answer of answers.filter((each) => each.statusCode !== 200)) {
      expect(answer.json()).toEqual({ message: 'NO_INVITE_BONUS' });
    }
    const after = await balancesOf(t, inviter.memberId);
    expect(after).toEqual({ ...before, wallet: before.wallet + 5000, invite: 0 });
    expect(await inviteAmount(inviter)).toBe(0);

    const [draw] = drawsReply.parse(
      (await post(t.app, inviter, drawsApi.list, { page: 1, limit: 10 })).json(),
    ).draws;
    expect(draw).toMatchObject({
      purpose: 'invite_claim',
      serverSeedHash: committed.serverSeedHash,
      nonce: 0,
    });
    expect(draw!.clientSeed).toBe(committed.clientSeed);
    const check = await verifyDraw(draw!);
    expect(check).toMatchObject({ hashMatches: true, outcomeMatches: true });
    const next = drawSeedReply.parse((await get(t.app, inviter, drawsApi.seed)).json());
    expect(next.serverSeedHash).not.toBe(committed.serverSeedHash);
    expect(next.nonce).toBe(1);
  });

  it('a retried claim gets the first answer and moves the money once', async () => {
    await deposit(await invitedPlayer(t, inviter), 200);
    expect(await runAccrual(t)).toBe(1);
    expect(await inviteAmount(inviter)).toBe(10);
    const before = await balancesOf(t, inviter.memberId);
    const key = randomUUID();
    const first = await moneyGet(t, inviter, inviteApi.bonus, key);
    const again = await moneyGet(t, inviter, inviteApi.bonus, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    expect(await balancesOf(t, inviter.memberId)).toEqual({
      ...before,
      wallet: before.wallet + 1000,
      invite: 0,
    });
  });

  it('a lost draw forfeits the commission to the house (INVITE_BONUS_FAIL), on the statement', async () => {
    await setRewardSettings(t, { inviteClaim: { success: 0, fail: 100 } });
    const friend = await invitedPlayer(t, inviter);
    await deposit(friend, 400);
    expect(await runAccrual(t)).toBe(1);
    const before = await balancesOf(t, inviter.memberId);
    const response = await moneyGet(t, inviter, inviteApi.bonus, randomUUID());
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'INVITE_BONUS_FAIL' });
    expect(await balancesOf(t, inviter.memberId)).toEqual({ ...before, invite: 0 });
    const statement = statementReply.parse(
      (await post(t.app, inviter, statementApi.page, { page: 1, limit: 10 })).json(),
    );
    expect(statement.statements[0]).toMatchObject({
      statementType: 'bonus',
      from: 'INVITE',
      to: 'HOUSE',
      status: 'FAILED',
      amount: 20,
    });
    expect(statement.statements[0]!.invite?.description).toMatch(/^draw \d+: fail/);
    // Issue 42: the facts the app words in the member's language: a lost draw.
    expect(statement.statements[0]!.invite?.draw).toEqual({ id: expect.any(Number), won: false });
    expect(statement.statements[1]).toMatchObject({
      from: 'INVITE',
      to: 'WALLET',
      status: 'SUCCESS',
      amount: 10,
    });
    // Every recorded draw recomputes from its revealed seed.
    const draws = drawsReply.parse(
      (await post(t.app, inviter, drawsApi.list, { page: 1, limit: 10 })).json(),
    ).draws;
    expect(draws.map((draw) => draw.outcome)).toEqual(['fail', 'success', 'success']);
    for (const draw of draws)
      expect(await verifyDraw(draw)).toMatchObject({ hashMatches: true, outcomeMatches: true });
    await setRewardSettings(t, { inviteClaim: { success: 100, fail: 0 } });
  });
});
