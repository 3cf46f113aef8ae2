import type pg from 'pg';
import { migrationsApplied } from '../../db/migrate.ts';

/** How long one check may take: a load balancer's probe should hear "not ready", not hang. */
const CHECK_MS = 2000;

export interface Readiness {
  ready: boolean;
  /** database, migrations, and the platform's own (redis when REDIS_URL is set). */
  checks: Record<string, 'ok' | 'failed'>;
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
 * ships, and each of the platform's checks passes (Redis answers, when it is configured: a
 * node that cannot hear the others' session ends should not take members). Each check runs on
 * its own so that the answer names every one that failed.
 */
export async function checkReadiness(
  pool: pg.Pool,
  more: Record<string, () => Promise<unknown>> = {},
): Promise<Readiness> {
  const named: [string, Promise<unknown>][] = [
    ['database', pool.query('SELECT 1')],
    ['migrations', migrationsApplied(pool)],
    ...Object.entries(more).map(([name, check]): [string, Promise<unknown>] => [name, check()]),
  ];
  const outcomes = await Promise.all(named.map(([, check]) => passes(check)));
  const checks = Object.fromEntries(named.map(([name], index) => [name, outcomes[index]!]));
  return { ready: outcomes.every((outcome) => outcome === 'ok'), checks };
}

/** The details /readyz carries (the bank feed's health), each within the check time; a failed one is null. */
export async function readinessDetails(
  details: Record<string, () => Promise<unknown>>,
): Promise<Record<string, unknown>> {
  const named = Object.entries(details);
  const values = await Promise.all(named.map(([, read]) => within(read(), CHECK_MS).catch(() => null)));
  return Object.fromEntries(named.map(([name], index) => [name, values[index]]));
}
