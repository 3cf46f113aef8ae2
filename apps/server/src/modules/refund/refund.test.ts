import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  drawsApi,
  drawsReply,
  refundAddWalletReply,
  refundApi,
  refundCheckReply,
  refundReceiveReply,
  refundReply,
  statementApi,
  statementReply,
  verifyDraw,
} from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';
import {
  balancesOf,
  moneyGet,
  playAndLose,
  setRewardSettings,
  shiftRewardClock,
} from '../../../test/kits/rewards.ts';
import { settingDefaults } from '../settings/index.ts';
import { forgetAnswer } from '../../../test/kits/lost-answer.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

const programme = { ...settingDefaults.refund, success: 100, fail: 0 };

async function check(player: Player) {
  const response = await get(t.app, player, refundApi.check);
  expect(response.statusCode, response.body).toBe(200);
  return refundCheckReply.parse(response.json());
}

/** A member who deposited 1,000 and lost 400 of it at a game this week. */
async function loser(): Promise<Player> {
  const player = await fundedPlayer(t, 1000);
  await playAndLose(t, player, 1000, 400);
  return player;
}

describe('loss refunds', () => {
  let player: Player;

  beforeAll(async () => {
    await setRewardSettings(t, { refund: programme });
    player = await loser();
  });

  it("has nothing to receive while the week is under way; once it closes, 5 % of the week's net loss", async () => {
    await shiftRewardClock(t, 0);
    expect(await check(player)).toMatchObject({ result: false, refundAmount: 0 });
    await shiftRewardClock(t, 7);
    const checked = await check(player);
    expect(checked).toMatchObject({
      result: true,
      bonus: false,
      refundAmount: 20,
      refundSuccess: 100,
      refundFail: 0,
      refundBalance: 0,
    });
    expect(checked.info).toContain('<p>');
  });

  it('receives the refund into the refund balance once per period; a second receive is NO_REFUND', async () => {
    const before = await balancesOf(t, player.memberId);
    const [first, second] = await Promise.all([
      moneyGet(t, player, refundApi.receive, randomUUID()),
      moneyGet(t, player, refundApi.receive, randomUUID()),
    ]);
    const answers = [first!, second!].sort((a, b) => a.statusCode - b.statusCode);
    expect(refundReceiveReply.parse(answers[0]!.json())).toMatchObject({
      message: 'REFUND_SUCCESS',
      refundAmount: 20,
    });
    expect(answers[1]!.statusCode).toBe(404);
    expect(answers[1]!.json()).toEqual({ message: 'NO_REFUND' });
    expect(await balancesOf(t, player.memberId)).toEqual({ ...before, refund: 2000 });
    expect(await check(player)).toMatchObject({ result: false, refundAmount: 0, refundBalance: 20 });
    // Issue 42: the period as instants the app shows in Bangkok time, never the raw text alone.
    const statement = statementReply.parse(
      (await post(t.app, player, statementApi.page, { page: 1, limit: 10 })).json(),
    );
    const received = statement.statements.find((entry) => entry.refund);
    const period = received!.refund!.period!;
    expect(Date.parse(period.end) - Date.parse(period.start)).toBeGreaterThan(0);
    expect(new Date(period.start).toISOString()).toBe(period.start);
  });

  it('50 parallel add-to-wallets move the refund balance once; a retry replays its answer', async () => {
    const before = await balancesOf(t, player.memberId);
    const keys = Array.from({ length: 50 }, () => randomUUID());
    const answers = await Promise.all(keys.map((key) => moneyGet(t, player, refundApi.addWallet, key)));
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(refundAddWalletReply.parse(answers[winner]!.json())).toMatchObject({
      result: 'success',
      refundAmount: 20,
    });
    for (const answer of answers.filter((each) => each.statusCode !== 200))
      expect(answer.json()).toEqual({ message: 'NO_REFUND' });
    const moved = { ...before, wallet: before.wallet + 2000, refund: 0 };
    expect(await balancesOf(t, player.memberId)).toEqual(moved);
    const again = await moneyGet(t, player, refundApi.addWallet, keys[winner]);
    expect(again.body).toBe(answers[winner]!.body);
    expect(await balancesOf(t, player.memberId)).toEqual(moved);
  });

  it('logs every step, newest first', async () => {
    const log = refundReply.parse((await post(t.app, player, refundApi.list, { page: 1, limit: 10 })).json());
    expect(log.refunds.map((entry) => [entry.step, entry.refundAmount])).toEqual([
      ['wallet', 20],
      ['receive', 20],
    ]);
  });

  it('a lost draw forfeits the refund balance to the house', async () => {
    await setRewardSettings(t, { refund: { ...programme, success: 0, fail: 100 } });
    const other = await loser();
    expect((await moneyGet(t, other, refundApi.receive, randomUUID())).statusCode).toBe(200);
    const before = await balancesOf(t, other.memberId);
    const response = await moneyGet(t, other, refundApi.addWallet, randomUUID());
    expect(refundAddWalletReply.parse(response.json())).toMatchObject({ result: 'fail', refundAmount: 20 });
    expect(await balancesOf(t, other.memberId)).toEqual({ ...before, refund: 0 });
    const [draw] = drawsReply.parse(
      (await post(t.app, other, drawsApi.list, { page: 1, limit: 10 })).json(),
    ).draws;
    expect(draw).toMatchObject({ purpose: 'refund_add', outcome: 'fail' });
    expect(await verifyDraw(draw!)).toMatchObject({ hashMatches: true, outcomeMatches: true });
    await setRewardSettings(t, { refund: programme });
  });

  it('refuses below the minimum, without a loss, and while the programme is off, changing nothing', async () => {
    const small = await loser();
    const winner = await fundedPlayer(t, 100);
    await setRewardSettings(t, { refund: { ...programme, minimum: 50 } });
    const cases: [Player, string, number][] = [
      [small, 'REFUND_MINIMUM', 400],
      [winner, 'NO_REFUND', 404],
    ];
    for (const [member, code, status] of cases) {
      const before = await balancesOf(t, member.memberId);
      const response = await moneyGet(t, member, refundApi.receive, randomUUID());
      expect(response.json()).toEqual({ message: code });
      expect(response.statusCode).toBe(status);
      expect((await moneyGet(t, member, refundApi.addWallet, randomUUID())).json()).toEqual({
        message: 'NO_REFUND',
      });
      expect(await balancesOf(t, member.memberId)).toEqual(before);
    }
    await setRewardSettings(t, { refund: { ...programme, active: false } });
    for (const route of [refundApi.check, refundApi.receive, refundApi.addWallet]) {
      const response = await moneyGet(t, small, route, randomUUID());
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'REFUND_INACTIVE' });
    }
    await setRewardSettings(t, { refund: programme });
  });
});

describe('a receive whose process died before it answered (ADR 0195)', () => {
  it('is answered with its receipt when retried under its key; another key still hears NO_REFUND', async () => {
    await setRewardSettings(t, { refund: programme });
    const player = await loser();
    await shiftRewardClock(t, 7);
    const key = randomUUID();
    const first = await moneyGet(t, player, refundApi.receive, key);
    expect(first.statusCode, first.body).toBe(200);
    await forgetAnswer(t, player.memberId, key);

    const retried = await moneyGet(t, player, refundApi.receive, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    const other = await moneyGet(t, player, refundApi.receive, randomUUID());
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'NO_REFUND' });
    expect((await balancesOf(t, player.memberId)).refund).toBe(2000);
  });
});
