/** The account module's public surface. */
export { accountModule, type AccountDeps } from './module.ts';
