import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositDeps } from '../deps.ts';

/** TrueMoney gift links (POST /api/wallet/truelink) and the sandbox vouchers. */
export const trueLinkModule: FastifyPluginAsyncZod<DepositDeps> = async () => {};
