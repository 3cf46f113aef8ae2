import { hash } from '@node-rs/argon2';
import { hashPassword } from '../../apps/server/src/modules/auth/password.ts';

export interface KdfTiming {
  /** One hash at a time: the latency a single login pays. */
  msPerHash: number;
  /** `parallel` hashes in flight: what the machine really sustains, since argon2id is memory-hard. */
  parallelHashesPerSecond: number;
}

/** One argon2id setting timed like the server's own (ADR 0071's table, redone in every login run). */
export interface KdfOptionTiming extends KdfTiming {
  memoryKiB: number;
  passes: number;
  lanes: number;
  /** The server's setting (apps/server/src/modules/auth/password.ts). */
  current: boolean;
  /** One of the settings OWASP's Password Storage Cheat Sheet lists as its minimum. */
  owasp: boolean;
}

/**
 * OWASP's five equivalent argon2id minimums (all p=1), and the server's 12 MiB one with two lanes:
 * parallelism is the one knob that splits a single hash over cores.
 */
const OPTIONS: { memoryKiB: number; passes: number; lanes: number; owasp: boolean }[] = [
  { memoryKiB: 47_104, passes: 1, lanes: 1, owasp: true },
  { memoryKiB: 19_456, passes: 2, lanes: 1, owasp: true },
  { memoryKiB: 12_288, passes: 3, lanes: 1, owasp: true },
  { memoryKiB: 9_216, passes: 4, lanes: 1, owasp: true },
  { memoryKiB: 7_168, passes: 5, lanes: 1, owasp: true },
  { memoryKiB: 12_288, passes: 3, lanes: 2, owasp: false },
];

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

/** `samples` hashes one at a time, then the same number `parallel` at a time. */
async function timeHash(
  hashOne: (password: string) => Promise<unknown>,
  samples: number,
  parallel: number,
): Promise<KdfTiming> {
  await hashOne('warm-up'); // the first call pays for the thread pool's start-up
  const sequentialMs = await timed(async () => {
    for (let i = 0; i < samples; i++) await hashOne(`bench-password-${i}`);
  });
  // The same number of hashes, `parallel` at a time, as concurrent logins would run them.
  const parallelMs = await timed(async () => {
    for (let i = 0; i < samples; i += parallel) {
      const batch = Math.min(parallel, samples - i);
      await Promise.all(Array.from({ length: batch }, (_, j) => hashOne(`bench-parallel-${i + j}`)));
    }
  });
  return { msPerHash: sequentialMs / samples, parallelHashesPerSecond: (samples * 1000) / parallelMs };
}

/**
 * The password KDF timed on its own: a login verifies one hash, so this cost bounds login
 * throughput whatever the HTTP stack does.
 */
export function timeKdf(samples: number, parallel: number): Promise<KdfTiming> {
  return timeHash(hashPassword, samples, parallel);
}

/**
 * Rounds of OPTIONS: each round times every option in turn. On a shared machine one option's turn
 * may fall on a busy moment; each option's best round is its figure (the least disturbed).
 */
const ROUNDS = 3;

/** Each option of OPTIONS timed in this process, in interleaved rounds, best round kept. */
export async function timeKdfOptions(samples: number, parallel: number): Promise<KdfOptionTiming[]> {
  const current = /\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(await hashPassword('which-parameters'));
  const best = OPTIONS.map(() => ({ msPerHash: Infinity, parallelHashesPerSecond: 0 }));
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, option] of OPTIONS.entries()) {
      const params = { memoryCost: option.memoryKiB, timeCost: option.passes, parallelism: option.lanes };
      const timing = await timeHash((password) => hash(password, params), samples, parallel);
      best[i]!.msPerHash = Math.min(best[i]!.msPerHash, timing.msPerHash);
      best[i]!.parallelHashesPerSecond = Math.max(
        best[i]!.parallelHashesPerSecond,
        timing.parallelHashesPerSecond,
      );
    }
  }
  const timings: KdfOptionTiming[] = [];
  for (const [i, option] of OPTIONS.entries()) {
    const timing = best[i]!;
    timings.push({
      ...option,
      ...timing,
      current:
        current !== null &&
        Number(current[1]) === option.memoryKiB &&
        Number(current[2]) === option.passes &&
        Number(current[3]) === option.lanes,
    });
  }
  return timings;
}

export function formatKdfOptions(timings: KdfOptionTiming[], parallel: number): string {
  return [
    `argon2id settings, ${ROUNDS} interleaved rounds, best round (ms per hash alone; hashes/s with ${parallel} in flight):`,
    ...timings.map(
      (t) =>
        `  m=${String(t.memoryKiB).padStart(5)} KiB t=${t.passes} p=${t.lanes}  ${t.msPerHash.toFixed(1).padStart(6)} ms  ` +
        `${t.parallelHashesPerSecond.toFixed(1).padStart(6)} /s` +
        `${t.owasp ? '  OWASP minimum' : '  (not an OWASP setting)'}${t.current ? '  <- the server' : ''}`,
    ),
  ].join('\n');
}
