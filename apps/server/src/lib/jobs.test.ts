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

  it('a task that never ends is abandoned at its deadline; the next task and the next round still run', async () => {
    const jobs = new Jobs(free, 50);
    const ran: string[] = [];
    jobs.recovery('payouts', () => {
      ran.push('payouts');
      return new Promise<number>(() => {});
    });
    jobs.recovery('transfers', async () => {
      ran.push('transfers');
      return 1;
    });
    const failures: string[] = [];
    const started = Date.now();
    expect(await jobs.runRecovery((name) => failures.push(name))).toEqual({ transfers: 1 });
    // Without its deadline the hung task would hold the round forever; the bound allows a loaded machine.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(failures).toEqual(['payouts']);
    // On the timer: every round ends, so the next one is not skipped as still running.
    ran.length = 0;
    const errors: string[] = [];
    const stop = jobs.start(80, { info: () => {}, error: (_details, message) => errors.push(message) });
    await new Promise((resolve) => setTimeout(resolve, 400));
    stop();
    await jobs.settled();
    expect(ran.filter((name) => name === 'transfers').length).toBeGreaterThanOrEqual(3);
    expect(errors).toContain('recovery task failed');
  });

  it('settled waits for the start check under way, so the database outlives it', async () => {
    const jobs = new Jobs(free);
    jobs.recovery('transfers', async () => 0);
    const audit: string[] = [];
    let began!: () => void;
    const auditBegan = new Promise<void>((resolve) => (began = resolve));
    jobs.afterFirstRecovery('audit', async () => {
      audit.push('began');
      began();
      await new Promise((resolve) => setTimeout(resolve, 100));
      audit.push('ended');
    });
    const stop = jobs.start(60_000, { info: () => {}, error: () => {} });
    await auditBegan;
    stop();
    await jobs.settled();
    expect(audit).toEqual(['began', 'ended']);
  });

  it('a stop during the first recovery round skips the start checks not yet begun', async () => {
    const jobs = new Jobs(free);
    const ran: string[] = [];
    jobs.recovery('transfers', async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      ran.push('recovery');
      return 0;
    });
    jobs.afterFirstRecovery('audit', async () => {
      ran.push('audit');
    });
    const stop = jobs.start(60_000, { info: () => {}, error: () => {} });
    stop();
    await jobs.settled();
    // Nor later: the database is stopped once settled answers.
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ran).toEqual(['recovery']);
  });

  it('settled waits for a housekeeping run under way', async () => {
    const jobs = new Jobs(free);
    const runs: string[] = [];
    jobs.every('prune', 30, async () => {
      runs.push('began');
      await new Promise((resolve) => setTimeout(resolve, 100));
      runs.push('ended');
    });
    const stop = jobs.start(60_000, { info: () => {}, error: () => {} });
    while (runs.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    stop();
    await jobs.settled();
    expect(runs).toEqual(['began', 'ended']);
  });
});
