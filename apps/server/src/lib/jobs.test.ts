import { describe, expect, it } from 'vitest';
import type { JobLock } from './job-lock.ts';
import { Jobs } from './jobs.ts';

/** A lock that is always free: these tests are about one node. */
const free: JobLock = { run: (_job, work) => work() };

describe('Jobs', () => {
  it('runs every recovery task, reports what each resolved, and goes on past a failing one', async () => {
    const jobs = new Jobs(free);
    const failures: string[] = [];
    jobs.recovery('broken', async () => {
      throw new Error('down');
    });
    jobs.recovery('vouchers', async () => 2);
    jobs.recovery('idle', async () => 0);
    expect(await jobs.runRecovery((name) => failures.push(name))).toEqual({ vouchers: 2 });
    expect(failures).toEqual(['broken']);
  });

  it('start runs a recovery round, then the start checks, and logs what was settled', async () => {
    const jobs = new Jobs(free);
    const order: string[] = [];
    jobs.recovery('transfers', async () => {
      order.push('recovery');
      return 1;
    });
    jobs.afterFirstRecovery('audit', async () => {
      order.push('audit');
    });
    const logged: object[] = [];
    const stop = jobs.start(60_000, { info: (details) => logged.push(details), error: () => {} });
    await new Promise((resolve) => setTimeout(resolve, 20));
    stop();
    expect(order).toEqual(['recovery', 'audit']);
    expect(logged).toEqual([{ transfers: 1 }]);
  });
});
