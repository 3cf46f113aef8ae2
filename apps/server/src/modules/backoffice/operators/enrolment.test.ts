import { describe, expect, it } from 'vitest';
import {
  operatorEnrolmentApi,
  operatorsApi,
  type OperatorGrantReply,
  type OperatorListItem,
} from '@wallet/contract';
import { call } from '../../../../test/call.ts';
import { useTestApp } from '../../../../test/fixture.ts';
import {
  enrolThrough,
  linkToken,
  makeOperator,
  nextTotp,
  OPERATOR_PASSWORD,
  signIn,
  withoutTotp,
  type TestOperator,
} from '../../../../test/kits/operators.ts';

const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000' });

let names = 0;
function invite(admin: TestOperator, role: 'admin' | 'finance' | 'support' = 'finance') {
  names += 1;
  return call(t.app, operatorsApi.create, {
    headers: admin.headers,
    body: {
      username: `new-${names}-${Date.now() % 100_000}`,
      name: `New ${names}`,
      role,
      reason: 'new hire',
    },
  });
}

/** This admin is the only active one: what another test left active is disabled. */
async function onlyAdmin(): Promise<TestOperator> {
  const admin = await makeOperator(t, 'admin');
  await t.database.pool.query(`UPDATE operators SET active = false WHERE role = 'admin' AND id <> $1`, [
    admin.id,
  ]);
  return admin;
}

/** Nothing in an answer an admin receives lets the admin sign in as the operator. */
function expectNoSecret(reply: unknown) {
  const text = JSON.stringify(reply);
  expect(text).not.toMatch(/secret|otpauth|password|qrDataUrl/i);
}

describe('enrolment links (ADR 0129)', () => {
  it('an admin creates an operator: the answer is a link, never a password or TOTP secret', async () => {
    const admin = await onlyAdmin();
    const created = await invite(admin);
    expect(created.statusCode).toBe(201);
    const reply = created.json<OperatorGrantReply>();
    expect(Object.keys(reply).sort()).toEqual(['link', 'needsConfirmation', 'operator']);
    expect(Object.keys(reply.link!).sort()).toEqual(['expiresAt', 'path']);
    expect(reply.link!.path).toMatch(/^\/backoffice\/enrol\/[A-Za-z0-9_-]{40,}$/);
    expect(reply.needsConfirmation).toBe(false);
    expectNoSecret(reply);
    // The link is good for the setting's 24 hours.
    const hours = (Date.parse(reply.link!.expiresAt) - Date.now()) / 3600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    // Only the link's hash is stored; the audit row keeps neither the link nor a secret.
    const { rows } = await t.database.pool.query<{ after: unknown; hash: string }>(
      `SELECT a.after, g.token_hash AS hash FROM operator_audit a JOIN operator_grants g ON g.operator_id = a.target_id::bigint
       WHERE a.action = 'operator.create' AND a.target_id = $1`,
      [String(reply.operator.id)],
    );
    expect(rows[0]!.hash).not.toContain(linkToken(reply.link!));
    expect(JSON.stringify(rows[0]!.after)).not.toContain(linkToken(reply.link!));
    expectNoSecret(rows[0]!.after);
    // Nobody can sign in before the link is used: not with an empty or a guessed password.
    const list = await call(t.app, operatorsApi.list, { headers: admin.headers });
    const item = list
      .json<{ operators: OperatorListItem[] }>()
      .operators.find((o) => o.id === reply.operator.id)!;
    expect(item.pending).toMatchObject({
      kind: 'create',
      issuedBy: { id: admin.id },
      enrolled: false,
      needsConfirmation: false,
      reason: 'new hire',
    });
    expectNoSecret(list.json());
  });

  it('the operator sets its own password and TOTP through the link, once, then signs in', async () => {
    const admin = await onlyAdmin();
    const reply = (await invite(admin)).json<OperatorGrantReply>();
    const token = linkToken(reply.link!);
    const offer = await call(t.app, operatorEnrolmentApi.offer, { params: { token } });
    expect(offer.json()).toMatchObject({ username: reply.operator.username, role: 'finance' });
    const { secret } = offer.json<{ enrolment: { secret: string } }>().enrolment;
    // A weak password and a wrong code are refused and leave the link good.
    const weak = await call(t.app, operatorEnrolmentApi.enrol, {
      params: { token },
      body: { password: 'password123', totp: '123456' },
    });
    expect(weak.json()).toEqual({ message: 'WEAK_PASSWORD' });
    const wrong = await call(t.app, operatorEnrolmentApi.enrol, {
      params: { token },
      body: { password: OPERATOR_PASSWORD, totp: '000000' },
    });
    expect(wrong.json()).toEqual({ message: 'TOTP_INVALID' });
    const { enrolled } = await enrolThrough(t, reply.link!);
    expect(enrolled.statusCode).toBe(200);
    expect(enrolled.json()).toMatchObject({
      waitsForConfirmation: false,
      operator: { id: reply.operator.id },
    });
    // Used: the link opens nothing any more, neither the offer nor a second enrolment.
    expect((await call(t.app, operatorEnrolmentApi.offer, { params: { token } })).json()).toEqual({
      message: 'ENROLMENT_INVALID',
    });
    const again = await call(t.app, operatorEnrolmentApi.enrol, {
      params: { token },
      body: { password: 'another-good-password-7', totp: '123456' },
    });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'ENROLMENT_INVALID' });
    // The operator signs in with what it set itself.
    expect((await signIn(t, reply.operator.username, OPERATOR_PASSWORD, secret)).statusCode).toBe(200);
    const { rows } = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId" FROM operator_audit WHERE action = 'operator.enrol' AND target_id = $1`,
      [String(reply.operator.id)],
    );
    expect(rows).toEqual([{ operatorId: reply.operator.id }]);
  });

  it('two uses at once: one enrols, the other is refused', async () => {
    const admin = await onlyAdmin();
    const reply = (await invite(admin)).json<OperatorGrantReply>();
    const token = linkToken(reply.link!);
    const offer = await call(t.app, operatorEnrolmentApi.offer, { params: { token } });
    const { secret } = offer.json<{ enrolment: { secret: string } }>().enrolment;
    const codes = [await nextTotp(secret), await nextTotp(secret)];
    const answers = await Promise.all(
      codes.map((totp, i) =>
        call(t.app, operatorEnrolmentApi.enrol, {
          params: { token },
          body: { password: `parallel-password-${i}-ok`, totp },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
  });

  it('an expired link, and a link replaced by a newer one, open nothing', async () => {
    const admin = await onlyAdmin();
    const reply = (await invite(admin)).json<OperatorGrantReply>();
    await t.database.pool.query(
      `UPDATE operator_grants SET expires_at = now() - interval '1 second' WHERE operator_id = $1`,
      [reply.operator.id],
    );
    const token = linkToken(reply.link!);
    expect((await call(t.app, operatorEnrolmentApi.offer, { params: { token } })).json()).toEqual({
      message: 'ENROLMENT_INVALID',
    });
    const list = await call(t.app, operatorsApi.list, { headers: admin.headers });
    expect(
      list.json<{ operators: OperatorListItem[] }>().operators.find((o) => o.id === reply.operator.id)!
        .pending,
    ).toMatchObject({ enrolled: false, linkExpired: true });
    // The admin issues a new one (a re-enrolment); it works, and replaced any unused one.
    const fresh = await call(t.app, operatorsApi.resetTotp, {
      headers: admin.headers,
      params: { operatorId: reply.operator.id },
      body: { reason: 'the first link expired' },
    });
    const second = fresh.json<OperatorGrantReply>();
    expectNoSecret(second);
    const third = (
      await call(t.app, operatorsApi.resetPassword, {
        headers: admin.headers,
        params: { operatorId: reply.operator.id },
        body: { reason: 'sent the link to the wrong chat' },
      })
    ).json<OperatorGrantReply>();
    expectNoSecret(third);
    expect(
      (await call(t.app, operatorEnrolmentApi.offer, { params: { token: linkToken(second.link!) } })).json(),
    ).toEqual({
      message: 'ENROLMENT_INVALID',
    });
    expect((await enrolThrough(t, third.link!)).enrolled.statusCode).toBe(200);
  });

  it('a reset: the old password and TOTP stop working, sessions end, the admin learns neither', async () => {
    const admin = await onlyAdmin();
    const finance = await makeOperator(t, 'finance');
    const reset = await call(t.app, operatorsApi.resetPassword, {
      headers: admin.headers,
      params: { operatorId: finance.id },
      body: { reason: 'forgot the password' },
    });
    expect(reset.statusCode).toBe(200);
    expectNoSecret(reset.json());
    expect((await signIn(t, finance.username, OPERATOR_PASSWORD, finance.secret)).json()).toEqual({
      message: 'WRONG_CREDENTIAL',
    });
    const { secret } = await enrolThrough(t, reset.json<OperatorGrantReply>().link!, 'brand-new-password-42');
    expect((await signIn(t, finance.username, 'brand-new-password-42', secret)).statusCode).toBe(200);
  });

  it('a role for an operator stored without TOTP answers a link, not a secret', async () => {
    const admin = await onlyAdmin();
    const support = await withoutTotp(t, await makeOperator(t, 'support'));
    const promoted = await call(t.app, operatorsApi.update, {
      headers: admin.headers,
      params: { operatorId: support.id },
      body: { role: 'finance', reason: 'moved to finance' },
    });
    expect(promoted.statusCode).toBe(200);
    expectNoSecret(promoted.json());
    const reply = promoted.json<OperatorGrantReply>();
    expect(reply.operator).toMatchObject({ role: 'finance', totp: true });
    const { secret } = await enrolThrough(t, reply.link!);
    expect((await signIn(t, support.username, OPERATOR_PASSWORD, secret)).statusCode).toBe(200);
    // With a secret now, a further role change needs no link.
    const again = await call(t.app, operatorsApi.update, {
      headers: admin.headers,
      params: { operatorId: support.id },
      body: { role: 'support', reason: 'back to support' },
    });
    expect(again.json()).toMatchObject({ link: null, needsConfirmation: false });
  });
});

describe('a second admin confirms (ADR 0129)', () => {
  it('with two active admins a new operator signs in only after the other admin confirmed it', async () => {
    const first = await onlyAdmin();
    const other = await makeOperator(t, 'admin');
    const reply = (await invite(first)).json<OperatorGrantReply>();
    expect(reply.needsConfirmation).toBe(true);
    const { secret, enrolled } = await enrolThrough(t, reply.link!);
    expect(enrolled.json()).toMatchObject({ waitsForConfirmation: true });
    // Every factor right, and still refused: it waits for the other admin.
    expect((await signIn(t, reply.operator.username, OPERATOR_PASSWORD, secret)).json()).toEqual({
      message: 'OPERATOR_UNCONFIRMED',
    });
    // The list shows what waits and who asked.
    const list = await call(t.app, operatorsApi.list, { headers: other.headers });
    const item = list
      .json<{ operators: OperatorListItem[] }>()
      .operators.find((o) => o.id === reply.operator.id)!;
    expect(item.pending).toMatchObject({
      kind: 'create',
      issuedBy: { id: first.id, username: first.username },
      enrolled: true,
      needsConfirmation: true,
    });
    // The admin who made it cannot confirm it.
    const self = await call(t.app, operatorsApi.confirm, {
      headers: first.headers,
      params: { operatorId: reply.operator.id },
      body: { reason: 'it is fine' },
    });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'SAME_OPERATOR' });
    const confirmed = await call(t.app, operatorsApi.confirm, {
      headers: other.headers,
      params: { operatorId: reply.operator.id },
      body: { reason: 'met the new hire, checked the ID' },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await signIn(t, reply.operator.username, OPERATOR_PASSWORD, secret)).statusCode).toBe(200);
    // Nothing left to confirm.
    const twice = await call(t.app, operatorsApi.confirm, {
      headers: other.headers,
      params: { operatorId: reply.operator.id },
      body: { reason: 'again' },
    });
    expect(twice.json()).toEqual({ message: 'NO_DATA' });
    const { rows } = await t.database.pool.query(
      `SELECT operator_id::int AS "operatorId", reason FROM operator_audit WHERE action = 'operator.confirm' AND target_id = $1`,
      [String(reply.operator.id)],
    );
    expect(rows).toEqual([{ operatorId: other.id, reason: 'met the new hire, checked the ID' }]);
  });

  it('a role change waits for the other admin too; the operator is signed out until then', async () => {
    const first = await onlyAdmin();
    const other = await makeOperator(t, 'admin');
    const support = await makeOperator(t, 'support');
    const changed = await call(t.app, operatorsApi.update, {
      headers: first.headers,
      params: { operatorId: support.id },
      body: { role: 'finance', reason: 'moves to finance' },
    });
    expect(changed.json()).toMatchObject({ link: null, needsConfirmation: true });
    expect((await signIn(t, support.username, OPERATOR_PASSWORD, support.secret)).json()).toEqual({
      message: 'OPERATOR_UNCONFIRMED',
    });
    await call(t.app, operatorsApi.confirm, {
      headers: other.headers,
      params: { operatorId: support.id },
      body: { reason: 'agreed with the finance lead' },
    });
    expect((await signIn(t, support.username, OPERATOR_PASSWORD, support.secret)).statusCode).toBe(200);
  });
});
