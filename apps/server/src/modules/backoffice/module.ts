import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuthService } from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { auditRoutes } from './audit/routes.ts';
import { OperatorAccounts } from './operators/operator-accounts.ts';
import { OperatorEnrolment } from './operators/operator-enrolment.ts';
import { OwnPassword } from './operators/own-password.ts';
import { OperatorGrants } from './operators/operator-grants.ts';
import { OperatorSessions } from './operators/operator-sessions.ts';
import { OperatorSignIn } from './operators/operator-sign-in.ts';
import { operatorPlugin } from './operators/plugin.ts';
import { operatorRoutes } from './operators/routes.ts';
import { operatorSandboxRoutes } from './operators/sandbox-routes.ts';
import { SignInLimits } from './operators/sign-in-limits.ts';
import { queueRoutes } from './queue-routes.ts';

export interface BackofficeDeps {
  config: Config;
  pool: pg.Pool;
  secret: string;
  limiter: RateLimiter;
  auth: AuthService;
  /**
   * Read on each request: the operator session lifetime (operatorSessions), and how long an
   * enrolment link is good (operatorEnrolment, ADR 0129).
   */
  settings: SettingsService;
  /** The live bus: queue changes are published to it. */
  live: LiveBus;
}

/**
 * The back-office's own API (`/api/backoffice/*`, issue 10): operators, their sessions, sign-in
 * and TOTP, the audit trail, and the queues' counts. It registers the operator guard
 * (`requireOperator`) that every operator route, in whichever domain module, goes through; the
 * domains' operator routes are theirs (ADR 0056), so it is registered before them. Returns the
 * operator accounts (the demo seed and the shell make the first admin with them) and the
 * sessions (the operators' socket namespace authenticates with them).
 */
export async function backofficeModule(app: FastifyInstance, deps: BackofficeDeps) {
  const { config, pool } = deps;
  const sessions = new OperatorSessions(pool, deps.settings);
  const limits = new SignInLimits(deps.limiter, {
    perIp: config.OPERATOR_LOGIN_LIMIT_PER_IP,
    failuresPerUsername: config.OPERATOR_LOGIN_FAILURES,
    auditedPerKey: config.OPERATOR_LOGIN_FAILURES_AUDITED,
  });
  const grants = new OperatorGrants(deps.settings, pool, deps.live.queues);
  const accounts = new OperatorAccounts(pool, sessions, limits, deps.auth.kdf, grants);
  const enrolment = new OperatorEnrolment(pool, sessions, deps.auth.kdf, grants);
  const ownPassword = new OwnPassword(pool, sessions, limits, deps.auth.kdf);
  const signIn = new OperatorSignIn(pool, sessions, limits, deps.auth.kdf, deps.secret, grants);

  await app.register(operatorPlugin, { sessions });
  await app.register(operatorRoutes, { accounts, enrolment, ownPassword, signIn, sessions, pool });
  await app.register(auditRoutes, { pool });
  await app.register(queueRoutes, { queues: deps.live.queues });
  if (config.sandbox) await app.register(operatorSandboxRoutes, { accounts });
  return { accounts, operatorSessions: sessions };
}
