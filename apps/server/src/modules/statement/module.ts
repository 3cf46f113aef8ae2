import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositDeps } from '../deposit/deps.ts';

/** The statement (POST /api/statement). */
export const statementModule: FastifyPluginAsyncZod<DepositDeps> = async () => {};
