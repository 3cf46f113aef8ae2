import { beforeAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import {
  accountApi,
  authApi,
  homeApi,
  accountOperatorApi,
  SOCKET_PATH,
  type MemberPage,
  type MemberSearchReply,
  type MemberTotals,
  gamesApi,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { oneTimePasswordSent } from '../../../test/kits/member-reset.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { bearer, loginToken, registerMember } from '../../../test/members.ts';
import { fundedPlayer, get, post } from '../../../test/money.ts';
import { randomUUID } from 'node:crypto';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { operatorSide } from '../backoffice/index.ts';
import { MEMBER_READ_WINDOW_MS, MemberReads } from './member-reads.ts';

const t = useTestApp({ LOGIN_LIMIT_PER_IP: '1000', LOGIN_FAILURES_PER_PHONE: '1000' });
let support: TestOperator;
let finance: TestOperator;
beforeAll(async () => {
  support = await makeOperator(t, 'support');
  finance = await makeOperator(t, 'finance');
});

async function member() {
  const payload = await registerMember(t.app, t.sms);
  const token = await loginToken(t.app, payload.username, payload.password);
  const profile = await call(t.app, accountApi.profile, { headers: bearer(token) });
  return { ...payload, token, id: Number((profile.json() as { _id: string })._id) };
}

describe("the member's picture to date (issue 41)", () => {
  it('deposits, game transfers in and out with what is still there and the result per provider, bank history', async () => {
    const player = await fundedPlayer(t, 1000);
    expect((await get(t.app, player, gamesApi.activate, { slotCode: 'pg' })).statusCode).toBe(200);
    for (const body of [
      { from: 'WALLET', to: 'pg', amount: 400 },
      { from: 'pg', to: 'WALLET', amount: 100 },
    ]) {
      const moved = await post(t.app, player, gamesApi.transfer, body, randomUUID());
      expect(moved.statusCode, moved.body).toBe(200);
    }
    await t.database.pool.query(`UPDATE members SET bank_account_name = 'NEW NAME' WHERE id = $1`, [
      player.memberId,
    ]);
    const totals = (
      await call(t.app, accountOperatorApi.totals, {
        headers: support.headers,
        params: { memberId: player.memberId },
      })
    ).json() as MemberTotals;
    expect(totals.deposits).toEqual({ count: 1, amount: 1000 });
    expect(totals.withdrawals).toEqual({ count: 0, amount: 0 });
    expect(totals.games).toEqual([{ provider: 'pg', in: 400, out: 100, balance: 300, result: 0 }]);
    expect(totals.bankHistory).toEqual([
      { field: 'bank_account_name', before: expect.any(String), after: 'NEW NAME', at: expect.any(String) },
    ]);
    const none = await call(t.app, accountOperatorApi.totals, {
      headers: support.headers,
      params: { memberId: 99999999 },
    });
    expect(none.json()).toEqual({ message: 'NO_USER' });
  });
});

describe('member search and page', () => {
  it('finds a member by phone, name, bank account number and id', async () => {
    const m = await member();
    const { rows } = await t.database.pool.query<{ bankAccountNo: string }>(
      'SELECT bank_account_no AS "bankAccountNo" FROM members WHERE id = $1',
      [m.id],
    );
    for (const q of [m.username, m.username.slice(0, 7), m.name, rows[0]!.bankAccountNo, `#${m.id}`]) {
      const found = await call(t.app, accountOperatorApi.search, { headers: finance.headers, query: { q } });
      expect(
        (found.json() as { members: { id: number }[] }).members.map((x) => x.id),
        q,
      ).toContain(m.id);
    }
    const none = await call(t.app, accountOperatorApi.search, {
      headers: finance.headers,
      query: { q: '%' },
    });
    expect((none.json() as { members: unknown[] }).members).toEqual([]);
  });

  it('shows the phone, bank and wallet balance of each match; a phone is never read as a member id', async () => {
    const player = await fundedPlayer(t, 1234.5);
    const { rows } = await t.database.pool.query<{ username: string }>(
      'SELECT username FROM members WHERE id = $1',
      [player.memberId],
    );
    const phone = rows[0]!.username;
    // The phone typed with dashes, as read off a slip.
    const typed = `${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`;
    const found = (
      await call(t.app, accountOperatorApi.search, { headers: finance.headers, query: { q: typed } })
    ).json() as MemberSearchReply;
    const match = found.members.find((x) => x.id === player.memberId);
    expect(match).toMatchObject({ username: phone, wallet: 1234.5 });
    expect(match!.bank.accountNo).toMatch(/^\d+$/);
    // Only the member whose phone it is: the number is not an id (a member #840011680 would not match).
    expect(found.members.every((x) => x.username.startsWith(phone))).toBe(true);
    const short = (
      await call(t.app, accountOperatorApi.search, {
        headers: finance.headers,
        query: { q: String(player.memberId) },
      })
    ).json() as MemberSearchReply;
    expect(short.members.map((x) => x.id)).toContain(player.memberId);
  });

  it('shows the profile, bank, balances, sessions, statement with journals and slips', async () => {
    const player = await fundedPlayer(t, 250);
    const page = (
      await call(t.app, accountOperatorApi.page, {
        headers: support.headers,
        params: { memberId: player.memberId },
      })
    ).json() as MemberPage;
    expect(page.balances.wallet).toBe(250);
    expect(page.sessions.some((s) => s.active)).toBe(true);
    expect(page.sessions[0]!.id).toHaveLength(8);
    const statement = await call(t.app, accountOperatorApi.statement, {
      headers: support.headers,
      params: { memberId: player.memberId },
    });
    const first = (
      statement.json() as {
        movements: { amount: number; journals: { legs: { account: string; amount: number }[] }[] }[];
      }
    ).movements[0]!;
    expect(first.amount).toBe(250);
    expect(first.journals[0]!.legs).toEqual(
      expect.arrayContaining([
        { account: 'wallet', amount: 250 },
        { account: 'house:deposits', amount: -250 },
      ]),
    );
    const slips = await call(t.app, accountOperatorApi.slips, {
      headers: support.headers,
      params: { memberId: player.memberId },
    });
    expect(slips.json()).toEqual({ total: 0, slips: [] });
    const missing = await call(t.app, accountOperatorApi.page, {
      headers: support.headers,
      params: { memberId: 99_999_999 },
    });
    expect(missing.json()).toEqual({ message: 'NO_USER' });
  });
});

describe("reads of a member's data are audited (ADR 0052)", () => {
  const READS = ['member.view', 'member.statement_view', 'member.slips_view'];

  /** The member's read rows: action and operator, oldest first. */
  async function readRows(memberId: number) {
    const { rows } = await t.database.pool.query<{ action: string; operatorId: number; ip: string | null }>(
      `SELECT action, operator_id::int AS "operatorId", ip FROM operator_audit
       WHERE member_id = $1 AND action = ANY($2) ORDER BY id`,
      [memberId, READS],
    );
    return rows;
  }

  const read = (operator: TestOperator, memberId: number, page = 1) => ({
    page: () => call(t.app, accountOperatorApi.page, { headers: operator.headers, params: { memberId } }),
    statement: () =>
      call(t.app, accountOperatorApi.statement, {
        headers: operator.headers,
        params: { memberId },
        query: { page },
      }),
    slips: () =>
      call(t.app, accountOperatorApi.slips, {
        headers: operator.headers,
        params: { memberId },
        query: { page },
      }),
  });

  it('the page, the statement and the slips write one row each; a second read in the window writes none', async () => {
    const m = await member();
    const first = read(support, m.id);
    for (const open of [first.page, first.statement, first.slips])
      expect((await open()).statusCode).toBe(200);
    expect(await readRows(m.id)).toEqual(
      READS.map((action) => ({ action, operatorId: support.id, ip: expect.any(String) as string })),
    );
    // Reloads, the next statement page, reads at once: the same reads in the same window.
    const next = read(support, m.id, 2);
    await Promise.all([first.page(), first.page(), next.statement(), next.slips(), first.statement()]);
    expect(await readRows(m.id)).toHaveLength(3);
    // Another operator's reads are theirs.
    await read(finance, m.id).statement();
    expect((await readRows(m.id)).map((row) => [row.action, row.operatorId])).toEqual([
      ...READS.map((action) => [action, support.id]),
      ['member.statement_view', finance.id],
    ]);
  });

  it('a search, and a read of no member, write nothing', async () => {
    const m = await member();
    const before = await t.database.pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM operator_audit',
    );
    await call(t.app, accountOperatorApi.search, { headers: support.headers, query: { q: m.username } });
    const missing = read(support, 99_999_999);
    for (const open of [missing.page, missing.statement, missing.slips])
      expect((await open()).json()).toEqual({ message: 'NO_USER' });
    const after = await t.database.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_audit');
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('reads after the window write a row again', async () => {
    const m = await member();
    const actor = { operatorId: support.id, ip: '10.0.0.9' };
    await new MemberReads(t.database.pool, operatorSide).record(actor, m.id, 'member.view');
    await new MemberReads(
      t.database.pool,
      operatorSide,
      () => Date.now() + MEMBER_READ_WINDOW_MS - 60_000,
    ).record(actor, m.id, 'member.view');
    expect(await readRows(m.id)).toHaveLength(1);
    await new MemberReads(
      t.database.pool,
      operatorSide,
      () => Date.now() + MEMBER_READ_WINDOW_MS + 1000,
    ).record(actor, m.id, 'member.view');
    expect(await readRows(m.id)).toEqual([
      { action: 'member.view', operatorId: support.id, ip: '10.0.0.9' },
      { action: 'member.view', operatorId: support.id, ip: '10.0.0.9' },
    ]);
  });
});

describe('member actions', () => {
  it('lock: INACTIVE_USER on the member routes, at login and on the socket, and the sessions end; unlock lets them back', async () => {
    const m = await member();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address() as { port: number };
    const socket: Socket = io(`http://127.0.0.1:${address.port}`, {
      path: SOCKET_PATH,
      auth: { token: m.token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const disconnected = new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));
    const locked = await call(t.app, accountOperatorApi.lock, {
      headers: support.headers,
      params: { memberId: m.id },
      body: { reason: 'fraud' },
    });
    expect(locked.json()).toEqual({ status: 'inactive', sessionsEnded: 1 });
    await disconnected;
    expect((await call(t.app, homeApi.wallet, { headers: bearer(m.token) })).json()).toEqual({
      message: 'INACTIVE_USER',
    });
    const login = await call(t.app, authApi.login, { body: { username: m.username, password: m.password } });
    expect(login.json()).toEqual({ message: 'INACTIVE_USER' });
    const again: Socket = io(`http://127.0.0.1:${address.port}`, {
      path: SOCKET_PATH,
      auth: { token: m.token },
      transports: ['websocket'],
      reconnection: false,
    });
    const refused = await new Promise<string>((resolve) =>
      again.once('connect_error', (error) => resolve(error.message)),
    );
    again.close();
    expect(refused).toBe('INACTIVE_USER');

    await call(t.app, accountOperatorApi.unlock, {
      headers: support.headers,
      params: { memberId: m.id },
      body: { reason: 'cleared' },
    });
    expect(
      (await call(t.app, authApi.login, { body: { username: m.username, password: m.password } })).statusCode,
    ).toBe(200);
    // The session the lock ended stays ended.
    expect((await call(t.app, homeApi.wallet, { headers: bearer(m.token) })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
  });

  it('reset password: a one-time password that logs in (to set a new one, member-reset.test.ts), the old one does not, sessions end', async () => {
    const m = await member();
    const reset = await call(t.app, accountOperatorApi.resetPassword, {
      headers: support.headers,
      params: { memberId: m.id },
      body: { reason: 'forgot' },
    });
    // The operator is told where it went, never the password: the member reads it in the SMS.
    expect(reset.json()).toMatchObject({ sentTo: `xxx-xxx-${m.username.slice(-4)}`, validMinutes: 30 });
    expect(reset.body).not.toMatch(/password/i);
    const password = oneTimePasswordSent(t, m.username);
    expect(password).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(reset.body).not.toContain(password);
    expect((await call(t.app, homeApi.wallet, { headers: bearer(m.token) })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    expect(
      (await call(t.app, authApi.login, { body: { username: m.username, password: m.password } })).json(),
    ).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    const login = await call(t.app, authApi.login, { body: { username: m.username, password } });
    expect(login.statusCode).toBe(200);
    expect((login.json() as { mustChangePassword?: boolean }).mustChangePassword).toBe(true);
  });

  it('revoke sessions ends every session of the member', async () => {
    const m = await member();
    const second = await loginToken(t.app, m.username, m.password);
    const revoked = await call(t.app, accountOperatorApi.revokeSessions, {
      headers: support.headers,
      params: { memberId: m.id },
      body: { reason: 'shared device' },
    });
    expect(revoked.json()).toEqual({ sessionsEnded: 2 });
    for (const token of [m.token, second]) {
      expect((await call(t.app, homeApi.wallet, { headers: bearer(token) })).json()).toEqual({
        message: 'UNAUTHORIZED',
      });
    }
  });

  it('finance reads members but may not lock them', async () => {
    const m = await member();
    const attempt = await call(t.app, accountOperatorApi.lock, {
      headers: finance.headers,
      params: { memberId: m.id },
      body: { reason: 'x' },
    });
    expect(attempt.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
  });
});
