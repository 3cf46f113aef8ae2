import { fail } from './app-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

const WINDOW_S = 3600;

/**
 * Answers that tell whether a phone is registered (EXISTING_USER from the OTP send, registration
 * and its validate step) are an enumeration oracle for a list of phones: ADR 0005 keeps them only
 * because they are limited. One count per client address, shared by all of them, taken before
 * the phone is looked up (ADR 0024).
 */
export class PhoneChecks {
  constructor(
    private readonly limiter: RateLimiter,
    /** PHONE_CHECKS_PER_IP: answers one address may get in an hour. */
    private readonly perHour: number,
  ) {}

  /** Takes one check for `ip`, or fails with REQUEST_LIMIT (429) past the hour's allowance. */
  async take(ip: string): Promise<void> {
    if (!(await this.limiter.reserve(`phone-check:${ip}`, this.perHour, WINDOW_S))) fail('REQUEST_LIMIT');
  }
}
