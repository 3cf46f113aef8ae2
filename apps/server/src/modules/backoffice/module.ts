import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Server } from 'socket.io';
import type { SmsSender } from '../../adapters/sms/port.ts';
import type { Config } from '../../config.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { AuthService } from '../auth/index.ts';
import type { SettingsService } from '../settings/index.ts';
import { SlipImageUrls } from '../deposit/index.ts';
import type { BalanceEvents, Ledger } from '../wallet/index.ts';
import type { WaitingWithdrawals, WithdrawalDecisions, Withdrawals } from '../withdraw/index.ts';
import { auditRoutes } from './audit/routes.ts';
import { Adjustments } from './finance/adjustments.ts';
import { DepositReviews } from './finance/deposit-reviews.ts';
import { QueueEvents } from './finance/queue-events.ts';
import { SecondApprover } from './finance/second-approver.ts';
import { financeRoutes } from './finance/routes.ts';
import { WithdrawalQueue } from './finance/withdrawal-queue.ts';
import { MemberActions } from './members/member-actions.ts';
import { MemberDirectory } from './members/member-directory.ts';
import { MemberReads } from './members/member-reads.ts';
import { memberRoutes } from './members/routes.ts';
import { OperatorAccounts } from './operators/operator-accounts.ts';
import { OperatorSessions } from './operators/operator-sessions.ts';
import { OperatorSignIn } from './operators/operator-sign-in.ts';
import { operatorPlugin } from './operators/plugin.ts';
import { operatorRoutes } from './operators/routes.ts';
import { SignInLimits } from './operators/sign-in-limits.ts';
import { attachBackofficeRealtime } from './realtime.ts';

export interface BackofficeDeps {
  config: Config;
  pool: pg.Pool;
  secret: string;
  limiter: RateLimiter;
  ledger: Ledger;
  events: BalanceEvents;
  auth: AuthService;
  settings: SettingsService;
  /** The member's one-time password goes by SMS, never through the operator (ADR 0053). */
  sms: SmsSender;
  withdraw: { withdrawals: Withdrawals; decisions: WithdrawalDecisions; waiting: WaitingWithdrawals };
}

/**
 * The back-office API (`/api/backoffice/*`, issue 10): operators and their sessions, the audit
 * trail, the finance queues and the member pages. Returns the operator accounts (the demo seed
 * and the shell make the first admin with them) and attaches the operators' socket namespace
 * once the realtime server exists (attachRealtime).
 */
export async function backofficeModule(app: FastifyInstance, deps: BackofficeDeps) {
  const { config, pool } = deps;
  const sessions = new OperatorSessions(pool);
  const limits = new SignInLimits(deps.limiter, {
    perIp: config.OPERATOR_LOGIN_LIMIT_PER_IP,
    failuresPerUsername: config.OPERATOR_LOGIN_FAILURES,
    auditedPerKey: config.OPERATOR_LOGIN_FAILURES_AUDITED,
  });
  const accounts = new OperatorAccounts(pool, sessions, limits, deps.auth.kdf);
  const signIn = new OperatorSignIn(pool, sessions, limits, deps.auth.kdf, deps.secret);
  const urls = new SlipImageUrls(deps.secret);
  const queues = new QueueEvents();
  const withdrawals = new WithdrawalQueue(pool, deps.withdraw.withdrawals, deps.withdraw.decisions, queues);
  const secondApprover = new SecondApprover(deps.settings);
  const reviews = new DepositReviews(pool, deps.ledger, deps.events, urls, queues, secondApprover);
  const adjustments = new Adjustments(pool, deps.ledger, deps.events, queues, secondApprover);
  deps.withdraw.waiting.on((movement) => queues.changed('withdrawals', 'added', movement.id));

  await app.register(operatorPlugin, { sessions });
  await app.register(operatorRoutes, { accounts, signIn, sessions, pool });
  await app.register(auditRoutes, { pool });
  await app.register(financeRoutes, { withdrawals, reviews, adjustments });
  await app.register(memberRoutes, {
    pool,
    directory: new MemberDirectory(pool, deps.ledger, urls),
    actions: new MemberActions(pool, deps.auth, deps.sms),
    reads: new MemberReads(pool),
  });
  return {
    accounts,
    queues,
    attachRealtime: (io: Server) =>
      attachBackofficeRealtime(app, io, { sessions, queues, reviews, watchMs: config.BACKOFFICE_WATCH_MS }),
  };
}
