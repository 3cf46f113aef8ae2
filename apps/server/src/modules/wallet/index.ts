/**
 * The wallet module's public surface: the ledger core every money-moving module builds on.
 * Other modules import from here only (a lint rule holds it); the files behind it are the
 * ledger's own.
 */
export { Ledger } from './ledger.ts';
export type { AccountRef, HouseAccount, Leg, MemberAccountKind } from './journal.ts';
export type { Posted } from './ledger-statements.ts';
export type { LedgerTx, MovementDetails } from './ledger-transaction.ts';
export type { CreditedDeposit, DepositCreditHook } from './deposit-credit-hooks.ts';
export type { Movement, MovementKind, MovementStatus, NewMovement, StatementType } from './movements.ts';
export type { MemberBalances } from './balances.ts';
export type { MemberFlows } from './member-flows.ts';
export type { AuditReport } from './audit.ts';
export { auditLedger } from './audit.ts';
export { BalanceEvents } from './events.ts';
export { Idempotency, KeyClaim, KeyTaken, type Answer } from './idempotency.ts';
export { GroupCommit } from './group-commit.ts';
export { OPERATOR_KEYS, sendIdempotent, type KeyedOptions } from './idempotent-reply.ts';
export { creditDeposit } from './credit-deposit.ts';
export { openDepositReview, settleDepositReview, type ReviewedDeposit } from './deposit-review.ts';
export { assertTransferMinimum, transferAmount } from './transfer-amount.ts';
export { walletModule, type AuditOutcome, type WalletDeps } from './module.ts';
export { adjustmentsModule, type AdjustmentsDeps } from './adjustments/module.ts';
export { SecondApprover } from './adjustments/second-approver.ts';
export { DailyTotals, dayOf, dayStart, nextDay, CHANNEL_OF, type DailyTotal } from './daily-totals.ts';
export { LedgerAudits, type AuditRun, type AuditTrigger } from './audit-runs.ts';
