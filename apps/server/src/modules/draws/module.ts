import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { OperatorSide } from '../../lib/operator-side.ts';
import { drawsOperatorRoutes } from './operator-routes.ts';
import { drawsRoutes } from './routes.ts';
import { Draws } from './service.ts';

export interface DrawsDeps {
  pool: pg.Pool;
  operators: OperatorSide;
}

/** Provably fair draws (returned for the modules whose money a draw decides) and their routes. */
export async function drawsModule(app: FastifyInstance, { pool, operators }: DrawsDeps): Promise<Draws> {
  const draws = new Draws(pool);
  await app.register(drawsRoutes, { draws });
  await app.register(drawsOperatorRoutes, { pool, operators });
  return draws;
}
