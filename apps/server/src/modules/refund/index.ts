/** The refund module's public surface. */
export { refundModule, type RefundDeps } from './module.ts';
export type { ActiveBonus } from './active-bonus.ts';
