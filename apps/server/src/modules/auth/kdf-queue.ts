import { fail } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from './password.ts';

/**
 * Bounds the password hashing one process takes on (ADR 0033): the hashes run on the libuv pool
 * and the requests past the pool's threads wait for one. Past `max` requests in flight or waiting,
 * the next one answers REQUEST_LIMIT at once, so a crowd gets a clear "try again" instead of
 * queueing until its requests time out. The place is taken before any work and given back after.
 */
export class KdfQueue {
  private taken = 0;

  constructor(private readonly max: number) {}

  /** Requests holding a place now (running or waiting for a hashing thread). */
  get size(): number {
    return this.taken;
  }

  /** Runs `work` (which may hash several times: a login's verify and rehash) holding one place. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    // Checked and taken in one synchronous step: no parallel request can slip in between.
    if (this.taken >= this.max) fail('REQUEST_LIMIT');
    this.taken += 1;
    try {
      return await work();
    } finally {
      this.taken -= 1;
    }
  }

  hash(password: string): Promise<string> {
    return this.run(() => hashPassword(password));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.run(() => verifyPassword(password, stored));
  }
}
