import { describe, expect, it } from 'vitest';
import { operatorAuthApi } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  makeOperator,
  OPERATOR_PASSWORD,
  signIn,
  type TestOperator,
} from '../../../../test/kits/operators.ts';

const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000', OPERATOR_LOGIN_FAILURES: '5' });

const NEW_PASSWORD = 'a-new-long-passphrase-7';

function change(operator: TestOperator, currentPassword: string, newPassword: string) {
  return call(t.app, operatorAuthApi.password, {
    headers: operator.headers,
    body: { currentPassword, newPassword },
  });
}

/** A second session of the same operator (another desk). */
async function secondSession(operator: TestOperator): Promise<Record<string, string>> {
  const response = await signIn(t, operator.username, operator.password, operator.secret);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${(response.json() as { token: string }).token}` };
}

async function passwordHashOf(operatorId: number): Promise<string> {
  const { rows } = await t.database.pool.query<{ hash: string }>(
    'SELECT password_hash AS hash FROM operators WHERE id = $1',
    [operatorId],
  );
  return rows[0]!.hash;
}

async function auditRowsOf(operatorId: number) {
  const { rows } = await t.database.pool.query<{ operatorId: number; ip: string | null; after: unknown }>(
    `SELECT operator_id::int AS "operatorId", ip, after FROM operator_audit
     WHERE action = 'operator.password_change' AND target_id = $1`,
    [String(operatorId)],
  );
  return rows;
}

describe("an operator's own password", () => {
  it('changes with the current password: the other sessions end, this one stays, audited', async () => {
    const finance = await makeOperator(t, 'finance');
    const other = await secondSession(finance);

    const changed = await change(finance, OPERATOR_PASSWORD, NEW_PASSWORD);
    expect(changed.statusCode).toBe(204);

    expect((await call(t.app, operatorAuthApi.me, { headers: other })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    expect((await call(t.app, operatorAuthApi.me, { headers: finance.headers })).statusCode).toBe(200);
    // The old password is refused (without a code: no TOTP step is spent on it).
    expect((await signIn(t, finance.username, OPERATOR_PASSWORD, null)).json()).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    expect((await signIn(t, finance.username, NEW_PASSWORD, finance.secret)).statusCode).toBe(200);
    // The audit row: by the operator, on the operator, how many sessions ended; never a hash.
    const rows = await auditRowsOf(finance.id);
    expect(rows).toEqual([{ operatorId: finance.id, ip: expect.any(String), after: { sessionsEnded: 1 } }]);
  });

  it('refuses a wrong current password (WRONG_PASSWORD, not a 401 that would end the session) and changes nothing', async () => {
    const support = await makeOperator(t, 'support');
    const other = await secondSession(support);
    const hash = await passwordHashOf(support.id);

    const wrong = await change(support, 'not-my-password-1', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'WRONG_PASSWORD' });

    expect(await passwordHashOf(support.id)).toBe(hash);
    expect((await call(t.app, operatorAuthApi.me, { headers: other })).statusCode).toBe(200);
    expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).statusCode).toBe(200);
    expect(await auditRowsOf(support.id)).toEqual([]);
  });

  it('refuses a weak or short new password and changes nothing', async () => {
    const support = await makeOperator(t, 'support');
    const hash = await passwordHashOf(support.id);
    // On the common-passwords list, and long enough for the contract.
    expect((await change(support, OPERATOR_PASSWORD, 'password1234')).json()).toEqual({
      message: 'WEAK_PASSWORD',
    });
    expect((await change(support, OPERATOR_PASSWORD, 'zzzzzzzzzzzz')).json()).toEqual({
      message: 'WEAK_PASSWORD',
    });
    // Shorter than operators' minimum (10), though a member could use it.
    const short = await change(support, OPERATOR_PASSWORD, 'Xk3-pq9-v');
    expect(short.statusCode).toBe(400);
    expect(await passwordHashOf(support.id)).toBe(hash);
    expect(await auditRowsOf(support.id)).toEqual([]);
  });

  it('shares the failure budget of sign-in, reserved before the KDF: parallel guesses stop at the limit', async () => {
    const support = await makeOperator(t, 'support');
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => change(support, `wrong-guess-number-${i}`, NEW_PASSWORD)),
    );
    const codes = answers.map((a) => (a.json() as { message: string }).message);
    expect(codes.filter((c) => c === 'WRONG_PASSWORD')).toHaveLength(5);
    expect(codes.filter((c) => c === 'REQUEST_LIMIT')).toHaveLength(3);
    // The budget is the sign-in's: the right password waits for the window there too, and here.
    expect((await signIn(t, support.username, OPERATOR_PASSWORD, support.secret)).json()).toMatchObject({
      message: 'REQUEST_LIMIT',
    });
    expect((await change(support, OPERATOR_PASSWORD, NEW_PASSWORD)).json()).toMatchObject({
      message: 'REQUEST_LIMIT',
    });
  });

  it('gives the slot back when the current password was right', async () => {
    const support = await makeOperator(t, 'support');
    let password = OPERATOR_PASSWORD;
    // More successful changes than the failure budget: none of them counts against it.
    for (let i = 0; i < 6; i += 1) {
      const next = `${NEW_PASSWORD}-${i}`;
      expect((await change(support, password, next)).statusCode).toBe(204);
      password = next;
    }
    expect((await signIn(t, support.username, password, support.secret)).statusCode).toBe(200);
  });

  it('two changes at once with the same current password: one wins, the other is refused', async () => {
    const support = await makeOperator(t, 'support');
    const [first, second] = await Promise.all([
      change(support, OPERATOR_PASSWORD, `${NEW_PASSWORD}-first`),
      change(support, OPERATOR_PASSWORD, `${NEW_PASSWORD}-second`),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([204, 400]);
    const winner = first.statusCode === 204 ? `${NEW_PASSWORD}-first` : `${NEW_PASSWORD}-second`;
    const loser = first.statusCode === 204 ? second : first;
    expect(loser.json()).toEqual({ message: 'WRONG_PASSWORD' });
    expect((await signIn(t, support.username, winner, support.secret)).statusCode).toBe(200);
    expect(await auditRowsOf(support.id)).toHaveLength(1);
  });
});
