import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountApi, authApi, gamesApi, homeApi, accountOperatorApi, withdrawApi } from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { fundedPlayer } from '../../../test/money.ts';
import { bearer, loginToken } from '../../../test/members.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { expireOneTimePassword, oneTimeLogin, resetPassword } from '../../../test/kits/member-reset.ts';

/**
 * Issue 22: the one-time password of a back-office reset goes by SMS to the member's phone and
 * only lets the member set a new password, for the `passwordReset` setting (ADRs 0053, 0124). The
 * operator never sees it; and a session opened with it cannot use the member's wallet.
 */
const t = useTestApp({ LOGIN_LIMIT_PER_IP: '1000', LOGIN_FAILURES_PER_PHONE: '1000' });
let support: TestOperator;
beforeAll(async () => {
  support = await makeOperator(t, 'support');
});

const NEW_PASSWORD = 'river-lantern-42';
const walletWith = (token: string) => call(t.app, homeApi.wallet, { headers: bearer(token) });
const changePassword = (token: string, oldPassword: string, newPassword: string) =>
  call(t.app, accountApi.changePassword, { headers: bearer(token), body: { oldPassword, newPassword } });
const login = (username: string, password: string) =>
  call(t.app, authApi.login, { body: { username, password } });

async function walletBalance(memberId: number): Promise<number> {
  const { rows } = await t.database.pool.query<{ balance: string }>(
    `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'wallet'`,
    [memberId],
  );
  return Number(rows[0]?.balance ?? 0);
}

describe('a back-office reset of a member password', () => {
  it('sends the password by SMS, answers where to, its life and its end, and ends every session', async () => {
    const member = await fundedPlayer(t, 0);
    const second = await loginToken(t.app, member.username, member.password, true);
    const before = Date.now();
    const reset = await resetPassword(t, support, member.memberId);
    expect(reset.password).toMatch(/^[A-Za-z0-9]{14}$/);
    expect(reset.sentTo).toBe(`xxx-xxx-${member.username.slice(-4)}`);
    expect(reset.validMinutes).toBe(30);
    const expiresAt = Date.parse(reset.expiresAt);
    expect(expiresAt).toBeGreaterThanOrEqual(before + 30 * 60_000 - 5_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 30 * 60_000 + 5_000);
    for (const token of [member.token, second]) {
      expect((await walletWith(token)).json()).toEqual({ message: 'UNAUTHORIZED' });
    }
  });

  it('an SMS gateway failure is OTP_SEND_FAIL and changes nothing', async () => {
    const member = await fundedPlayer(t, 0);
    t.sms.failNext(1);
    const failed = await call(t.app, accountOperatorApi.resetPassword, {
      headers: support.headers,
      params: { memberId: member.memberId },
      body: { reason: 'forgot the password' },
    });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'OTP_SEND_FAIL' });
    expect((await walletWith(member.token)).statusCode).toBe(200);
    expect(await loginToken(t.app, member.username, member.password)).toBeTruthy();
  });

  it('opens, with the one-time password, a session that may not read or move money', async () => {
    const member = await fundedPlayer(t, 200);
    const { password } = await resetPassword(t, support, member.memberId);
    const reply = await login(member.username, password);
    expect(reply.statusCode).toBe(200);
    const { token, mustChangePassword } = reply.json() as { token: string; mustChangePassword?: boolean };
    expect(mustChangePassword).toBe(true);
    const headers = { ...bearer(token), 'idempotency-key': randomUUID() };
    const refused = [
      await walletWith(token),
      await call(t.app, accountApi.profile, { headers }),
      await call(t.app, gamesApi.transfer, { headers, body: { from: 'WALLET', to: 'pg', amount: 50 } }),
      await call(t.app, gamesApi.transferAll, { headers, body: { to: 'WALLET' } }),
      await call(t.app, withdrawApi.withdraw, { headers, body: { amount: 50 } }),
      await call(t.app, withdrawApi.withdrawAll, { headers, body: { amount: 50 } }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'PASSWORD_CHANGE_REQUIRED' });
    }
    expect(await walletBalance(member.memberId)).toBe(20_000);
  });

  it('lets the member set a new password with it: the session becomes a normal one, the others end', async () => {
    const member = await fundedPlayer(t, 120);
    const { password } = await resetPassword(t, support, member.memberId);
    const first = await oneTimeLogin(t, member.username, password);
    const other = await oneTimeLogin(t, member.username, password);

    const changed = await changePassword(first.token, password, NEW_PASSWORD);
    expect(changed.json()).toEqual({ message: 'SUCCESS' });
    // At once, on this node: a one-time password's session is never trusted from memory.
    const wallet = await walletWith(first.token);
    expect(wallet.statusCode).toBe(200);
    expect((wallet.json() as { wallet: { amount: number } }).wallet.amount).toBe(120);
    expect((await walletWith(other.token)).json()).toEqual({ message: 'UNAUTHORIZED' });

    // The one-time state is gone: the new password is a normal one, the old one opens nothing.
    const normal = await login(member.username, NEW_PASSWORD);
    expect(Object.keys(normal.json() as object).sort()).toEqual(['expiresAt', 'token']);
    expect((await login(member.username, password)).json()).toEqual({ message: 'WRONG_CREDENTIAL' });
    const { rows } = await t.database.pool.query(
      'SELECT password_reset_expires_at AS "until" FROM members WHERE id = $1',
      [member.memberId],
    );
    expect(rows[0]).toEqual({ until: null });
  });

  it('does not let the member keep the one-time password or give a wrong one', async () => {
    const member = await fundedPlayer(t, 0);
    const { password } = await resetPassword(t, support, member.memberId);
    const { token } = await oneTimeLogin(t, member.username, password);
    expect((await changePassword(token, password, password)).json()).toEqual({ message: 'WEAK_PASSWORD' });
    expect((await changePassword(token, member.password, NEW_PASSWORD)).json()).toEqual({
      message: 'WRONG_PASSWORD',
    });
    expect((await walletWith(token)).json()).toEqual({ message: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('expires: then login with it fails like a wrong password and its session opens nothing', async () => {
    const member = await fundedPlayer(t, 0);
    const { password } = await resetPassword(t, support, member.memberId);
    const early = await oneTimeLogin(t, member.username, password);
    await expireOneTimePassword(t, member.memberId);

    const late = await login(member.username, password);
    expect(late.statusCode).toBe(401);
    expect(late.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
    expect((await changePassword(early.token, password, NEW_PASSWORD)).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    expect((await login(member.username, NEW_PASSWORD)).json()).toEqual({ message: 'WRONG_CREDENTIAL' });

    // A new reset gives the member a new one.
    const again = await resetPassword(t, support, member.memberId);
    const fresh = await oneTimeLogin(t, member.username, again.password);
    expect(fresh.mustChangePassword).toBe(true);
    expect((await changePassword(fresh.token, again.password, NEW_PASSWORD)).json()).toEqual({
      message: 'SUCCESS',
    });
  });

  it('lets a one-time password’s session log out', async () => {
    const member = await fundedPlayer(t, 0);
    const { password } = await resetPassword(t, support, member.memberId);
    const { token } = await oneTimeLogin(t, member.username, password);
    expect((await call(t.app, authApi.logout, { headers: bearer(token) })).statusCode).toBe(204);
    expect((await changePassword(token, password, NEW_PASSWORD)).json()).toEqual({ message: 'UNAUTHORIZED' });
  });
});

describe('a member password change with a normal session', () => {
  it('still ends the other sessions and keeps this one', async () => {
    const member = await fundedPlayer(t, 0);
    const other = await loginToken(t.app, member.username, member.password);
    expect((await changePassword(member.token, member.password, NEW_PASSWORD)).json()).toEqual({
      message: 'SUCCESS',
    });
    expect((await walletWith(member.token)).statusCode).toBe(200);
    expect((await walletWith(other)).json()).toEqual({ message: 'UNAUTHORIZED' });
  });
});
