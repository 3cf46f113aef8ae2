import { fail } from '../../../lib/app-error.ts';
import type { RateLimiter } from '../../../lib/rate-limiter.ts';

const DAY_S = 86_400;

/**
 * The per-member budgets of slip uploads (ADR 0027), taken atomically before the work they
 * guard, so parallel uploads cannot slip past a count read earlier.
 */
export class SlipUploadLimits {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly perMinute: number,
    private readonly keptPerDay: number,
  ) {}

  /** Every upload attempt counts, before its body is read or decoded. */
  async takeUpload(memberId: number): Promise<void> {
    if ((await this.limiter.hit(`slip-upload:${memberId}`, 60)) > this.perMinute) fail('REQUEST_LIMIT');
  }

  /** An image about to be kept counts against the member's daily quota (UTC day windows). */
  async takeKept(memberId: number): Promise<void> {
    if ((await this.limiter.hit(`slip-kept:${memberId}`, DAY_S)) > this.keptPerDay) fail('REQUEST_LIMIT');
  }
}
