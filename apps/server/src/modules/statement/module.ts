import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { statementRoutes } from './routes.ts';

export interface StatementDeps {
  pool: pg.Pool;
}

/** The statement (POST /api/statement): every movement of every module, newest first. */
export async function statementModule(app: FastifyInstance, { pool }: StatementDeps): Promise<void> {
  await app.register(statementRoutes, { db: pool });
}
