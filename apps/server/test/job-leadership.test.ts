import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './harness.ts';

/** Two nodes on one database, as behind a load balancer (ADR 0034). */
let first: TestApp;
let second: TestApp;
const noErrors = (name: string, error: unknown) => {
  throw new Error(`${name}: ${String(error)}`);
};

/** A job whose runs are recorded by node, and that holds until it is let go. */
function probe() {
  const ran: string[] = [];
  let letGo = () => {};
  let held = new Promise<void>((resolve) => (letGo = resolve));
  return {
    ran,
    task: (node: string) => async () => {
      ran.push(node);
      if (node === 'first') await held;
      return 0;
    },
    letGo: () => letGo(),
    holdAgain: () => (held = new Promise<void>((resolve) => (letGo = resolve))),
  };
}

async function until(check: () => boolean) {
  for (let tries = 0; !check(); tries++) {
    if (tries > 200) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * What a node dying does to its locks: its connections drop. The timeout makes the call wait
 * until each backend has gone (and its locks with it), not only until it was signalled.
 */
async function dropAdvisoryLockHolders(app: TestApp) {
  await app.database.pool.query(
    `SELECT pg_terminate_backend(pid, 5000) FROM pg_locks
     WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND pid <> pg_backend_pid()`,
  );
}

const recovery = probe();
const housekeeping = probe();

beforeAll(async () => {
  first = await createTestApp();
  second = await createTestApp({}, { sameDatabaseAs: first });
  first.jobs.recovery('probe', recovery.task('first'));
  second.jobs.recovery('probe', recovery.task('second'));
  first.jobs.every('probe', 3600_000, async () => void (await housekeeping.task('first')()));
  second.jobs.every('probe', 3600_000, async () => void (await housekeeping.task('second')()));
});

afterAll(async () => {
  recovery.letGo();
  housekeeping.letGo();
  await first?.close();
  await second?.close();
});

describe('job leadership across nodes', () => {
  it('runs a recovery round on one node at a time; the other runs the next once the first is done', async () => {
    const firstRound = first.jobs.leadRecovery(noErrors);
    await until(() => recovery.ran.includes('first'));
    expect(await second.jobs.leadRecovery(noErrors)).toBe('skipped');
    expect(recovery.ran).toEqual(['first']);
    recovery.letGo();
    expect(await firstRound).toEqual({});
    expect(await second.jobs.leadRecovery(noErrors)).toEqual({});
    expect(recovery.ran).toEqual(['first', 'second']);
  });

  it('hands the recovery round to another node when the holder dies mid-round', async () => {
    recovery.ran.length = 0;
    recovery.holdAgain();
    const hung = first.jobs.leadRecovery(noErrors);
    await until(() => recovery.ran.includes('first'));
    expect(await second.jobs.leadRecovery(noErrors)).toBe('skipped');
    await dropAdvisoryLockHolders(second);
    expect(await second.jobs.leadRecovery(noErrors)).toEqual({});
    expect(recovery.ran).toEqual(['first', 'second']);
    recovery.letGo();
    // The dead holder's round ends without its lock; the node goes on working.
    expect(await hung).toEqual({});
    expect(await first.jobs.leadRecovery(noErrors)).toEqual({});
  });

  it('runs a housekeeping job on one node at a time', async () => {
    const firstRun = first.jobs.runHousekeeping('probe');
    await until(() => housekeeping.ran.includes('first'));
    expect(await second.jobs.runHousekeeping('probe')).toBe('skipped');
    housekeeping.letGo();
    expect(await firstRun).toBe('ok');
    expect(await second.jobs.runHousekeeping('probe')).toBe('ok');
    expect(housekeeping.ran).toEqual(['first', 'second']);
  });
});
