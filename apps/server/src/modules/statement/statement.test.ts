import { beforeAll, describe, expect, it } from 'vitest';
import {
  TRUELINK_DEFAULT_SECRET,
  encryptTrueLink,
  statementReply,
  type StatementEntry,
  accountApi,
  depositNoticeApi,
  gamesApi,
  sandboxApi,
  statementApi,
  trueLinkApi,
  withdrawApi,
  type RouteDef,
} from '@wallet/contract';
import { creditDeposit } from '../wallet/index.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, get, post, type Player } from '../../../test/money.ts';
import { call, callAny } from '../../../test/call.ts';

const t = useTestApp(MONEY_TEST_ENV, { checkBooks: true });

async function usernameOf(player: Player): Promise<string> {
  const profile = await get(t.app, player, accountApi.profile);
  return (profile.json() as { username: string }).username;
}

async function sandboxCredit(player: Player, amount: number): Promise<string> {
  const response = await call(t.app, sandboxApi.credit, {
    body: { username: await usernameOf(player), amount },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { message: string }).message;
}

async function sandbox(route: RouteDef, payload?: object) {
  const response = await callAny(t.app, route, { body: payload });
  expect(response.statusCode).toBe(200);
  return response.json() as Record<string, string>;
}

async function statement(player: Player, page: number, limit: number) {
  const response = await post(t.app, player, statementApi.page, { page, limit });
  expect(response.statusCode).toBe(200);
  return statementReply.parse(response.json());
}

async function referenceOf(response: { json(): unknown }): Promise<string> {
  return (response.json() as { reference: string }).reference;
}

describe('POST /api/statement', () => {
  let player: Player;
  let other: Player;
  /** What the player did, oldest first, as the statement must show it. */
  const expected: Partial<StatementEntry>[] = [];

  beforeAll(async () => {
    player = await fundedPlayer(t, 0);
    other = await fundedPlayer(t, 0);
    await sandboxCredit(other, 999);

    expected.push({
      reference: await sandboxCredit(player, 1000),
      statementType: 'deposit',
      from: 'SANDBOX',
      to: 'WALLET',
      status: 'SUCCESS',
      amount: 1000,
    });

    const { link } = await sandbox(sandboxApi.voucher, { amount: 50.5 });
    const sealed = await encryptTrueLink(link!, 'LUCKY WALLET', TRUELINK_DEFAULT_SECRET);
    const gift = await post(t.app, player, trueLinkApi.redeem, { link: sealed });
    expected.push({
      reference: await referenceOf(gift),
      statementType: 'deposit',
      from: 'TRUEMONEY',
      to: 'WALLET',
      status: 'SUCCESS',
      amount: 50.5,
    });

    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
    const toGame = await post(t.app, player, gamesApi.transfer, {
      from: 'WALLET',
      to: 'pg',
      amount: 300,
    });
    expected.push({
      reference: await referenceOf(toGame),
      statementType: 'transfer',
      from: 'WALLET',
      to: 'pg',
      status: 'SUCCESS',
      amount: 300,
    });
    const fromGame = await post(t.app, player, gamesApi.transfer, {
      from: 'pg',
      to: 'WALLET',
      amount: 100,
    });
    expected.push({
      reference: await referenceOf(fromGame),
      statementType: 'transfer',
      from: 'pg',
      to: 'WALLET',
      status: 'SUCCESS',
      amount: 100,
    });

    t.outside.faults.add({ target: 'games', op: 'deposit', mode: 'fail', times: 1 });
    const refused = await post(t.app, player, gamesApi.transfer, {
      from: 'WALLET',
      to: 'pg',
      amount: 25,
    });
    expect(refused.json()).toEqual({ message: 'TRANSFER_FAIL' });
    const { rows } = await t.database.pool.query<{ reference: string }>(
      `SELECT reference FROM movements WHERE member_id = $1 AND kind = 'game_in' AND status = 'FAILED'`,
      [player.memberId],
    );
    expected.push({
      reference: rows[0]!.reference,
      statementType: 'transfer',
      from: 'WALLET',
      to: 'pg',
      status: 'FAILED',
      amount: 25,
    });

    await sandbox(sandboxApi.payout, { decision: 'complete' });
    const paid = await post(t.app, player, withdrawApi.withdraw, { amount: 200 });
    expected.push({
      reference: await referenceOf(paid),
      statementType: 'withdraw',
      from: 'WALLET',
      to: 'KBANK',
      status: 'SUCCESS',
      amount: 200,
    });
    await sandbox(sandboxApi.payout, { decision: 'reject' });
    const rejected = await post(t.app, player, withdrawApi.withdraw, { amount: 150 });
    expected.push({
      reference: await referenceOf(rejected),
      statementType: 'withdraw',
      from: 'WALLET',
      to: 'KBANK',
      status: 'FAILED',
      amount: 150,
    });
    await sandbox(sandboxApi.payout, { decision: 'complete' });

    const notice = await post(t.app, player, depositNoticeApi.add, { amount: 75.25 });
    expected.push({
      reference: await referenceOf(notice),
      statementType: 'deposit',
      from: 'BANK',
      to: 'WALLET',
      status: 'PENDING',
      amount: 75.25,
    });
  });

  it('lists every movement of the member, newest first, with type, places, status and baht', async () => {
    const { total, statements } = await statement(player, 1, 100);
    expect(total).toBe(expected.length);
    expect(statements).toEqual(
      [...expected].reverse().map((entry) => ({ ...entry, createdAt: expect.any(String) })),
    );
    const times = statements.map((entry) => Date.parse(entry.createdAt));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(statements[0]!.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('pages with the total on every page', async () => {
    const all = (await statement(player, 1, 100)).statements.map((entry) => entry.reference);
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await statement(player, page, 3));
    for (const { total } of pages) expect(total).toBe(all.length);
    expect(pages.map((page) => page.statements.length)).toEqual([3, 3, all.length - 6]);
    expect(pages.flatMap((page) => page.statements.map((entry) => entry.reference))).toEqual(all);
  });

  it('answers the total and no rows past the last page', async () => {
    expect(await statement(player, 50, 10)).toEqual({ total: expected.length, statements: [] });
  });

  it("never shows another member's movements", async () => {
    const mine = new Set(expected.map((entry) => entry.reference));
    const theirs = await statement(other, 1, 100);
    expect(theirs.total).toBe(1);
    expect(theirs.statements).toMatchObject([{ statementType: 'deposit', from: 'SANDBOX', amount: 999 }]);
    expect(theirs.statements.some((entry) => mine.has(entry.reference))).toBe(false);
  });

  it('pages without a gap or a repeat after a replayed movement and a rolled-back one (ADR 0070)', async () => {
    const member = await fundedPlayer(t, 0);
    const credit = (n: number) =>
      creditDeposit(t.ledger, undefined, {
        memberId: member.memberId,
        amount: 100 * n,
        opKey: `places:${member.memberId}:${n}`,
        channel: 'TEST',
      });
    for (const n of [1, 2, 3]) await credit(n);
    // The same op key again inserts nothing (ON CONFLICT DO NOTHING): no place, no count.
    expect((await credit(2)).credited).toBe(false);
    // A movement whose transaction rolls back takes its place and its count with it.
    const client = await t.database.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO movements (reference, member_id, statement_type, kind, from_place, to_place, amount, status)
         VALUES ('ROLLED-BACK-${member.memberId}', $1, 'deposit', 'deposit', 'TEST', 'WALLET', 100, 'SUCCESS')`,
        [member.memberId],
      );
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    for (const n of [4, 5]) await credit(n);

    const all = await statement(member, 1, 100);
    expect(all.total).toBe(5);
    expect(all.statements.map((entry) => entry.amount)).toEqual([5, 4, 3, 2, 1]);
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(await statement(member, page, 2));
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap((page) => page.statements.map((entry) => entry.amount))).toEqual([5, 4, 3, 2, 1]);
    expect(await statement(member, 4, 2)).toEqual({ total: 5, statements: [] });
  });

  it('places the movements one statement inserts for several members after each one’s own (ADR 0127)', async () => {
    const first = await fundedPlayer(t, 0);
    const second = await fundedPlayer(t, 0);
    await creditDeposit(t.ledger, undefined, {
      memberId: first.memberId,
      amount: 100,
      opKey: `batch-places:${first.memberId}`,
      channel: 'TEST',
    });
    // A grouped hold's shape: one INSERT, members interleaved, amounts saying the order written.
    const rows = [
      [first, 2],
      [second, 1],
      [first, 3],
      [second, 2],
      [first, 4],
    ] as const;
    await t.database.pool.query(
      `INSERT INTO movements (reference, member_id, statement_type, kind, from_place, to_place, amount, status)
       SELECT 'BATCH-' || m || '-' || a, m, 'deposit', 'deposit', 'TEST', 'WALLET', a * 100, 'SUCCESS'
       FROM unnest($1::bigint[], $2::bigint[]) WITH ORDINALITY AS r(m, a, n) ORDER BY n`,
      [rows.map(([player]) => player.memberId), rows.map(([, amount]) => amount)],
    );
    const places = await t.database.pool.query<{ member_id: string; position: string; amount: string }>(
      `SELECT p.member_id, p.position, m.amount FROM movement_positions p JOIN movements m ON m.id = p.movement_id
       WHERE p.member_id = ANY($1) ORDER BY p.member_id, p.position`,
      [[first.memberId, second.memberId]],
    );
    expect(
      places.rows.map((row) => [Number(row.member_id), Number(row.position), Number(row.amount)]),
    ).toEqual([
      [first.memberId, 1, 100],
      [first.memberId, 2, 200],
      [first.memberId, 3, 300],
      [first.memberId, 4, 400],
      [second.memberId, 1, 100],
      [second.memberId, 2, 200],
    ]);
    const page = await statement(first, 1, 2);
    expect(page.total).toBe(4);
    expect(page.statements.map((entry) => entry.amount)).toEqual([4, 3]);
    expect((await statement(second, 1, 10)).total).toBe(2);
  });

  it('is empty for a member with no movements', async () => {
    expect(await statement(await fundedPlayer(t, 0), 1, 10)).toEqual({ total: 0, statements: [] });
  });

  it('shows a gift link whose redeem answer was unclear as a pending deposit', async () => {
    const reviewed = await fundedPlayer(t, 0);
    const { link } = await sandbox(sandboxApi.voucher, { amount: 20 });
    await sandbox(sandboxApi.trueMoneyFaults, { op: 'redeem', mode: 'lost-reply', times: 1 });
    const sealed = await encryptTrueLink(link!, 'LUCKY WALLET', TRUELINK_DEFAULT_SECRET);
    const answer = await post(t.app, reviewed, trueLinkApi.redeem, { link: sealed });
    expect(answer.statusCode).toBe(202);
    expect((await statement(reviewed, 1, 10)).statements).toMatchObject([
      {
        reference: await referenceOf(answer),
        statementType: 'deposit',
        from: 'TRUEMONEY',
        status: 'PENDING',
      },
    ]);
  });

  it.each([
    [{ page: 0, limit: 10 }, 'KEY_INVALID'],
    [{ page: 1, limit: 0 }, 'KEY_INVALID'],
    [{ page: 1, limit: 1000 }, 'KEY_INVALID'],
    [{ page: 1.5, limit: 10 }, 'KEY_INVALID'],
    [{ page: -1, limit: 10 }, 'KEY_INVALID'],
    [{ page: '1', limit: '10' }, 'KEY_INVALID'],
    [{ page: 1, limit: 'ten' }, 'KEY_INVALID'],
    [{ page: 1 }, 'KEY_MISSING'],
    [{ limit: 10 }, 'KEY_MISSING'],
    [{}, 'KEY_MISSING'],
  ])('%j → 400 %s', async (payload, code) => {
    const response = await post(t.app, player, statementApi.page, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: code });
  });

  it('reads the facts back from details written before they were kept (issue 42)', async () => {
    const member = await fundedPlayer(t, 30);
    const [first] = (await statement(member, 1, 10)).statements;
    const legacy = {
      invite: { description: 'draw 26: success (nonce 1)' },
      refund: { description: 'refund 2026-11-22T17:00:00.000Z – 2026-11-29T17:00:00.000Z' },
      bonus: { description: 'as an operator wrote it' },
    };
    await t.database.pool.query('UPDATE movements SET details = $2::jsonb WHERE reference = $1', [
      first!.reference,
      JSON.stringify(legacy),
    ]);
    const [row] = (await statement(member, 1, 10)).statements;
    expect(row!.invite).toEqual({ ...legacy.invite, draw: { id: 26, won: true } });
    expect(row!.refund).toEqual({
      ...legacy.refund,
      period: { start: '2026-11-22T17:00:00.000Z', end: '2026-11-29T17:00:00.000Z' },
    });
    expect(row!.bonus).toEqual(legacy.bonus);
  });

  it('needs a logged-in member', async () => {
    const response = await call(t.app, statementApi.page, { body: { page: 1, limit: 10 } });
    expect(response.statusCode).toBe(401);
  });
});
