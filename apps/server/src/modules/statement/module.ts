import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DepositDeps } from '../deposit/deps.ts';
import { statementRoutes } from './routes.ts';

/** The statement (POST /api/statement). */
export const statementModule: FastifyPluginAsyncZod<DepositDeps> = async (app, deps) => {
  await app.register(statementRoutes, { db: deps.db.$client });
};
