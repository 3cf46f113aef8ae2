import type { JobActivity } from '@wallet/contract';
import type { Jobs } from '../../lib/jobs.ts';

/**
 * The background jobs' runs on this node since it started (recovery rounds, the ledger audit,
 * housekeeping), heard from the job runner: what the dashboard shows as recovery-job activity.
 * Per node on purpose: with several nodes only one runs each round (ADR 0034) and the others
 * count it skipped.
 */
export class JobActivityLog {
  private readonly byJob = new Map<string, JobActivity>();

  constructor(jobs: Jobs) {
    jobs.onOutcome((job, outcome) => {
      const seen = this.byJob.get(job) ?? {
        job,
        ok: 0,
        failed: 0,
        skipped: 0,
        lastAt: null,
        lastOutcome: null,
      };
      seen[outcome] += 1;
      seen.lastAt = new Date().toISOString();
      seen.lastOutcome = outcome;
      this.byJob.set(job, seen);
    });
  }

  list(): JobActivity[] {
    return [...this.byJob.values()].map((activity) => ({ ...activity }));
  }
}
