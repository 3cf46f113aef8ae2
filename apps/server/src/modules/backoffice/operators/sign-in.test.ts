import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { accountOperatorApi, operatorAuthApi, operatorsApi, type OperatorLoginReply } from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  enrolThrough,
  lockOut,
  makeOperator,
  newAddress,
  nextTotp,
  OPERATOR_PASSWORD,
  signInFrom,
  withoutTotp,
} from '../../../../test/kits/operators.ts';

/** Operator sign-in after the security review of issue 22 (ADR 0051). */
const AUDITED = 6;
const t = useTestApp({
  OPERATOR_LOGIN_FAILURES: '5',
  OPERATOR_LOGIN_LIMIT_PER_IP: '1000',
  OPERATOR_LOGIN_FAILURES_AUDITED: String(AUDITED),
});

function login(body: { username: string; password: string; totp?: string }, remoteAddress: string) {
  return signInFrom(t, body, remoteAddress);
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function failedRows(filter: { ip?: string; username?: string }) {
  const { rows } = await t.database.pool.query<{
    action: string;
    operatorId: number | null;
    targetId: string;
    reason: string | null;
    ip: string | null;
    after: Record<string, unknown>;
  }>(
    `SELECT action, operator_id::int AS "operatorId", target_id AS "targetId", reason, ip, after
     FROM operator_audit
     WHERE action IN ('operator.login_failed', 'operator.login_failed_capped')
       AND ($1::text IS NULL OR ip = $1) AND ($2::text IS NULL OR after->>'username' = $2)
     ORDER BY id`,
    [filter.ip ?? null, filter.username ?? null],
  );
  return rows;
}

describe('one answer for any failed operator sign-in', () => {
  it('wrong password, wrong code, missing code, both wrong and an unknown username answer alike', async () => {
    const admin = await makeOperator(t, 'admin');
    const ip = newAddress();
    const answers = await Promise.all([
      login(
        { username: admin.username, password: 'not-the-password', totp: await nextTotp(admin.secret!) },
        ip,
      ),
      login({ username: admin.username, password: OPERATOR_PASSWORD, totp: '000000' }, ip),
      login({ username: admin.username, password: OPERATOR_PASSWORD }, ip),
      login({ username: admin.username, password: 'not-the-password', totp: '000000' }, ip),
      login({ username: 'nobody-here', password: 'whatever-password', totp: '123456' }, ip),
      login({ username: 'nobody-here', password: 'whatever-password' }, ip),
    ]);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
      expect(answer.headers['retry-after']).toBeUndefined();
    }
    // The right password and code still open a full session.
    const right = await login(
      { username: admin.username, password: OPERATOR_PASSWORD, totp: await nextTotp(admin.secret!) },
      ip,
    );
    expect(right.statusCode).toBe(200);
    expect((right.json() as OperatorLoginReply).enrolment).toBeNull();
  });

  it('costs the same whichever factor was wrong (the KDF runs for every one)', async () => {
    // One operator per round (three failures each stays under its lock and its audit cap) and
    // an address per attempt, so every failure does the same work, audit row included.
    const operators = await Promise.all(Array.from({ length: 8 }, () => makeOperator(t, 'finance')));
    const timed = async (body: { username: string; password: string; totp?: string }) => {
      const started = performance.now();
      const answer = await login(body, newAddress());
      expect(answer.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
      return performance.now() - started;
    };
    const took: Record<'password' | 'code' | 'missing' | 'unknown', number[]> = {
      password: [],
      code: [],
      missing: [],
      unknown: [],
    };
    // Interleaved, so a busy moment of the machine falls on every kind.
    for (const [i, operator] of operators.entries()) {
      const code = await nextTotp(operator.secret!);
      took.password.push(
        await timed({ username: operator.username, password: 'not-the-password', totp: code }),
      );
      took.code.push(
        await timed({ username: operator.username, password: OPERATOR_PASSWORD, totp: '000000' }),
      );
      took.missing.push(await timed({ username: operator.username, password: OPERATOR_PASSWORD }));
      took.unknown.push(await timed({ username: `nobody-${i}`, password: 'not-the-password', totp: code }));
    }
    // Each kind's fastest attempt: load only ever adds time, so the least disturbed one is what the
    // work costs (medians of eight failed once at 2.35 on a loaded host). A skipped KDF would still
    // show as a ratio far under 0.5: the hash is most of a failed sign-in's time.
    const fastest = (values: number[]) => Math.min(...values);
    for (const kind of ['code', 'missing', 'unknown'] as const) {
      const ratio = fastest(took[kind]) / fastest(took.password);
      expect(ratio, kind).toBeGreaterThan(0.5);
      expect(ratio, kind).toBeLessThan(2);
    }
  });

  it('audits each failed sign-in with the address and the reason; the answer never says it', async () => {
    const ip = newAddress();
    const support = await makeOperator(t, 'support');
    await login({ username: 'ghost.user', password: 'whatever-password', totp: '123456' }, ip);
    await login(
      { username: support.username, password: 'wrong-password-1', totp: await nextTotp(support.secret!) },
      ip,
    );
    await login({ username: support.username, password: OPERATOR_PASSWORD, totp: '000000' }, ip);
    await login({ username: support.username, password: OPERATOR_PASSWORD }, ip);
    // A password typed into the username field is not kept.
    await login({ username: 'Hunter2 is my password', password: 'x' }, ip);

    const disabled = await makeOperator(t, 'support');
    await t.database.pool.query('UPDATE operators SET active = false WHERE id = $1', [disabled.id]);
    const inactive = await login(
      { username: disabled.username, password: OPERATOR_PASSWORD, totp: await nextTotp(disabled.secret!) },
      ip,
    );
    expect(inactive.json()).toEqual({ message: 'INACTIVE_USER' });

    expect(
      (await failedRows({ ip })).map(({ reason, targetId, after, operatorId }) => ({
        reason,
        targetId,
        after,
        operatorId,
      })),
    ).toEqual([
      {
        reason: 'unknown_username',
        targetId: 'ghost.user',
        after: { username: 'ghost.user' },
        operatorId: null,
      },
      {
        reason: 'wrong_password',
        targetId: String(support.id),
        after: { username: support.username },
        operatorId: null,
      },
      {
        reason: 'wrong_code',
        targetId: String(support.id),
        after: { username: support.username },
        operatorId: null,
      },
      {
        reason: 'missing_code',
        targetId: String(support.id),
        after: { username: support.username },
        operatorId: null,
      },
      { reason: 'unknown_username', targetId: '-', after: { username: null }, operatorId: null },
      {
        reason: 'inactive',
        targetId: String(disabled.id),
        after: { username: disabled.username },
        operatorId: null,
      },
    ]);

    const locked = await makeOperator(t, 'support');
    const other = newAddress();
    await lockOut(t, locked.username, other);
    expect((await login({ username: locked.username, password: OPERATOR_PASSWORD }, other)).statusCode).toBe(
      429,
    );
    expect((await failedRows({ ip: other })).map((row) => row.reason)).toEqual([
      ...Array<string>(5).fill('wrong_password'),
      'locked',
    ]);
  });

  it('caps the audit rows of a burst: the cap per username, then one row that says so, then none', async () => {
    // A burst at one name from many addresses: locked after five, still written up to the cap,
    // then one row that says the rest are not.
    await Promise.all(
      Array.from({ length: 20 }, () =>
        login({ username: 'burst-target', password: 'guess-password' }, newAddress()),
      ),
    );
    const byName = await failedRows({ username: 'burst-target' });
    expect(byName.filter((row) => row.action === 'operator.login_failed')).toHaveLength(AUDITED);
    const capped = byName.filter((row) => row.action === 'operator.login_failed_capped');
    expect(capped).toHaveLength(1);
    expect(capped[0]!.after).toMatchObject({ by: 'username', cap: AUDITED, windowMinutes: 15 });

    // Many names from one address: the address's cap.
    const spray = newAddress();
    for (let i = 0; i < 15; i += 1)
      await login({ username: `spray-${i}`, password: 'guess-password' }, spray);
    const byAddress = await failedRows({ ip: spray });
    expect(byAddress.filter((row) => row.action === 'operator.login_failed')).toHaveLength(AUDITED);
    expect(byAddress.filter((row) => row.action === 'operator.login_failed_capped')).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ by: 'address' }) }),
    ]);
  });

  it('a flood of made-up names from one address does not hide later guesses at a real operator', async () => {
    const flood = newAddress();
    for (let i = 0; i < AUDITED * 3; i += 1)
      await login({ username: `junk-${i}`, password: 'guess-password' }, flood);
    expect(
      (await failedRows({ ip: flood })).filter((row) => row.action === 'operator.login_failed_capped'),
    ).toHaveLength(1);

    const target = await makeOperator(t, 'admin');
    for (let i = 0; i < 3; i += 1)
      await login({ username: target.username, password: `guess-password-${i}` }, flood);
    const guesses = await failedRows({ ip: flood, username: target.username });
    expect(guesses.map(({ action, reason, targetId }) => ({ action, reason, targetId }))).toEqual(
      Array.from({ length: 3 }, () => ({
        action: 'operator.login_failed',
        reason: 'wrong_password',
        targetId: String(target.id),
      })),
    );
  });
});

describe('every operator has two factors', () => {
  it('a support operator created now has TOTP, whatever the request asks', async () => {
    const admin = await makeOperator(t, 'admin');
    const created = await call(t.app, operatorsApi.create, {
      headers: admin.headers,
      // totp is no longer part of the request: an old client's `false` is ignored.
      body: {
        username: 'sup-new',
        name: 'New support',
        role: 'support',
        password: OPERATOR_PASSWORD,
        totp: false,
        reason: 'new hire',
      },
    });
    expect(created.statusCode).toBe(201);
    const body = created.json() as { operator: { id: number; totp: boolean }; link: { path: string } };
    expect(body.operator.totp).toBe(true);
    // It enrols through its link (the password sent by an old client is not it), and the
    // suite's other admins make a second one confirm it (ADR 0129).
    const { secret } = await enrolThrough(t, body.link);
    const other = await makeOperator(t, 'admin');
    await call(t.app, operatorsApi.confirm, {
      headers: other.headers,
      params: { operatorId: body.operator.id },
      body: { reason: 'checked' },
    });
    const ip = newAddress();
    expect((await login({ username: 'sup-new', password: OPERATOR_PASSWORD }, ip)).json()).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    const signedIn = await login(
      { username: 'sup-new', password: OPERATOR_PASSWORD, totp: await nextTotp(secret) },
      ip,
    );
    expect(signedIn.statusCode).toBe(200);
    // Made through the shell or the kit, the same.
    expect((await makeOperator(t, 'support')).secret).toEqual(expect.any(String));
  });

  it('an operator stored without TOTP gets only the enrolment until it has enrolled', async () => {
    const support = await withoutTotp(t, await makeOperator(t, 'support'));
    const ip = newAddress();
    // A session from before the change is held back too.
    const old = await call(t.app, operatorAuthApi.me, { headers: support.headers });
    expect(old.statusCode).toBe(403);
    expect(old.json()).toEqual({ message: 'TOTP_ENROLMENT_REQUIRED' });
    // A wrong password is a wrong password: no enrolment.
    expect((await login({ username: support.username, password: 'wrong-password-1' }, ip)).json()).toEqual({
      message: 'WRONG_CREDENTIAL',
    });

    const first = await login(
      { username: support.username, password: OPERATOR_PASSWORD, totp: '123456' },
      ip,
    );
    expect(first.statusCode).toBe(200);
    const reply = first.json() as OperatorLoginReply;
    expect(reply.operator.totp).toBe(false);
    const enrolment = reply.enrolment!;
    expect(enrolment.otpauthUri).toMatch(/^otpauth:\/\/totp\/.+secret=/);
    expect(enrolment.otpauthUri).toContain(enrolment.secret);
    const session = bearer(reply.token);

    // Every other route refuses the session, with the code that says why.
    for (const answer of [
      await call(t.app, operatorAuthApi.me, { headers: session }),
      await call(t.app, accountOperatorApi.search, { headers: session, query: { q: '0812345678' } }),
      await call(t.app, operatorAuthApi.password, {
        headers: session,
        body: { currentPassword: OPERATOR_PASSWORD, newPassword: 'a-new-long-passphrase-7' },
      }),
      await call(t.app, operatorAuthApi.logout, { headers: session }),
    ]) {
      expect(answer.statusCode).toBe(403);
      expect(answer.json()).toEqual({ message: 'TOTP_ENROLMENT_REQUIRED' });
    }

    // The enrolment: a wrong code, or a ticket of another session, changes nothing.
    const wrong = await call(t.app, operatorAuthApi.enrolTotp, {
      headers: session,
      body: { ticket: enrolment.ticket, totp: '000000' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'TOTP_INVALID' });
    const second = (
      await login({ username: support.username, password: OPERATOR_PASSWORD }, ip)
    ).json() as OperatorLoginReply;
    const crossed = await call(t.app, operatorAuthApi.enrolTotp, {
      headers: session,
      body: { ticket: second.enrolment!.ticket, totp: await generate({ secret: second.enrolment!.secret }) },
    });
    expect(crossed.json()).toEqual({ message: 'KEY_INVALID' });
    const forged = await call(t.app, operatorAuthApi.enrolTotp, {
      headers: session,
      body: { ticket: 'not.a.ticket', totp: '123456' },
    });
    expect(forged.json()).toEqual({ message: 'KEY_INVALID' });

    const enrolled = await call(t.app, operatorAuthApi.enrolTotp, {
      headers: session,
      remoteAddress: ip,
      body: { ticket: enrolment.ticket, totp: await generate({ secret: enrolment.secret }) },
    });
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({ operator: { id: support.id, totp: true } });

    // This session is a full one now; the others (the old one, the second enrolment) ended.
    expect((await call(t.app, operatorAuthApi.me, { headers: session })).statusCode).toBe(200);
    expect((await call(t.app, operatorAuthApi.me, { headers: support.headers })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    expect((await call(t.app, operatorAuthApi.me, { headers: bearer(second.token) })).json()).toEqual({
      message: 'UNAUTHORIZED',
    });
    // Nothing more to enrol; and from now on sign-in asks for the code like everyone's.
    const again = await call(t.app, operatorAuthApi.enrolTotp, {
      headers: session,
      body: { ticket: enrolment.ticket, totp: '123456' },
    });
    expect(again.json()).toEqual({ message: 'NO_DATA' });
    expect((await login({ username: support.username, password: OPERATOR_PASSWORD }, ip)).json()).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    const next = await login(
      {
        username: support.username,
        password: OPERATOR_PASSWORD,
        totp: await generate({ secret: enrolment.secret, epoch: Math.floor(Date.now() / 1000) + 30 }),
      },
      ip,
    );
    expect(next.statusCode).toBe(200);
    expect((next.json() as OperatorLoginReply).enrolment).toBeNull();

    // Audited: by the operator itself, from its address, never the secret.
    const { rows } = await t.database.pool.query<{
      operatorId: number;
      ip: string;
      after: Record<string, unknown>;
    }>(
      `SELECT operator_id::int AS "operatorId", ip, after FROM operator_audit
       WHERE action = 'operator.totp_enrol' AND target_id = $1`,
      [String(support.id)],
    );
    expect(rows).toEqual([
      { operatorId: support.id, ip, after: expect.objectContaining({ totp: true, sessionsEnded: 2 }) },
    ]);
    expect(JSON.stringify(rows)).not.toContain(enrolment.secret);
  });
});
