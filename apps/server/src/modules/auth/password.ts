import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { HashSlots } from './hash-slots.ts';
import { isScryptHash, verifyScrypt } from './legacy-scrypt.ts';

/**
 * argon2id at one of OWASP's equivalent minimums, 12 MiB, t=3, p=1 (ADR 0071, which measured the
 * five options on this machine: the 19 MiB, t=2 of ADR 0033 hashed about half as many a second
 * with two in flight). The native hash runs on the libuv pool. The hash is a PHC string carrying
 * its parameters, so they can change without a reset: a stored hash of other parameters still
 * verifies and is rehashed at the member's next login (needsRehash).
 */
const PARAMS = { memoryCost: 12_288, timeCost: 3, parallelism: 1 } as const;
/** The PHC prefix of a hash made with today's parameters: any other stored hash is rehashed at login. */
const CURRENT_PREFIX = `$argon2id$v=19$m=${PARAMS.memoryCost},t=${PARAMS.timeCost},p=${PARAMS.parallelism}$`;

/** libuv's pool, which runs the hashes: 4 threads unless UV_THREADPOOL_SIZE says otherwise. */
const LIBUV_POOL_DEFAULT = 4;
/**
 * Hashes running at once in this process: one per core but the event loop's, at least one, at most
 * the pool's threads (ADR 0207, ADR 0220). Each holds its 12 MiB while it runs; past the cores
 * left they only share the CPU with the event loop: on two cores, two at once answered a burst of
 * sign-ups and logins no sooner than one at a time, and made the process 12 MiB bigger at its
 * peak. One set for the process, as the libuv pool and the cores are.
 */
const slots = new HashSlots(Math.max(1, Math.min(availableParallelism() - 1, LIBUV_POOL_DEFAULT)));

/** NFKC, as the scrypt hashes had it: the same password typed on another keyboard still matches. */
const normalised = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  // The package's default algorithm is argon2id (its enum is a const enum, which isolated modules cannot read).
  return slots.use(() => hash(normalised(password), PARAMS));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return slots.use(() => verifyScrypt(password, stored));
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await slots.use(() => verify(stored, normalised(password)));
  } catch {
    // A damaged stored hash is a wrong password, not a server error.
    return false;
  }
}

/** A hash of another algorithm or of weaker (or older) parameters than today's. */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith(CURRENT_PREFIX);
}

/**
 * Checked against when a phone is unknown, so a wrong phone costs as long as a wrong password. A
 * hash of a random password nobody kept, with today's parameters: a constant, so that no start
 * runs a KDF for it (12 MiB at the start's peak, ADR 0209). password.test.ts fails when PARAMS
 * change without a new one (make it with hashPassword on any long random password).
 */
export const DUMMY_HASH =
  '$argon2id$v=19$m=12288,t=3,p=1$tPVdUxEmher3thpvV8m3sA$1EJ1k8ju827Ub1bu8prWmLqRFd+03Q/cQqDVIXvAu6M';
