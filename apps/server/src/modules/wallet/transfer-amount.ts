import { TRANSFER_MIN_BAHT, toSatang, satangOf } from '@wallet/contract';
import { fail } from '../../lib/app-error.ts';

/** Satang of a member-chosen movement (transfer, deposit notice): at least TRANSFER_MIN_BAHT. */
export function transferAmount(amountBaht: number): number {
  const amount = toSatang(amountBaht) ?? fail('KEY_INVALID');
  return assertTransferMinimum(amount);
}

/** The spec's transfer minimum (1 baht), for amounts the server works out itself (transfer all). */
export function assertTransferMinimum(amount: number): number {
  if (amount < satangOf(TRANSFER_MIN_BAHT)) fail('TRANSFER_MINIMUM');
  return amount;
}
