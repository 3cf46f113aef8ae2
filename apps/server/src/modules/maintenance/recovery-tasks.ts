/**
 * Work the recovery job does besides transfers and withdrawals: each module that records an
 * intent before calling an outside system (a gift voucher, say) adds how to resolve the ones a
 * crash left behind. Each task answers how many it resolved.
 */
export class RecoveryTasks {
  private readonly tasks = new Map<string, () => Promise<number>>();

  add(name: string, task: () => Promise<number>): void {
    this.tasks.set(name, task);
  }

  /** Runs every task; one failing does not stop the others. Resolved counts by task, non-zero only. */
  async runAll(onError: (name: string, error: unknown) => void): Promise<Record<string, number>> {
    const resolved: Record<string, number> = {};
    for (const [name, task] of this.tasks) {
      try {
        const count = await task();
        if (count > 0) resolved[name] = count;
      } catch (error) {
        onError(name, error);
      }
    }
    return resolved;
  }
}
