import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { OperatorSide } from '../../../lib/operator-side.ts';
import type { LiveBus } from '../../../lib/live-bus.ts';
import type { BalanceEvents } from '../events.ts';
import type { Ledger } from '../ledger.ts';
import { Adjustments } from './adjustments.ts';
import { adjustmentOperatorRoutes } from './operator-routes.ts';
import { SecondApprover, type CreditLimitSettings } from './second-approver.ts';

export interface AdjustmentsDeps {
  pool: pg.Pool;
  ledger: Ledger;
  events: BalanceEvents;
  /** The live bus: queue changes are published to it. */
  live: LiveBus;
  operators: OperatorSide;
  /** The settings module (the second-approver limits). */
  settings: CreditLimitSettings;
}

/**
 * The wallet's operator side (ADR 0056): manual adjustments and the second-approver rule over
 * every operator credit (ADR 0054). Registered after the back-office, whose guards its routes
 * use; returns the rule, which deposit reviews credit under too.
 */
export async function adjustmentsModule(app: FastifyInstance, deps: AdjustmentsDeps) {
  const secondApprover = new SecondApprover(deps.settings);
  const adjustments = new Adjustments(
    deps.pool,
    deps.ledger,
    deps.events,
    deps.live.queues,
    secondApprover,
    deps.operators,
  );
  await app.register(adjustmentOperatorRoutes, { adjustments, operators: deps.operators });
  return { secondApprover };
}
