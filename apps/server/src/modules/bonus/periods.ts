import type { BonusType } from '@wallet/contract';
import { periodContaining } from '../../lib/bangkok-period.ts';

/**
 * From when a bonus's receipts count (spec doc 2 section 4): the same Bangkok calendar day
 * (day), the same ISO week (week), or ever (limit: undefined).
 */
export function periodStart(type: BonusType, at: Date): Date | undefined {
  return type === 'limit' ? undefined : periodContaining(type, at).start;
}
