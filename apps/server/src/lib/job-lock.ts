import type pg from 'pg';

/** Runs a job only where it holds the job's lock: 'skipped' when another node holds it. */
export interface JobLock {
  run<T>(job: string, work: () => Promise<T>): Promise<T | 'skipped'>;
}

/**
 * The first key of every job lock (the two-int form): the migration lock is a one-bigint key,
 * a key space PostgreSQL keeps apart from this one.
 */
export const JOB_LOCK_SPACE = 7_202_612;

/** FNV-1a of the job's name as a signed 32-bit int: a stable second key, the same on every node. */
export function jobKey(job: string): number {
  let hash = 0x811c9dc5;
  for (const char of Buffer.from(job, 'utf8')) hash = Math.imul(hash ^ char, 0x01000193);
  return hash | 0;
}

/**
 * One node at a time per job, across every node on the same database (ADR 0034): a
 * session-level `pg_try_advisory_lock` on a client held for the run. The lock lives as long
 * as that connection, so a node that dies mid-run (process killed, network cut) lets it go
 * with its connection, and the next node's tick takes the job.
 */
export class AdvisoryJobLock implements JobLock {
  constructor(private readonly pool: pg.Pool) {}

  async run<T>(job: string, work: () => Promise<T>): Promise<T | 'skipped'> {
    const client = await this.pool.connect();
    const key = jobKey(job);
    let held = false;
    // The connection may drop while the work runs (it is idle then, and a checked-out client
    // has no pool listener): without one the error would end the process. The work goes on;
    // the unlock below fails and the client is thrown away.
    const onLost = () => {};
    client.on('error', onLost);
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'SELECT pg_try_advisory_lock($1, $2) AS locked',
        [JOB_LOCK_SPACE, key],
      );
      held = rows[0]!.locked;
      if (!held) return 'skipped';
      return await work();
    } finally {
      // A client whose unlock failed goes away with its connection, and with the lock.
      const unlocked = held
        ? await client.query('SELECT pg_advisory_unlock($1, $2)', [JOB_LOCK_SPACE, key]).then(
            () => true,
            () => false,
          )
        : true;
      client.off('error', onLost);
      client.release(!unlocked);
    }
  }
}
