import { z } from 'zod';
import { memberRef, operatorRef, pageQuery, reason } from '../backoffice/common.ts';

/**
 * The manual payout rail's "to pay" queue (PAYOUT_RAIL=manual, ADR 0146). TO_PAY: approved and
 * waiting for finance to transfer it in internet banking. PAID: finance recorded the bank's
 * reference. RETURNED: finance sent it back with a reason; the money is back in the wallet.
 */
export const manualPayoutStatuses = ['TO_PAY', 'PAID', 'RETURNED'] as const;
export const manualPayoutStatus = z.enum(manualPayoutStatuses);
export type ManualPayoutStatus = z.infer<typeof manualPayoutStatus>;

export const manualPayoutItem = z.object({
  /** The withdrawal's id (the same as the withdrawal queue's). */
  id: z.number().int(),
  reference: z.string(),
  member: memberRef,
  amount: z.number(),
  /** Where to transfer it, as the member registered it. */
  bank: z.object({ code: z.string(), accountNo: z.string(), accountName: z.string() }),
  status: manualPayoutStatus,
  /** Whether the member's withdrawal has settled from it (PAID or RETURNED, then true). */
  settled: z.boolean(),
  bankReference: z.string().nullable(),
  reason: z.string().nullable(),
  /** The bulk payment file it is in (ADR 0173): its result decides it, not a click here. */
  batchId: z.number().int().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: operatorRef.nullable(),
  /**
   * A return asked by one operator above the operator-credit limits (ADR 0186): it stays TO_PAY
   * until an independent operator returns it too (or someone records it paid).
   */
  returnAsked: z.object({ by: operatorRef, reason: z.string(), at: z.string() }).nullable(),
  createdAt: z.string(),
});
export type ManualPayoutItem = z.infer<typeof manualPayoutItem>;

export const manualPayoutsQuery = z.object({ status: manualPayoutStatus.optional(), ...pageQuery });
export type ManualPayoutsQuery = z.input<typeof manualPayoutsQuery>;

export const manualPayoutsPage = z.object({
  /** How many wait to be paid, whatever the filter. */
  toPay: z.number().int(),
  total: z.number().int(),
  items: z.array(manualPayoutItem),
});
export type ManualPayoutsPage = z.infer<typeof manualPayoutsPage>;

/** The bank's reference of the transfer, as internet banking shows it (letters, digits, dashes). */
export const markPaidRequest = z.object({
  bankReference: z
    .string()
    .trim()
    .min(4)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 ./_-]*$/),
});
export type MarkPaidRequest = z.infer<typeof markPaidRequest>;

/** Why it goes back (the member reads it on the statement). */
export const returnPayoutRequest = z.object({ reason });
export type ReturnPayoutRequest = z.infer<typeof returnPayoutRequest>;
