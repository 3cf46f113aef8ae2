import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { OperatorSide } from '../../../lib/operator-side.ts';
import type { QueueEvents } from '../../../lib/queue-events.ts';
import type { BalanceEvents } from '../events.ts';
import type { Ledger } from '../ledger.ts';
import { Adjustments } from './adjustments.ts';
import { adjustmentOperatorRoutes } from './operator-routes.ts';
import { SecondApprover, type CreditLimits } from './second-approver.ts';

export interface AdjustmentsDeps {
  pool: pg.Pool;
  ledger: Ledger;
  events: BalanceEvents;
  queues: QueueEvents;
  operators: OperatorSide;
  /** The second-approver settings (the settings module's; the ledger core imports no other module). */
  creditLimits: () => Promise<CreditLimits>;
}

/**
 * The wallet's operator side (ADR 0056): manual adjustments and the second-approver rule over
 * every operator credit (ADR 0054). Registered after the back-office, whose guards its routes
 * use; returns the rule, which deposit reviews credit under too.
 */
export async function adjustmentsModule(app: FastifyInstance, deps: AdjustmentsDeps) {
  const secondApprover = new SecondApprover(deps.creditLimits);
  const adjustments = new Adjustments(
    deps.pool,
    deps.ledger,
    deps.events,
    deps.queues,
    secondApprover,
    deps.operators,
  );
  await app.register(adjustmentOperatorRoutes, { adjustments, operators: deps.operators });
  return { secondApprover };
}
