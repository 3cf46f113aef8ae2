/** Bench knobs from the environment, clamped so a typo cannot start an unbounded run. */
export interface BenchOptions {
  seconds: number;
  warmupSeconds: number;
  connections: number;
  loginConnections: number;
  /** Connections of the money runs (transfer and its naive baseline); one member each. */
  transferConnections: number;
  /** The server's PostgreSQL pool (DB_POOL_SIZE); undefined keeps the server's default. */
  dbPoolSize: number | undefined;
  kdfSamples: number;
  /** An existing PostgreSQL to bench against instead of a throwaway embedded one. */
  databaseUrl: string | undefined;
  /** Redis for the two-node run (with databaseUrl: both nodes share one external PostgreSQL). */
  redisUrl: string | undefined;
  /** Only these runs (and bare, which every ratio needs), e.g. to profile one route. */
  only: string[] | undefined;
  /** The mixed minute's length (issue 44 states a minute; shorter only to try a variant quickly). */
  mixedSeconds: number;
}

function intFrom(value: string | undefined, fallback: number, min: number, max: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? Math.min(max, Math.max(min, parsed)) : fallback;
}

export function readOptions(env: NodeJS.ProcessEnv = process.env): BenchOptions {
  return {
    seconds: intFrom(env.BENCH_SECONDS, 5, 1, 120),
    warmupSeconds: 1,
    connections: intFrom(env.BENCH_CONNECTIONS, 32, 1, 1024),
    // Login is CPU-bound on the KDF: more connections than hash threads only queue.
    loginConnections: intFrom(env.BENCH_LOGIN_CONNECTIONS, 8, 1, 256),
    // The wallet issue's targets are stated at 32 connections.
    transferConnections: intFrom(env.BENCH_TRANSFER_CONNECTIONS, 32, 1, 256),
    dbPoolSize: env.BENCH_DB_POOL_SIZE ? intFrom(env.BENCH_DB_POOL_SIZE, 20, 2, 200) : undefined,
    kdfSamples: intFrom(env.BENCH_KDF_SAMPLES, 10, 1, 100),
    databaseUrl: env.BENCH_DATABASE_URL || undefined,
    redisUrl: env.BENCH_REDIS_URL || undefined,
    mixedSeconds: intFrom(env.BENCH_MIXED_SECONDS, 60, 5, 120),
    only: env.BENCH_ONLY ? env.BENCH_ONLY.split(',').map((name) => name.trim()) : undefined,
  };
}
