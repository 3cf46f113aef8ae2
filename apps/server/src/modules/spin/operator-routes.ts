import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spinOperatorApi } from '@wallet/contract';
import { fromContract } from '../../lib/contract-route.ts';
import type { Coupons } from './coupons.ts';

/** The member page's spin wheel panel for operators (read-only: coins and coupons). */
export const spinOperatorRoutes: FastifyPluginAsyncZod<{ coupons: Coupons }> = async (app, { coupons }) => {
  app.route({
    ...fromContract(app, spinOperatorApi.member),
    handler: async (request) => coupons.ofMember(request.params.memberId),
  });
};
