/** How a job reports a failure; the server passes its logger's, tests their own. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

import { withDeadline } from './deadline.ts';
import type { JobLock } from './job-lock.ts';

type Task = () => Promise<number>;

/** skipped: another node held the job's lock, so this node left the run to it. */
export type JobOutcome = 'ok' | 'failed' | 'skipped';

/**
 * The background work of every module, registered by the module that owns it and started by
 * the server (not by building the app, so tests run it by hand when they choose):
 * - recovery tasks settle what a crash, a timeout or a slow outside system left PENDING; all
 *   run at start and then every interval, in registration order, each answering how many it
 *   resolved; one failing does not stop the others;
 * - start checks run once after the first recovery round (the ledger audit);
 * - housekeeping runs on its own interval.
 * On a timer, a recovery round and each housekeeping run take the job's lock first: with many
 * nodes on one database, one runs it and the others skip (ADR 0034). Tests call `runTask` and
 * `runRecovery` directly, without the lock.
 */
export class Jobs {
  /**
   * taskTimeoutMs: how long one recovery task may run in a round (RECOVERY_TASK_TIMEOUT_MS).
   * Past it the task is abandoned, counted as failed, and the round goes on to the next task: a
   * task stuck on an outside system that never answers holds neither the round, nor the next
   * one, nor the shutdown (ADR 0066). Everything a task does is idempotent on the movement, so
   * the abandoned run finishing late beside the next one settles nothing twice.
   */
  constructor(
    private readonly lock: JobLock,
    private readonly taskTimeoutMs = 60_000,
  ) {}

  private readonly listeners: ((job: string, outcome: JobOutcome) => void)[] = [];

  /** Hears how each run ended (the metrics count them). */
  onOutcome(listener: (job: string, outcome: JobOutcome) => void): void {
    this.listeners.push(listener);
  }

  private report(job: string, outcome: JobOutcome): void {
    for (const listener of this.listeners) listener(job, outcome);
  }

  private readonly recoveryTasks = new Map<string, Task>();
  private readonly startChecks = new Map<string, () => Promise<void>>();
  private readonly housekeeping: { name: string; everyMs: number; run: () => Promise<void> }[] = [];

  recovery(name: string, task: Task): void {
    this.recoveryTasks.set(name, task);
  }

  afterFirstRecovery(name: string, check: () => Promise<void>): void {
    this.startChecks.set(name, check);
  }

  every(name: string, everyMs: number, run: () => Promise<void>): void {
    this.housekeeping.push({ name, everyMs, run });
  }

  /** One recovery task by name, as the recovery round runs it: how many it resolved. */
  runTask(name: string): Promise<number> {
    const task = this.recoveryTasks.get(name);
    if (!task) throw new Error(`no recovery task ${name}`);
    return task();
  }

  /** One recovery round: resolved counts by task, non-zero only. */
  async runRecovery(onError: (name: string, error: unknown) => void): Promise<Record<string, number>> {
    const resolved: Record<string, number> = {};
    for (const [name, task] of this.recoveryTasks) {
      try {
        const count = await withDeadline(
          task(),
          this.taskTimeoutMs,
          () => new Error(`recovery task ${name} ran past ${this.taskTimeoutMs} ms; abandoned`),
        );
        if (count > 0) resolved[name] = count;
        this.report(name, 'ok');
      } catch (error) {
        this.report(name, 'failed');
        onError(name, error);
      }
    }
    return resolved;
  }

  /** A recovery round as the timer runs it: only on the node that holds the recovery lock. */
  async leadRecovery(
    onError: (name: string, error: unknown) => void,
  ): Promise<Record<string, number> | 'skipped'> {
    const outcome = await this.lock.run('recovery', () => this.runRecovery(onError));
    if (outcome === 'skipped') this.report('recovery', 'skipped');
    return outcome;
  }

  /** One housekeeping run as its timer runs it: only on the node that holds its lock. */
  async runHousekeeping(name: string): Promise<JobOutcome> {
    const job = this.housekeeping.find((each) => each.name === name);
    if (!job) throw new Error(`no housekeeping job ${name}`);
    let outcome: JobOutcome;
    try {
      outcome = (await this.lock.run(`housekeeping:${name}`, job.run)) === 'skipped' ? 'skipped' : 'ok';
    } catch (error) {
      this.report(name, 'failed');
      throw error;
    }
    this.report(name, outcome);
    return outcome;
  }

  /**
   * The runs under way when the server stops (a recovery round, a start check, a housekeeping
   * run): the database must outlive them. The start's ledger audit ran on after a stop and
   * met a closed pool ("Cannot use a pool after calling end on the pool").
   */
  private readonly inFlight = new Set<Promise<unknown>>();

  private tracked<T>(run: Promise<T>): Promise<T> {
    this.inFlight.add(run);
    const forget = () => this.inFlight.delete(run);
    run.then(forget, forget);
    return run;
  }

  /** Resolves once every run in progress, if any, has ended; after a stop no new one begins. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Starts every job; the timers never keep the process alive. Returns the stop. */
  start(recoveryIntervalMs: number, log: JobLog): () => void {
    let running = false;
    let stopped = false;
    const round = async () => {
      if (running) return;
      running = true;
      try {
        const resolved = await this.leadRecovery((task, error) =>
          log.error({ err: error, task }, 'recovery task failed'),
        );
        if (resolved !== 'skipped' && Object.keys(resolved).length > 0)
          log.info(resolved, 'recovery settled pending movements');
      } catch (error) {
        // The lock's own query failed (the database is away): the next tick tries again.
        log.error({ err: error }, 'recovery round could not start');
      } finally {
        running = false;
      }
    };
    const startChecks = async () => {
      for (const [name, check] of this.startChecks) {
        if (stopped) return;
        await check().catch((error: unknown) => log.error({ err: error, check: name }, 'start check failed'));
      }
    };
    void this.tracked(round().then(startChecks));
    const timers = [
      setInterval(() => void this.tracked(round()), recoveryIntervalMs),
      ...this.housekeeping.map((job) =>
        setInterval(
          () =>
            void this.tracked(
              this.runHousekeeping(job.name).catch((error: unknown) =>
                log.error({ err: error, job: job.name }, 'job failed'),
              ),
            ),
          job.everyMs,
        ),
      ),
    ];
    for (const timer of timers) timer.unref();
    return () => {
      stopped = true;
      timers.forEach((timer) => clearInterval(timer));
    };
  }
}
