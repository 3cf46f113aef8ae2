import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
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

/** NFKC, as the scrypt hashes had it: the same password typed on another keyboard still matches. */
const normalised = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  // The package's default algorithm is argon2id (its enum is a const enum, which isolated modules cannot read).
  return hash(normalised(password), PARAMS);
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (isScryptHash(stored)) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2id$')) return false;
  try {
    return await verify(stored, normalised(password));
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
 * Checked against when a phone is unknown, so a wrong phone costs as long as a wrong password:
 * made by hashPassword, so it always has today's algorithm and parameters.
 */
export const DUMMY_HASH = await hashPassword(randomBytes(12).toString('hex'));
