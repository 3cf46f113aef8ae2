import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { financeApi } from '@wallet/contract';
import { fromContract } from '../../../lib/contract-route.ts';
import { fail } from '../../../lib/app-error.ts';
import { idempotencyKeyOf } from '../../wallet/index.ts';
import { actorOf } from '../operators/plugin.ts';
import type { Adjustments } from './adjustments.ts';
import type { DepositReviews } from './deposit-reviews.ts';
import type { WithdrawalQueue } from './withdrawal-queue.ts';

/** What an operator's Idempotency-Key may look like (as the member API takes them). */
const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** Drops the undefined filters (exactOptionalPropertyTypes). */
function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

export const financeRoutes: FastifyPluginAsyncZod<{
  withdrawals: WithdrawalQueue;
  reviews: DepositReviews;
  adjustments: Adjustments;
}> = async (app, { withdrawals, reviews, adjustments }) => {
  app.route({
    ...fromContract(app, financeApi.queues),
    handler: async () => ({
      withdrawals: await withdrawals.pending(),
      depositReviews: await reviews.pending(),
      adjustments: await adjustments.pending(),
    }),
  });
  app.route({
    ...fromContract(app, financeApi.withdrawals),
    handler: async (request) => withdrawals.list(defined(request.query)),
  });
  app.route({
    ...fromContract(app, financeApi.approveWithdrawal),
    handler: async (request) =>
      withdrawals.approve(actorOf(request), request.params.withdrawalId, request.body.reason ?? null),
  });
  app.route({
    ...fromContract(app, financeApi.rejectWithdrawal),
    handler: async (request) =>
      withdrawals.reject(actorOf(request), request.params.withdrawalId, request.body.reason),
  });
  app.route({
    ...fromContract(app, financeApi.depositReviews),
    handler: async (request) => reviews.list(defined(request.query)),
  });
  app.route({
    ...fromContract(app, financeApi.approveDepositReview),
    handler: async (request) =>
      reviews.approve(actorOf(request), request.params.reviewId, defined(request.body)),
  });
  app.route({
    ...fromContract(app, financeApi.rejectDepositReview),
    handler: async (request) =>
      reviews.reject(actorOf(request), request.params.reviewId, request.body.reason),
  });
  app.route({
    ...fromContract(app, financeApi.adjustments),
    handler: async (request) => adjustments.list(defined(request.query)),
  });
  app.route({
    ...fromContract(app, financeApi.requestAdjustment),
    handler: async (request, reply) => {
      const key = idempotencyKeyOf(request) ?? fail('KEY_MISSING');
      if (!KEY.test(key)) fail('KEY_INVALID');
      return reply.status(201).send(await adjustments.request(actorOf(request), request.body, key));
    },
  });
  app.route({
    ...fromContract(app, financeApi.approveAdjustment),
    handler: async (request) =>
      adjustments.approve(actorOf(request), request.params.adjustmentId, request.body.reason ?? null),
  });
  app.route({
    ...fromContract(app, financeApi.rejectAdjustment),
    handler: async (request) =>
      adjustments.reject(actorOf(request), request.params.adjustmentId, request.body.reason),
  });
};
