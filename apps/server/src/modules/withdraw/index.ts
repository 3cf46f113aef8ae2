/** The withdraw module's public surface. */
export { withdrawModule, WaitingWithdrawals, type WithdrawDeps } from './module.ts';
export type { Withdrawals } from './service.ts';
export type { Decider, WithdrawalDecisions } from './decisions.ts';
