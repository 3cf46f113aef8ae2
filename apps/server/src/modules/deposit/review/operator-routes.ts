import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositReviewApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import { defined } from '../../../lib/defined.ts';
import type { OperatorSide } from '../../../lib/operator-side.ts';
import type { DepositReviews } from './deposit-reviews.ts';

/** The deposit reviews queue (ADR 0046): list, approve (credits once), reject. */
export const depositReviewOperatorRoutes: FastifyPluginAsyncZod<{
  reviews: DepositReviews;
  operators: OperatorSide;
}> = async (app, { reviews, operators }) => {
  const { actorOf } = operators;
  app.route({
    ...fromContract(app, depositReviewApi.depositReviews),
    handler: async (request) => reviews.list(defined(request.query)),
  });
  app.route({
    ...fromContract(app, depositReviewApi.approveDepositReview),
    handler: async (request) =>
      reviews.approve(actorOf(request), request.params.reviewId, defined(request.body)),
  });
  app.route({
    ...fromContract(app, depositReviewApi.rejectDepositReview),
    handler: async (request) =>
      reviews.reject(actorOf(request), request.params.reviewId, request.body.reason),
  });
};
