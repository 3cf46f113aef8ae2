import { hashPassword } from '../../apps/server/src/modules/auth/password.ts';

export interface KdfTiming {
  /** One hash at a time: the latency a single login pays. */
  msPerHash: number;
  /** `parallel` hashes in flight: what the machine really sustains, since scrypt is memory-bound. */
  parallelHashesPerSecond: number;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/**
 * The password KDF timed on its own: a login verifies one hash, so this cost bounds login
 * throughput whatever the HTTP stack does.
 */
export async function timeKdf(samples: number, parallel: number): Promise<KdfTiming> {
  await hashPassword('warm-up'); // the first call pays for the thread pool's start-up
  const sequentialMs = await timed(async () => {
    for (let i = 0; i < samples; i++) await hashPassword(`bench-password-${i}`);
  });
  // The same number of hashes, `parallel` at a time, as concurrent logins would run them.
  const parallelMs = await timed(async () => {
    for (let i = 0; i < samples; i += parallel) {
      const batch = Math.min(parallel, samples - i);
      await Promise.all(Array.from({ length: batch }, (_, j) => hashPassword(`bench-parallel-${i + j}`)));
    }
  });
  return { msPerHash: sequentialMs / samples, parallelHashesPerSecond: (samples * 1000) / parallelMs };
}
