import type pg from 'pg';
import { migrationsApplied } from '../../db/migrate.ts';

/** How long one check may take: a load balancer's probe should hear "not ready", not hang. */
const CHECK_MS = 2000;

export type CheckName = 'database' | 'migrations';
export interface Readiness {
  ready: boolean;
  checks: Record<CheckName, 'ok' | 'failed'>;
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

const passes = (check: Promise<unknown>) =>
  within(check, CHECK_MS).then(
    (result) => (result === false ? 'failed' : 'ok') as 'ok' | 'failed',
    () => 'failed' as const,
  );

/**
 * Whether this node can serve: the database answers, and has every migration this build
 * ships. Each check runs on its own so that the answer names every one that failed. Redis
 * joins these checks when it is configured (not yet).
 */
export async function checkReadiness(pool: pg.Pool): Promise<Readiness> {
  const [database, migrations] = await Promise.all([
    passes(pool.query('SELECT 1')),
    passes(migrationsApplied(pool)),
  ]);
  return { ready: database === 'ok' && migrations === 'ok', checks: { database, migrations } };
}
