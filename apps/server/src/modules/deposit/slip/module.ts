import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositDeps } from '../deps.ts';

/** Bank-slip deposits (POST /api/wallet/slip), the slip list and slip images of the statement, and their sandbox. */
export const slipDepositModule: FastifyPluginAsyncZod<DepositDeps> = async () => {};
