import { authApi, accountOperatorApi, type MemberPasswordResetReply } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { call } from '../call.ts';
import type { TestOperator } from './operators.ts';

/** The one-time password in the newest SMS the sandbox gateway delivered to this phone. */
export function oneTimePasswordSent(t: TestApp, phone: string): string {
  const text = t.sms.messagesFor(phone)[0]?.message ?? '';
  return /\b([A-Za-z0-9]{14})\b/.exec(text)?.[1] ?? '';
}

/**
 * The back-office reset of the member's password by `operator` (a support or admin): its reply,
 * and the one-time password as the member reads it in the SMS.
 */
export async function resetPassword(
  t: TestApp,
  operator: TestOperator,
  memberId: number,
): Promise<MemberPasswordResetReply & { password: string }> {
  const response = await call(t.app, accountOperatorApi.resetPassword, {
    headers: operator.headers,
    params: { memberId },
    body: { reason: 'forgot the password' },
  });
  if (response.statusCode !== 200) throw new Error(`reset failed: ${response.body}`);
  const { rows } = await t.database.pool.query<{ phone: string }>(
    'SELECT username AS phone FROM members WHERE id = $1',
    [memberId],
  );
  const reply = response.json() as MemberPasswordResetReply;
  return { ...reply, password: oneTimePasswordSent(t, rows[0]!.phone) };
}

/** A login with the one-time password: its token, and whether the reply says it is limited. */
export async function oneTimeLogin(t: TestApp, username: string, password: string) {
  const response = await call(t.app, authApi.login, { body: { username, password } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const reply = response.json() as { token: string; mustChangePassword?: boolean };
  return { token: reply.token, mustChangePassword: reply.mustChangePassword };
}

/** Moves the one-time password's expiry into the past, as time passing would. */
export async function expireOneTimePassword(t: TestApp, memberId: number): Promise<void> {
  await t.database.pool.query(
    `UPDATE members SET password_reset_expires_at = now() - interval '1 second' WHERE id = $1`,
    [memberId],
  );
}
