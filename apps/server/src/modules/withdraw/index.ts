/** The withdraw module's public surface. */
export { withdrawModule, WaitingWithdrawals, type WithdrawDeps } from './module.ts';
export type { Withdrawals } from './service.ts';
export type { Decider, DecidedWithdrawal, WithdrawalDecisions } from './decisions.ts';
