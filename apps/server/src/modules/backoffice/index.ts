/** The back-office module's public surface: operators themselves, and the side domain modules' operator routes use. */
export { backofficeModule, type BackofficeDeps } from './module.ts';
export { operatorSide } from './operator-side.ts';
export type { OperatorAccounts, NewOperator } from './operators/operator-accounts.ts';
export type { OperatorSessions } from './operators/operator-sessions.ts';
export { verifyAuditChain, type ChainReport } from './audit/verify-chain.ts';
export { totpEnrolment } from './operators/totp.ts';
