/** The back-office module's public surface. */
export { backofficeModule, type BackofficeDeps } from './module.ts';
export type { OperatorAccounts, NewOperator } from './operators/operator-accounts.ts';
export { verifyAuditChain, type ChainReport } from './audit/verify-chain.ts';
export { totpEnrolment } from './operators/totp.ts';
