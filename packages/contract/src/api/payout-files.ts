import { z } from 'zod';
import { idParam, operatorRef, positiveBaht, reason } from '../backoffice/common.ts';
import { markPaidRequest } from './payout-desk.ts';

/**
 * Bulk payment files of the manual payout rail (ADR 0173): the "to pay" queue's waiting payouts
 * exported in a bank portal's upload layout, and the bank's result file imported back. KTB:
 * Krungthai Corporate Online direct credit; SCB: SCB Business Net domestic payment.
 */
export const payoutFileLayouts = ['ktb', 'scb'] as const;
export const payoutFileLayout = z.enum(payoutFileLayouts);
export type PayoutFileLayout = z.infer<typeof payoutFileLayout>;

/** The site's own details the portal asks for, as the bank's agreement names them. */
export const exportPayoutFileRequest = z.object({
  layout: payoutFileLayout,
  companyId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,12}$/),
  /** The site's account the payouts are debited from. */
  debitAccount: z.string().regex(/^\d{10}$/),
  senderName: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\p{L}\p{M}0-9 .,&()-]+$/u),
  /** KTB's service type (2 digits) or SCB's product code (3 letters). */
  serviceCode: z.string().regex(/^[A-Z0-9]{2,3}$/),
});
export type ExportPayoutFileRequest = z.infer<typeof exportPayoutFileRequest>;

export const payoutBatch = z.object({
  id: z.number().int(),
  layout: payoutFileLayout,
  fileName: z.string(),
  count: z.number().int(),
  total: z.number(),
  /** Of its payouts: still waiting for the bank's answer, paid, failed (back to the desk or returned). */
  open: z.number().int(),
  paid: z.number().int(),
  failed: z.number().int(),
  /** Result files imported for it. */
  imports: z.number().int(),
  createdBy: operatorRef.nullable(),
  createdAt: z.string(),
});
export type PayoutBatch = z.infer<typeof payoutBatch>;

export const payoutBatchesPage = z.object({ items: z.array(payoutBatch) });
export type PayoutBatchesPage = z.infer<typeof payoutBatchesPage>;

/** The file to upload to the bank's portal: its bytes (TIS-620) in base64, the same at every download. */
export const payoutBatchFile = z.object({
  batch: payoutBatch,
  fileName: z.string(),
  contentBase64: z.string(),
});
export type PayoutBatchFile = z.infer<typeof payoutBatchFile>;

export const payoutBatchParams = z.object({ batchId: idParam });
export const payoutBatchItemParams = z.object({ batchId: idParam, withdrawalId: idParam });

export const payoutBatchItemOutcomes = ['OPEN', 'PAID', 'FAILED'] as const;

export const payoutBatchItem = z.object({
  withdrawalId: z.number().int(),
  reference: z.string(),
  line: z.number().int(),
  amount: z.number(),
  bank: z.object({ code: z.string(), accountNo: z.string(), accountName: z.string() }),
  outcome: z.enum(payoutBatchItemOutcomes),
  bankReference: z.string().nullable(),
  reason: z.string().nullable(),
  /** A typed confirmation above the second-approver amount, waiting for an independent operator. */
  waitingSecond: z.object({ operator: operatorRef.nullable(), amount: z.number() }).nullable(),
});
export type PayoutBatchItem = z.infer<typeof payoutBatchItem>;

export const payoutBatchDetail = z.object({ batch: payoutBatch, items: z.array(payoutBatchItem) });
export type PayoutBatchDetail = z.infer<typeof payoutBatchDetail>;

/** What a failed row does: back to the desk's "to pay" (pay it again, by hand or in a new file) or back to the member. */
export const importPayoutResultQuery = z.object({ onFailure: z.enum(['desk', 'return']) });
export type ImportPayoutResultQuery = z.infer<typeof importPayoutResultQuery>;

/**
 * A result row's effect. PAID, TO_DESK, RETURNED changed the payout; the others changed nothing:
 * NOT_IN_BATCH (no payout of this batch has the reference), AMOUNT_DIFFERS (the bank's amount is
 * not the payout's: an operator checks it and confirms by typing), ALREADY_DECIDED (an earlier
 * file or confirmation decided it), BANK_REFERENCE_USED (the bank reference paid another
 * withdrawal), DUPLICATE_ROW (the reference twice in this file), AT_BANK (the bank still processes
 * it: a later result file decides it). RETURN_WAITING: a failure to be returned above the
 * operator-credit limits (ADR 0186): out of the file, on the desk, until a second operator returns it.
 */
export const payoutResultOutcomes = [
  'PAID',
  'TO_DESK',
  'RETURNED',
  'RETURN_WAITING',
  'NOT_IN_BATCH',
  'AMOUNT_DIFFERS',
  'ALREADY_DECIDED',
  'BANK_REFERENCE_USED',
  'DUPLICATE_ROW',
  'AT_BANK',
] as const;
export type PayoutResultOutcome = (typeof payoutResultOutcomes)[number];

export const payoutResultRow = z.object({
  line: z.number().int(),
  reference: z.string(),
  amount: z.number().nullable(),
  outcome: z.enum(payoutResultOutcomes),
});
export const payoutResultImport = z.object({ batch: payoutBatch, rows: z.array(payoutResultRow) });
export type PayoutResultImport = z.infer<typeof payoutResultImport>;

/** Why the file's unanswered payouts go back to the desk (the bank refused or never received the file). */
export const releasePayoutBatchRequest = z.object({ reason });
export type ReleasePayoutBatchRequest = z.infer<typeof releasePayoutBatchRequest>;

/**
 * An operator's typed confirmation that the bank paid a payout of the batch (a row refused or
 * missing): the amount must be the payout's; above the second-approver amount an independent
 * operator confirms the same amount and reference before it counts as paid.
 */
export const confirmBatchPayoutRequest = markPaidRequest.extend({ amount: positiveBaht });
export type ConfirmBatchPayoutRequest = z.infer<typeof confirmBatchPayoutRequest>;
