/** The withdraw module's public surface. */
export { withdrawModule, type WithdrawDeps } from './module.ts';
