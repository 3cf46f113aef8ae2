/** How a job reports a failure; the server passes its logger's, tests their own. */
export interface JobLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

type Task = () => Promise<number>;

/**
 * The background work of every module, registered by the module that owns it and started by
 * the server (not by building the app, so tests run it by hand when they choose):
 * - recovery tasks settle what a crash, a timeout or a slow outside system left PENDING; all
 *   run at start and then every interval, in registration order, each answering how many it
 *   resolved; one failing does not stop the others;
 * - start checks run once after the first recovery round (the ledger audit);
 * - housekeeping runs on its own interval.
 */
export class Jobs {
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
        const count = await task();
        if (count > 0) resolved[name] = count;
      } catch (error) {
        onError(name, error);
      }
    }
    return resolved;
  }

  /** The recovery round under way when the server stops: the database must outlive it. */
  private inFlight: Promise<void> = Promise.resolve();

  /** Resolves once the recovery round in progress, if any, has ended. */
  settled(): Promise<void> {
    return this.inFlight;
  }

  /** Starts every job; the timers never keep the process alive. Returns the stop. */
  start(recoveryIntervalMs: number, log: JobLog): () => void {
    let running = false;
    const round = async () => {
      if (running) return;
      running = true;
      let done = () => {};
      this.inFlight = new Promise<void>((resolve) => (done = resolve));
      try {
        const resolved = await this.runRecovery((task, error) =>
          log.error({ err: error, task }, 'recovery task failed'),
        );
        if (Object.keys(resolved).length > 0) log.info(resolved, 'recovery settled pending movements');
      } finally {
        running = false;
        done();
      }
    };
    void round().then(async () => {
      for (const [name, check] of this.startChecks) {
        await check().catch((error: unknown) => log.error({ err: error, check: name }, 'start check failed'));
      }
    });
    const timers = [
      setInterval(() => void round(), recoveryIntervalMs),
      ...this.housekeeping.map((job) =>
        setInterval(
          () => job.run().catch((error: unknown) => log.error({ err: error, job: job.name }, 'job failed')),
          job.everyMs,
        ),
      ),
    ];
    for (const timer of timers) timer.unref();
    return () => timers.forEach((timer) => clearInterval(timer));
  }
}
