import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Jobs } from '../../lib/jobs.ts';
import { pruneExpired } from './prune.ts';

export interface MaintenanceDeps {
  db: Db;
  jobs: Jobs;
}

const HOUR_MS = 3600_000;

/** Housekeeping of the tables that only grow (rate limits, sessions, OTPs, idempotency keys): hourly. */
export async function maintenanceModule(_app: FastifyInstance, { db, jobs }: MaintenanceDeps): Promise<void> {
  jobs.every('prune', HOUR_MS, () => pruneExpired(db));
}
