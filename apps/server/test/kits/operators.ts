import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { operatorAuthApi, operatorEnrolmentApi, type OperatorRole } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import { call } from '../call.ts';

export interface TestOperator {
  id: number;
  username: string;
  password: string;
  role: OperatorRole;
  secret: string | null;
  token: string;
  headers: Record<string, string>;
}

/** Codes already used per secret: a TOTP code is good once, so each login takes the next time step. */
const used = new Map<string, number>();

/** How close to the end of a 30 s step the step before now is too risky to send. */
const STEP_MARGIN_MS = 3000;

/**
 * A code for the secret that the server has not seen yet: the step before now, then the
 * current one, then the next (the server accepts one step either side). Good for three sign-ins
 * per operator per 30 s. The step before now is refused once the server's clock has moved on a
 * step, so in the last seconds of a step the first code waits for the next step to begin.
 */
export async function nextTotp(secret: string): Promise<string> {
  const offset = used.get(secret) ?? -1;
  used.set(secret, offset + 1);
  const intoStep = Date.now() % 30_000;
  if (offset < 0 && intoStep > 30_000 - STEP_MARGIN_MS)
    await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 50));
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });
}

export const OPERATOR_PASSWORD = 'correct-horse-battery-9';

/** Signs in; the response as is. */
export async function signIn(t: TestApp, username: string, password: string, secret: string | null) {
  return call(t.app, operatorAuthApi.login, {
    body: { username, password, ...(secret ? { totp: await nextTotp(secret) } : {}) },
  });
}

/** One sign-in request as it is sent, from an address of its own (its per-address counts are its own). */
export function signInFrom(
  t: TestApp,
  body: { username: string; password: string; totp?: string },
  remoteAddress: string,
) {
  return call(t.app, operatorAuthApi.login, { body, remoteAddress });
}

let addresses = 0;
/** A client address no other test of the file uses. */
export function newAddress(): string {
  addresses += 1;
  return `10.22.${Math.floor(addresses / 250)}.${addresses % 250}`;
}

/** Five wrong passwords from `ip`: the username is locked for the window (OPERATOR_LOGIN_FAILURES 5). */
export async function lockOut(t: TestApp, username: string, ip: string): Promise<void> {
  for (let i = 0; i < 5; i += 1) {
    const wrong = await signInFrom(t, { username, password: `wrong-password-${i}` }, ip);
    if (wrong.json<{ message: string }>().message !== 'WRONG_CREDENTIAL') throw new Error(wrong.body);
  }
}

/**
 * Lets the operator's codes be used again: the server forgets the last step it accepted, and
 * nextTotp starts over. For tests that sign one operator in more often than three times in 30 s.
 */
export async function forgetUsedCodes(t: TestApp, operator: { id: number; secret: string | null }) {
  await t.database.pool.query('UPDATE operators SET totp_last_step = 0 WHERE id = $1', [operator.id]);
  if (operator.secret) used.delete(operator.secret);
}

/**
 * An operator as one stored before every operator had TOTP (ADR 0051): support, no secret.
 * Its sessions from before are kept, as a deploy would keep them.
 */
export async function withoutTotp(t: TestApp, operator: TestOperator): Promise<TestOperator> {
  if (operator.role !== 'support') throw new Error('only support could be stored without TOTP');
  await t.database.pool.query('UPDATE operators SET totp_secret = NULL, totp_last_step = 0 WHERE id = $1', [
    operator.id,
  ]);
  return { ...operator, secret: null };
}

/** Made a week ago: past the window in which a new operator cannot be a second approver (ADR 0129). */
const SETTLED = 8 * 24 * 3600_000;

/**
 * An operator with this role, created as the shell would (with its TOTP secret), and signed in.
 * Made a week ago by default, as the demo seed's are, so it may be a second approver; `fresh`:
 * made now.
 */
export async function makeOperator(
  t: TestApp,
  role: OperatorRole,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<TestOperator> {
  const username = `op-${randomUUID().slice(0, 8)}`;
  const made = await t.operators.create(
    { operatorId: null, ip: null },
    {
      username,
      name: `Operator ${username}`,
      role,
      password: OPERATOR_PASSWORD,
      reason: 'test',
      ...(fresh ? {} : { madeAt: new Date(Date.now() - SETTLED) }),
    },
  );
  const secret = made.enrolment.secret;
  const response = await signIn(t, username, OPERATOR_PASSWORD, secret);
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  const { token } = response.json() as { token: string };
  return {
    id: made.operator.id,
    username,
    password: OPERATOR_PASSWORD,
    role,
    secret,
    token,
    headers: { authorization: `Bearer ${token}` },
  };
}

/** A fresh Idempotency-Key for an operator's money request. */
export function operatorKey(): Record<string, string> {
  return { 'idempotency-key': randomUUID() };
}

/** The token of an enrolment link's path (`/backoffice/enrol/<token>`). */
export function linkToken(link: { path: string }): string {
  return link.path.split('/').pop()!;
}

/**
 * The operator opens its enrolment link, sets its own password and enters the first code of the
 * secret the page shows (ADR 0129). Answers the secret it enrolled and the enrolment's answer.
 */
export async function enrolThrough(t: TestApp, link: { path: string }, password = OPERATOR_PASSWORD) {
  const token = linkToken(link);
  const offer = await call(t.app, operatorEnrolmentApi.offer, { params: { token } });
  if (offer.statusCode !== 200) throw new Error(`enrolment offer failed: ${offer.body}`);
  const { enrolment } = offer.json<{ enrolment: { secret: string } }>();
  const enrolled = await call(t.app, operatorEnrolmentApi.enrol, {
    params: { token },
    body: { password, totp: await nextTotp(enrolment.secret) },
  });
  return { secret: enrolment.secret, enrolled };
}
