import type { ServerOptions } from 'socket.io';
import type { Db } from '../db/client.ts';
import { LocalBuses, type Buses } from './bus.ts';
import { PgLimiterStore, type LimiterStore } from './limiter-store.ts';

/**
 * What the API nodes share besides the database, as the modules see it: where the limits
 * count, the buses (session ends, settings changes), and socket.io's fan-out. One node keeps
 * them in PostgreSQL and in memory; with REDIS_URL they live in Redis (adapters/redis), and
 * no module knows which.
 */
export interface SharedState {
  kind: 'local' | 'redis';
  limiterStore: LimiterStore;
  buses: Buses;
  /** socket.io's adapter reaching every node's sockets; none on one node. */
  socketAdapter?: ServerOptions['adapter'];
  /** Readiness checks this state adds to the database's, by name (/readyz). */
  readiness: Record<string, () => Promise<unknown>>;
  close(): Promise<void>;
}

/** One node: limits in PostgreSQL (as before Redis), buses in memory. */
export function localSharedState(db: Db): SharedState {
  return {
    kind: 'local',
    limiterStore: new PgLimiterStore(db),
    buses: new LocalBuses(),
    readiness: {},
    close: async () => {},
  };
}
