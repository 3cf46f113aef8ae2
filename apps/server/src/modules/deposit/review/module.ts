import type { FastifyInstance } from 'fastify';
import type { OperatorSide } from '../../../lib/operator-side.ts';
import type { LiveBus } from '../../../lib/live-bus.ts';
import type { SecondApprover } from '../../wallet/index.ts';
import type { DepositDeps } from '../deps.ts';
import { SlipImageUrls } from '../slip/slip-image-url.ts';
import { DepositReviews } from './deposit-reviews.ts';
import { depositReviewOperatorRoutes } from './operator-routes.ts';
import type { ReviewTransferClaims } from './slip-review-credit.ts';

export interface DepositReviewDeps extends DepositDeps {
  /** The live bus: queue changes are published to it. */
  live: LiveBus;
  operators: OperatorSide;
  /** Every approval is an operator credit, under the wallet's second-approver rule (ADR 0054). */
  secondApprover: SecondApprover;
}

/**
 * The deposits' operator side (ADR 0056): what the four channels left for a person to decide,
 * its routes under the back-office's guards, and the watch that pushes arrivals to operators.
 */
export async function depositReviewModule(
  app: FastifyInstance,
  deps: DepositReviewDeps,
  transfers: ReviewTransferClaims,
): Promise<void> {
  const reviews = new DepositReviews(
    deps.db.$client,
    deps.ledger,
    deps.events,
    new SlipImageUrls(deps.secret),
    deps.live.queues,
    deps.secondApprover,
    deps.operators,
    transfers,
  );
  const stopWatching = reviews.watch(deps.config.BACKOFFICE_WATCH_MS, () => deps.live.queues.watched());
  app.addHook('preClose', async () => stopWatching());
  await app.register(depositReviewOperatorRoutes, { reviews, operators: deps.operators });
}
