import { beforeAll, describe, expect, it } from 'vitest';
import {
  backofficeRoutes,
  operatorRoles,
  type OperatorLoginReply,
  type OperatorRole,
  type OperatorRouteDef,
} from '@wallet/contract';
import { callAny } from './call.ts';
import { useTestApp } from './fixture.ts';
import { bearer, loginToken, registerMember } from './members.ts';
import { makeOperator, signIn, withoutTotp, type TestOperator } from './kits/operators.ts';

/**
 * The authorisation matrix: every back-office route x {no token, a member's token, each role,
 * an idle-expired session, a revoked session, the session of an operator that must enrol TOTP
 * first}. Callers with the role get past the door (any answer but the session and role codes);
 * everyone else gets the code that says why.
 */
const t = useTestApp({ LOGIN_LIMIT_PER_IP: '1000', OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });

/** Path values of the right shape that name nothing: an allowed call cannot change anything. */
const PARAMS: Record<string, string | number> = {
  operatorId: 99_999_999,
  sessionId: 'no-such-session',
  withdrawalId: 99_999_999,
  reviewId: 'slip-99999999',
  adjustmentId: 99_999_999,
  changeId: 99_999_999,
  creditId: 99_999_999,
  batchId: 99_999_999,
  memberId: 99_999_999,
  itemId: 'transfer-99999999',
  deviceId: 'dev_no_such_phone',
  conversationId: 99_999_999,
  code: 'NO_SUCH_ROW',
};

const operatorRoutes = backofficeRoutes.filter((route) => route.access === 'operator');
const DOOR_CODES = ['UNAUTHORIZED', 'EXPIRED_AUTH_TOKEN', 'FORBIDDEN_ROLE', 'TOTP_ENROLMENT_REQUIRED'];

const byRole = {} as Record<OperatorRole, TestOperator>;
let memberToken: string;
let expired: TestOperator;
let revoked: TestOperator;
/** A session from the first sign-in of an operator stored without TOTP: it may only enrol. */
let enrolling: Record<string, string>;
beforeAll(async () => {
  for (const role of operatorRoles) byRole[role] = await makeOperator(t, role);
  const member = await registerMember(t.app, t.sms);
  memberToken = await loginToken(t.app, member.username, member.password);
  expired = await makeOperator(t, 'admin');
  await t.database.pool.query(
    `UPDATE operator_sessions SET expires_at = now() - interval '1 second' WHERE operator_id = $1`,
    [expired.id],
  );
  revoked = await makeOperator(t, 'admin');
  await t.database.pool.query(`UPDATE operator_sessions SET revoked_at = now() WHERE operator_id = $1`, [
    revoked.id,
  ]);
  const legacy = await withoutTotp(t, await makeOperator(t, 'support'));
  const first = await signIn(t, legacy.username, legacy.password, null);
  const reply = first.json() as OperatorLoginReply;
  expect(reply.enrolment).not.toBeNull();
  enrolling = bearer(reply.token);
});

/** A body the route refuses after the door (KEY_MISSING): an allowed caller moves nothing. */
function send(route: OperatorRouteDef, headers: Record<string, string>) {
  return callAny(t.app, route, {
    params: PARAMS,
    headers,
    ...(route.body ? { body: {} } : {}),
  });
}

describe.each(operatorRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
  '%s',
  (_name, route) => {
    it('refuses no token, a member token, an expired and a revoked session', async () => {
      expect((await send(route, {})).json()).toEqual({ message: 'UNAUTHORIZED' });
      expect((await send(route, bearer(memberToken))).json()).toEqual({ message: 'UNAUTHORIZED' });
      expect((await send(route, expired.headers)).json()).toEqual({ message: 'EXPIRED_AUTH_TOKEN' });
      expect((await send(route, revoked.headers)).json()).toEqual({ message: 'UNAUTHORIZED' });
    });

    it(
      route.enrolment
        ? 'is open to a session that must enrol TOTP'
        : 'refuses a session that must enrol TOTP',
      async () => {
        const response = await send(route, enrolling);
        const message = response.body ? (response.json() as { message?: string }).message : undefined;
        if (route.enrolment) {
          expect(DOOR_CODES).not.toContain(message);
          expect(response.statusCode).toBeLessThan(500);
        } else {
          expect(response.statusCode).toBe(403);
          expect(message).toBe('TOTP_ENROLMENT_REQUIRED');
        }
      },
    );

    it.each(operatorRoles)('role %s', async (role) => {
      // logout ends the caller's session: it gets a session of its own.
      const operator = route.path.endsWith('/logout') ? await makeOperator(t, role) : byRole[role];
      const response = await send(route, operator.headers);
      const message = response.body ? (response.json() as { message?: string }).message : undefined;
      if (route.roles.includes(role)) {
        expect(DOOR_CODES, `${role} should pass the door`).not.toContain(message);
        expect(response.statusCode).toBeLessThan(500);
      } else {
        expect(response.statusCode).toBe(403);
        expect(message).toBe('FORBIDDEN_ROLE');
      }
    });
  },
);

it('an operator token opens no member route', async () => {
  const member = await callAny(t.app, { method: 'GET', path: '/api/wallet' } as never, {
    headers: byRole.admin.headers,
  });
  expect(member.json()).toEqual({ message: 'UNAUTHORIZED' });
});
