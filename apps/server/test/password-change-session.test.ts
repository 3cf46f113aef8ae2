import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { accountApi, allRoutes, authApi, homeApi, SOCKET_PATH, type RouteDef } from '@wallet/contract';
import { call, callAny } from './call.ts';
import { useTestApp } from './fixture.ts';
import { bearer } from './members.ts';
import { makeOperator } from './kits/operators.ts';
import { oneTimeLogin, resetPassword } from './kits/member-reset.ts';
import { fundedPlayer, type Player } from './money.ts';

/**
 * A session opened with an operator's one-time password (ADR 0053) against every member route
 * of the contract: each one the contract does not open to it answers PASSWORD_CHANGE_REQUIRED,
 * whatever it is sent, and nothing changes; the socket refuses it too.
 */
const t = useTestApp({ LOGIN_LIMIT_PER_IP: '1000' });

/** Path values of the right shape that would find something: a refused call must not get that far. */
const PARAMS: Record<string, string | number> = {
  slotCode: 'pg',
  provider: 'pg',
  username: 'someone',
  password: 'something',
  channel: 'KBANK',
  reference: 'REF123',
  code: 'WELCOME',
};

const memberRoutes = allRoutes.filter((route) => route.access === 'member');
const fullRoutes = memberRoutes.filter((route) => route.passwordChangeSession !== 'allowed');

let member: Player;
let limited: Record<string, string>;
beforeAll(async () => {
  const support = await makeOperator(t, 'support');
  member = await fundedPlayer(t, 300);
  const { password } = await resetPassword(t, support, member.memberId);
  const login = await oneTimeLogin(t, member.username, password);
  expect(login.mustChangePassword).toBe(true);
  limited = bearer(login.token);
});

/** What any member route could change, for this member and in total. */
async function snapshot() {
  const result = await t.database.db.execute(sql`
    select (select md5(m::text) from members m where id = ${member.memberId}) as member,
           (select count(*) from sessions where member_id = ${member.memberId}) as sessions,
           (select count(*) from movements) as movements,
           (select count(*) from journal_entries) as entries,
           (select md5(coalesce(string_agg(a::text, ',' order by id), '')) from ledger_accounts a) as accounts,
           (select count(*) from game_accounts) as games,
           (select count(*) from qr_codes) as qrs,
           (select count(*) from slips) as slips,
           (select count(*) from truemoney_vouchers) as vouchers,
           (select count(*) from member_bonuses) as bonuses,
           (select count(*) from idempotency_keys) as keys,
           (select count(*) from draws) as draws,
           (select md5(coalesce(string_agg(s::text, ',' order by id), '')) from draw_seeds s) as seeds,
           (select count(*) from refund_receipts) as receipts`);
  return result.rows[0];
}

/** The route with path values, an Idempotency-Key and a body it would take: only the session stops it. */
function send(route: RouteDef, body: unknown) {
  return callAny(t.app, route, {
    params: PARAMS,
    query: route.query ? { amount: 100 } : undefined,
    headers: { ...limited, 'idempotency-key': randomUUID() },
    ...(route.body === undefined || route.body === 'multipart' ? {} : { body: body as object }),
  });
}

describe('the routes a one-time password’s session may call', () => {
  it('are only the password change and logout', () => {
    const open = memberRoutes.filter((route) => route.passwordChangeSession === 'allowed');
    expect(open).toHaveLength(2);
    expect(open).toEqual(expect.arrayContaining([accountApi.changePassword, authApi.logout]));
    expect(fullRoutes.length).toBeGreaterThan(40);
  });
});

describe.each(fullRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s with a one-time password’s session',
  (_name, route) => {
    it('answers PASSWORD_CHANGE_REQUIRED (403), with a body it takes or not, and changes nothing', async () => {
      const before = await snapshot();
      const bodies = [
        { from: 'WALLET', to: 'pg', amount: 100, amountT: 100, bankCode: 'KBANK', name: 'x', page: 1 },
        {},
      ];
      for (const body of bodies) {
        const response = await send(route, body);
        expect(response.statusCode, response.body).toBe(403);
        expect(response.json()).toEqual({ message: 'PASSWORD_CHANGE_REQUIRED' });
      }
      expect(await snapshot()).toEqual(before);
    });
  },
);

describe('the socket', () => {
  it('refuses a one-time password’s session (PASSWORD_CHANGE_REQUIRED): no room, no push', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const socket = io(`http://127.0.0.1:${port}`, {
      path: SOCKET_PATH,
      auth: { token: limited.authorization!.slice('Bearer '.length) },
      transports: ['websocket'],
      reconnection: false,
    });
    const refused = await new Promise<string>((resolve) =>
      socket.once('connect_error', (error) => resolve(error.message)),
    );
    socket.close();
    expect(refused).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('and the wallet still holds what it held', async () => {
    const wallet = await call(t.app, homeApi.wallet, { headers: limited });
    expect(wallet.json()).toEqual({ message: 'PASSWORD_CHANGE_REQUIRED' });
    const { rows } = await t.database.pool.query<{ balance: string }>(
      `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'wallet'`,
      [member.memberId],
    );
    expect(Number(rows[0]?.balance)).toBe(30_000);
  });
});
