import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { drawsRoutes } from './routes.ts';
import { Draws } from './service.ts';

export interface DrawsDeps {
  pool: pg.Pool;
}

/** Provably fair draws (returned for the modules whose money a draw decides) and their routes. */
export async function drawsModule(app: FastifyInstance, { pool }: DrawsDeps): Promise<Draws> {
  const draws = new Draws(pool);
  await app.register(drawsRoutes, { draws });
  return draws;
}
