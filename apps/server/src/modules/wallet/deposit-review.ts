import type { BalanceEvents } from './events.ts';
import type { Ledger } from './ledger.ts';
import { depositMovement, type ArrivedDeposit } from './deposit-movement.ts';
import type { Movement } from './movements.ts';

/** A deposit that may have arrived, waiting for a decision. */
export type ReviewedDeposit = ArrivedDeposit;

/**
 * A deposit that may have arrived but that no rule can credit by itself (a gift voucher whose
 * redeem answer was unclear, a payment that does not match its QR): recorded as a PENDING
 * deposit movement with no journal, so the member sees it in progress and an operator decides.
 * Nothing moves until settleDepositReview; a repeated opKey returns the first record.
 */
export async function openDepositReview(ledger: Ledger, deposit: ReviewedDeposit): Promise<Movement> {
  return (await ledger.recordPending(depositMovement(deposit)))!;
}

/**
 * An operator's (or a later, clear answer's) decision on a deposit under review: credit the
 * wallet from the house's deposits account, or close it as FAILED. Exactly once: a movement
 * that is no longer PENDING is returned as it is.
 */
export async function settleDepositReview(
  ledger: Ledger,
  events: BalanceEvents | undefined,
  movementId: number,
  decision: 'credit' | 'reject',
): Promise<Movement | undefined> {
  const movement = await ledger.movementById(movementId);
  // A member's deposit notice (ADR 0014) is settled the same way when a bank transfer matches it (ADR 0074).
  const settles = movement?.kind === 'deposit' || movement?.kind === 'deposit_notice';
  if (!movement || !settles || movement.status !== 'PENDING') return movement;
  if (decision === 'reject') {
    return (
      (await ledger.close(movementId, 'FAILED', 'deposit_rejected', []))?.movement ??
      ledger.movementById(movementId)
    );
  }
  const wallet = await ledger.memberAccount(movement.memberId, 'wallet');
  const house = await ledger.houseAccountFor('deposits', movement.memberId);
  const closed = await ledger.close(movementId, 'SUCCESS', 'deposit', [
    { account: house, amount: -movement.amount },
    { account: wallet, amount: movement.amount },
  ]);
  if (closed) events?.changed(movement.memberId);
  return closed?.movement ?? ledger.movementById(movementId);
}
