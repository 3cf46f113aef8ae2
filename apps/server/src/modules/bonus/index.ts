/** The bonus module's public surface. */
export { bonusModule, type BonusDeps } from './module.ts';
export type { BonusReads } from './reads.ts';
export type { BonusWithdrawals } from './bonus-withdrawals.ts';
export type { ActiveBonus } from './bonus-repo.ts';
