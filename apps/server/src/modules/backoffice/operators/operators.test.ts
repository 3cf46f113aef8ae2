import { describe, expect, it } from 'vitest';
import {
  authApi,
  operatorAuthApi,
  operatorEnrolmentApi,
  operatorsApi,
  OPERATOR_IDLE_MINUTES,
  settingsOperatorApi,
} from '@wallet/contract';
import { settingDefaults } from '../../settings/index.ts';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import { bearer, loginToken, registerMember } from '../../../../test/members.ts';
import { linkToken, makeOperator, OPERATOR_PASSWORD, signIn } from '../../../../test/kits/operators.ts';

const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' });

describe('operator sign-in', () => {
  it('a code that was already used is a wrong code, and answers like one', async () => {
    const admin = await makeOperator(t, 'admin');
    // makeOperator used the step before now; the same code again is a replay.
    const { generate } = await import('otplib');
    const replay = await call(t.app, operatorAuthApi.login, {
      body: {
        username: admin.username,
        password: OPERATOR_PASSWORD,
        totp: await generate({ secret: admin.secret!, epoch: Math.floor(Date.now() / 1000) - 30 }),
      },
    });
    expect(replay.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
  });

  it('limits failures per username before the KDF: parallel guesses stop at the limit', async () => {
    const support = await makeOperator(t, 'support');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => signIn(t, support.username, 'wrong-password-x', support.secret)),
    );
    const codes = answers.map((a) => (a.json() as { message: string }).message);
    expect(codes.filter((c) => c === 'WRONG_CREDENTIAL')).toHaveLength(5);
    expect(codes.filter((c) => c === 'REQUEST_LIMIT')).toHaveLength(3);
    // Now even the right password and code wait for the window.
    expect((await signIn(t, support.username, OPERATOR_PASSWORD, support.secret)).json()).toMatchObject({
      message: 'REQUEST_LIMIT',
    });
  });

  it('keeps operator and member tokens apart', async () => {
    const admin = await makeOperator(t, 'admin');
    const member = await registerMember(t.app, t.sms);
    const memberToken = await loginToken(t.app, member.username, member.password);
    const withMember = await call(t.app, operatorAuthApi.me, { headers: bearer(memberToken) });
    expect(withMember.json()).toEqual({ message: 'UNAUTHORIZED' });
    const withOperator = await call(t.app, authApi.logout, { headers: admin.headers });
    expect(withOperator.json()).toEqual({ message: 'UNAUTHORIZED' });
  });

  it('ends a session idle for longer than the limit (EXPIRED_AUTH_TOKEN)', async () => {
    const support = await makeOperator(t, 'support');
    await t.database.pool.query(
      `UPDATE operator_sessions SET expires_at = now() - interval '1 second', last_seen_at = now() - make_interval(mins => $2)
       WHERE operator_id = $1`,
      [support.id, OPERATOR_IDLE_MINUTES + 1],
    );
    expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).json()).toEqual({
      message: 'EXPIRED_AUTH_TOKEN',
    });
  });

  it('slides the idle deadline on use', async () => {
    const support = await makeOperator(t, 'support');
    await t.database.pool.query(
      `UPDATE operator_sessions SET expires_at = now() + interval '1 minute', last_seen_at = now() - interval '29 minutes'
       WHERE operator_id = $1`,
      [support.id],
    );
    await call(t.app, operatorAuthApi.me, { headers: support.headers });
    const { rows } = await t.database.pool.query<{ left: number }>(
      `SELECT extract(epoch FROM expires_at - now())::int AS left FROM operator_sessions WHERE operator_id = $1`,
      [support.id],
    );
    expect(rows[0]!.left).toBeGreaterThan((OPERATOR_IDLE_MINUTES - 1) * 60);
  });

  // ADR 0128: beside the idle limit, a lifetime from sign-in (operatorSessions.maxHours, 12 h).
  const signedInAgo = (operatorId: number, minutes: number) =>
    t.database.pool.query(
      `UPDATE operator_sessions SET created_at = now() - make_interval(mins => $2), last_seen_at = now(),
         expires_at = now() + make_interval(mins => $3)
       WHERE operator_id = $1`,
      [operatorId, minutes, OPERATOR_IDLE_MINUTES],
    );

  it('ends a session in use all along once its lifetime from sign-in is over (EXPIRED_AUTH_TOKEN)', async () => {
    const support = await makeOperator(t, 'support');
    await signedInAgo(support.id, 11 * 60 + 50);
    expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).statusCode).toBe(200);
    await signedInAgo(support.id, 12 * 60 + 1);
    expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).json()).toEqual({
      message: 'EXPIRED_AUTH_TOKEN',
    });
  });

  it('slides the idle deadline no further than the lifetime', async () => {
    const support = await makeOperator(t, 'support');
    await t.database.pool.query(
      `UPDATE operator_sessions SET created_at = now() - interval '11 hours 50 minutes',
         last_seen_at = now() - interval '5 minutes' WHERE operator_id = $1`,
      [support.id],
    );
    await call(t.app, operatorAuthApi.me, { headers: support.headers });
    const { rows } = await t.database.pool.query<{ left: number }>(
      `SELECT extract(epoch FROM expires_at - now())::int AS left FROM operator_sessions WHERE operator_id = $1`,
      [support.id],
    );
    expect(rows[0]!.left).toBeLessThanOrEqual(10 * 60);
    expect(rows[0]!.left).toBeGreaterThan(9 * 60);
  });

  it("the lifetime is the admin's setting, and a change applies to sessions already open", async () => {
    const admin = await makeOperator(t, 'admin');
    const support = await makeOperator(t, 'support');
    await signedInAgo(support.id, 90);
    const change = (maxHours: number) =>
      call(t.app, settingsOperatorApi.site.change, {
        headers: admin.headers,
        body: { operatorSessions: { maxHours } },
      });
    expect((await change(1)).statusCode).toBe(200);
    try {
      expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).json()).toEqual({
        message: 'EXPIRED_AUTH_TOKEN',
      });
      // A session opened now lives an hour at most.
      const fresh = await makeOperator(t, 'support');
      const { rows } = await t.database.pool.query<{ left: number }>(
        `SELECT extract(epoch FROM expires_at - now())::int AS left FROM operator_sessions WHERE operator_id = $1`,
        [fresh.id],
      );
      expect(rows[0]!.left).toBeLessThanOrEqual(OPERATOR_IDLE_MINUTES * 60);
    } finally {
      expect((await change(settingDefaults.operatorSessions.maxHours)).statusCode).toBe(200);
    }
  });
});

describe('operators (admin)', () => {
  it('creates an operator answering its enrolment link; the link shows an otpauth URI and an SVG QR code; audited', async () => {
    const admin = await makeOperator(t, 'admin');
    const created = await call(t.app, operatorsApi.create, {
      headers: admin.headers,
      body: { username: 'fin-ann', name: 'Ann', role: 'finance', reason: 'new hire' },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json() as { operator: { id: number }; link: { path: string } };
    const offer = await call(t.app, operatorEnrolmentApi.offer, { params: { token: linkToken(body.link) } });
    const { enrolment } = offer.json() as { enrolment: { otpauthUri: string; qrDataUrl: string } };
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(Buffer.from(enrolment.qrDataUrl.split(',')[1]!, 'base64').toString()).toContain('<svg');
    const again = await call(t.app, operatorsApi.create, {
      headers: admin.headers,
      body: { username: 'fin-ann', name: 'Ann 2', role: 'support', reason: 'dup' },
    });
    expect(again.json()).toEqual({ message: 'EXISTING_OPERATOR' });
    const { rows } = await t.database.pool.query(
      `SELECT operator_id AS "operatorId", reason, after->>'username' AS username FROM operator_audit
       WHERE action = 'operator.create' AND target_id = $1`,
      [String(body.operator.id)],
    );
    expect(rows).toEqual([{ operatorId: admin.id, reason: 'new hire', username: 'fin-ann' }]);
  });

  it('refuses to demote the last active admin', async () => {
    const admin = await makeOperator(t, 'admin');
    await t.database.pool.query(`UPDATE operators SET active = false WHERE role = 'admin' AND id <> $1`, [
      admin.id,
    ]);
    const self = await call(t.app, operatorsApi.update, {
      headers: admin.headers,
      params: { operatorId: admin.id },
      body: { role: 'support', reason: 'demote' },
    });
    expect(self.json()).toEqual({ message: 'LAST_ADMIN' });
  });

  it('a plain rename answers no enrolment', async () => {
    const admin = await makeOperator(t, 'admin');
    const support = await makeOperator(t, 'support');
    const renamed = await call(t.app, operatorsApi.update, {
      headers: admin.headers,
      params: { operatorId: support.id },
      body: { name: 'Somsak', reason: 'typo in the name' },
    });
    expect(renamed.json()).toMatchObject({ operator: { name: 'Somsak', totp: true }, link: null });
    // A rename is no reason to sign anyone out.
    expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).statusCode).toBe(200);
  });

  it('disabling an operator ends its sessions at once', async () => {
    const admin = await makeOperator(t, 'admin');
    const support = await makeOperator(t, 'support');
    const disabled = await call(t.app, operatorsApi.update, {
      headers: admin.headers,
      params: { operatorId: support.id },
      body: { active: false, reason: 'left' },
    });
    expect(disabled.json()).toMatchObject({ operator: { active: false }, link: null });
    expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    // Only every right factor learns that the account is disabled.
    expect((await signIn(t, support.username, OPERATOR_PASSWORD, null)).json()).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    expect((await signIn(t, support.username, OPERATOR_PASSWORD, support.secret)).json()).toEqual({
      message: 'INACTIVE_USER',
    });
  });

  it('an admin revokes another session; the revoked token is refused', async () => {
    const admin = await makeOperator(t, 'admin');
    const finance = await makeOperator(t, 'finance');
    const list = await call(t.app, operatorsApi.sessions, {
      headers: admin.headers,
      query: { operatorId: finance.id },
    });
    const sessions = (list.json() as { sessions: { id: string }[] }).sessions;
    expect(sessions).toHaveLength(1);
    const revoked = await call(t.app, operatorsApi.revokeSession, {
      headers: admin.headers,
      params: { sessionId: sessions[0]!.id },
      body: { reason: 'lost laptop' },
    });
    expect(revoked.statusCode).toBe(204);
    expect((await call(t.app, operatorAuthApi.me, { headers: finance.headers })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
  });

  it('a logout ends the session', async () => {
    const support = await makeOperator(t, 'support');
    expect((await call(t.app, operatorAuthApi.logout, { headers: support.headers })).statusCode).toBe(204);
    expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
  });
});
