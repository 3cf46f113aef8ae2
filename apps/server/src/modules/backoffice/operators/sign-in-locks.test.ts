import { describe, expect, it } from 'vitest';
import { operatorsApi, type OperatorsReply } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  forgetUsedCodes,
  lockOut,
  makeOperator,
  newAddress,
  nextTotp,
  OPERATOR_PASSWORD,
  signInFrom,
} from '../../../../test/kits/operators.ts';

/** Locks that stop guessing without locking out honest operators (issue 22, ADR 0051). */
const t = useTestApp({ OPERATOR_LOGIN_FAILURES: '5', OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });

function login(body: { username: string; password: string; totp?: string }, remoteAddress: string) {
  return signInFrom(t, body, remoteAddress);
}

describe('locks that do not lock out honest operators', () => {
  it('five successful sign-ins in a row (and more) do not lock', async () => {
    const finance = await makeOperator(t, 'finance');
    const ip = newAddress();
    for (let i = 0; i < 7; i += 1) {
      await forgetUsedCodes(t, finance);
      const answer = await login(
        { username: finance.username, password: OPERATOR_PASSWORD, totp: await nextTotp(finance.secret!) },
        ip,
      );
      expect(answer.statusCode, `sign-in ${i + 1}`).toBe(200);
    }
    // The whole failure budget is still there: four mistakes, and the fifth try gets in.
    for (let i = 0; i < 4; i += 1)
      expect((await login({ username: finance.username, password: 'typo-password' }, ip)).statusCode).toBe(
        401,
      );
    await forgetUsedCodes(t, finance);
    const afterTypos = await login(
      { username: finance.username, password: OPERATOR_PASSWORD, totp: await nextTotp(finance.secret!) },
      ip,
    );
    expect(afterTypos.statusCode).toBe(200);
  });

  it("a locked operator's reply carries the wait, in the body and the Retry-After header", async () => {
    const support = await makeOperator(t, 'support');
    const ip = newAddress();
    await lockOut(t, support.username, ip);
    const locked = await login(
      { username: support.username, password: OPERATOR_PASSWORD, totp: await nextTotp(support.secret!) },
      ip,
    );
    expect(locked.statusCode).toBe(429);
    const body = locked.json() as { message: string; retryAfter: number };
    expect(body.message).toBe('REQUEST_LIMIT');
    expect(body.retryAfter).toBeGreaterThan(0);
    expect(body.retryAfter).toBeLessThanOrEqual(2 * 15 * 60);
    expect(locked.headers['retry-after']).toBe(String(body.retryAfter));
    // An unknown username locks the same way: the wait says nothing about who exists.
    await lockOut(t, 'locked-ghost', ip);
    expect((await login({ username: 'locked-ghost', password: 'x' }, ip)).json()).toMatchObject({
      message: 'REQUEST_LIMIT',
      retryAfter: expect.any(Number),
    });
  });

  it("an admin's clear of the lock lets the operator sign in at once, audited with the reason", async () => {
    const admin = await makeOperator(t, 'admin');
    const support = await makeOperator(t, 'support');
    const ip = newAddress();
    await lockOut(t, support.username, ip);
    const lockOf = async () => {
      const list = (
        await call(t.app, operatorsApi.list, { headers: admin.headers })
      ).json() as OperatorsReply;
      return list.operators.find((operator) => operator.id === support.id)!.signInLockedFor;
    };
    const lockedFor = await lockOf();
    expect(lockedFor).toBeGreaterThan(0);

    const unknown = await call(t.app, operatorsApi.unlock, {
      headers: admin.headers,
      params: { operatorId: 99_999_999 },
      body: { reason: 'nobody' },
    });
    expect(unknown.json()).toEqual({ message: 'NO_OPERATOR' });
    const cleared = await call(t.app, operatorsApi.unlock, {
      headers: admin.headers,
      params: { operatorId: support.id },
      body: { reason: 'called the desk: it was them, typing with caps lock on' },
    });
    expect(cleared.statusCode).toBe(204);
    expect(await lockOf()).toBe(0);
    const signedIn = await login(
      { username: support.username, password: OPERATOR_PASSWORD, totp: await nextTotp(support.secret!) },
      ip,
    );
    expect(signedIn.statusCode).toBe(200);

    const { rows } = await t.database.pool.query<{
      operatorId: number;
      reason: string;
      before: { signInLockedFor: number };
    }>(
      `SELECT operator_id::int AS "operatorId", reason, before FROM operator_audit
       WHERE action = 'operator.unlock' AND target_id = $1`,
      [String(support.id)],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operatorId: admin.id,
      reason: 'called the desk: it was them, typing with caps lock on',
    });
    expect(rows[0]!.before.signInLockedFor).toBeGreaterThan(0);
  });
});
