import type { BonusEntry } from '@wallet/contract';

/** State per member (spec doc 2 section 4): received count against maxReceived; exhausted at it. */
export const isExhausted = (bonus: BonusEntry) => bonus.userBonus.received.length >= bonus.maxReceived;
