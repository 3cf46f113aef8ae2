import { z } from 'zod';
import {
  idParam,
  listSearch,
  memberRef,
  memberSearch,
  operatorRef,
  pageQuery,
  pendingSummary,
  positiveBaht,
  reason,
} from '../backoffice/common.ts';
import { text } from './common.ts';
import { bankFeedOutcome } from './deposit-bank-feed.ts';

const shownSender = z.object({
  bankCode: z.string().nullable(),
  account: z.string().nullable(),
  name: z.string().nullable(),
});

/**
 * POST /api/backoffice/bank-feed/statement?accountNo=…&mode=preview|import, multipart field
 * `file` (CSV or XLSX export of that account's bank, ADR 0078). preview reads and marks the rows
 * already in the feed; import hands the new rows to the feed.
 */
export const statementImportQuery = z.object({
  accountNo: z.string().regex(/^\d{10,18}$/),
  mode: z.enum(['preview', 'import']).default('preview'),
  /** Why the operator imports it: required to import (KEY_MISSING without), audited with each credit (ADR 0131). */
  reason: reason.optional(),
});
export type StatementImportQuery = z.input<typeof statementImportQuery>;

export const statementImportRow = z.object({
  line: z.number().int(),
  bankTime: z.string(),
  amount: z.number(),
  sender: shownSender,
  /** Already in the feed (this file imported before, or its row reported by another export): skipped. */
  seen: z.boolean(),
  /** What the import made of the row (import only; null in a preview and for a seen row). */
  outcome: bankFeedOutcome.nullable(),
});

export const statementImportReply = z.object({
  bankCode: z.string(),
  accountNo: z.string(),
  mode: z.enum(['preview', 'import']),
  rows: z.array(statementImportRow),
  /** Rows that are not money in (withdrawals, totals). */
  otherRows: z.number().int(),
  /**
   * The import's operator credits (ADR 0131): the batch and how many of its rows wait for a
   * second operator (HELD rows); null in a preview and when no row was the importer's credit.
   */
  batch: z.object({ id: z.number().int(), credited: z.number().int(), waiting: z.number().int() }).nullable(),
});
export type StatementImportReply = z.infer<typeof statementImportReply>;

/**
 * REVIEW: more than one member fits; UNMATCHED: none does; UNPARSED: a message no parser read;
 * AMBIGUOUS: a delivery that could be two or more known transfers (ADR 0117).
 */
export const bankFeedItemKinds = ['REVIEW', 'UNMATCHED', 'UNPARSED', 'AMBIGUOUS'] as const;
export const bankFeedItemKind = z.enum(bankFeedItemKinds);

/** `transfer-<id>` (a bank transfer to place) or `entry-<id>` (an unparsed or ambiguous delivery). */
export const bankFeedItemId = z.string().regex(/^(transfer|entry)-\d{1,15}$/);
export const bankFeedItemParams = z.object({ itemId: bankFeedItemId });
export const bankFeedTransferId = z.string().regex(/^transfer-\d{1,15}$/);

/** A known transfer an AMBIGUOUS delivery could be, as it stands now. */
export const bankFeedTransferRef = z.object({
  id: bankFeedTransferId,
  amount: z.number(),
  bankTime: z.string(),
  reference: z.string().nullable(),
  sender: shownSender,
  seenBy: z.array(z.string()),
  outcome: z.enum(['CREDITED', 'REVIEW', 'UNMATCHED', 'HELD']),
  /** The member it was credited to (CREDITED). */
  member: memberRef.nullable(),
});
export type BankFeedTransferRef = z.infer<typeof bankFeedTransferRef>;

/** An operator credit's state (ADR 0054, 0131): waiting for a second operator, applied, or rejected. */
export const operatorCreditStatus = z.enum(['WAITING', 'APPLIED', 'CANCELLED']);

/** duplicate: the delivery is that transfer again (nothing moves); new: another transfer (matched as usual). */
export const bankFeedSettlements = ['duplicate', 'new'] as const;
export const bankFeedSettlement = z.enum(bankFeedSettlements);

export const bankFeedItem = z.object({
  id: bankFeedItemId,
  kind: bankFeedItemKind,
  /** PENDING until an operator matched it (or the feed did, later); SUCCESS once credited (AMBIGUOUS: settled). */
  status: z.enum(['PENDING', 'SUCCESS']),
  bankCode: z.string().nullable(),
  accountNo: z.string().nullable(),
  amount: z.number().nullable(),
  bankTime: z.string().nullable(),
  /** The bank's reference, once a source carried one (the search's `reference`). */
  reference: z.string().nullable(),
  sender: shownSender,
  seenBy: z.array(z.string()),
  /** The members the feed could not choose between (REVIEW). */
  candidates: z.array(memberRef),
  /** The message as the phone forwarded it (UNPARSED). */
  text: z.string().nullable(),
  /** The known transfers it could be (AMBIGUOUS; otherwise empty). */
  transfers: z.array(bankFeedTransferRef),
  /** How an operator settled an AMBIGUOUS delivery: the transfer it is, or the new one it made. */
  settled: z.object({ as: bankFeedSettlement, transferId: bankFeedTransferId }).nullable(),
  createdAt: z.string(),
  member: memberRef.nullable(),
  decidedBy: operatorRef.nullable(),
  reason: z.string().nullable(),
  /**
   * The operator's decision as an operator credit (a typed amount, a settle as new, a match of a
   * transfer only a file showed; ADR 0131): WAITING for a second operator, APPLIED, or CANCELLED
   * (rejected). Null when the decision was no operator credit.
   */
  operatorCredit: z.object({ id: z.number().int(), status: operatorCreditStatus }).nullable(),
});
export type BankFeedItem = z.infer<typeof bankFeedItem>;

export const bankFeedItemsQuery = z.object({
  kind: bankFeedItemKind.optional(),
  status: z.enum(['PENDING', 'SUCCESS']).default('PENDING'),
  /** The lists' one search (ADR 0111): the bank's reference; the member placed, or a candidate. */
  ...listSearch,
  ...memberSearch,
  ...pageQuery,
});
export type BankFeedItemsQuery = z.input<typeof bankFeedItemsQuery>;

export const bankFeedItemsPage = z.object({
  pending: pendingSummary,
  total: z.number().int(),
  items: z.array(bankFeedItem),
});
export type BankFeedItemsPage = z.infer<typeof bankFeedItemsPage>;

/**
 * Credit the transfer to a member, with a reason (audited). An unparsed message needs the
 * amount and our account the operator reads in it. A second click answers the same item.
 */
export const bankFeedMatchRequest = z.object({
  memberId: idParam,
  reason,
  amount: positiveBaht.optional(),
  accountNo: z
    .string()
    .regex(/^\d{10,18}$/)
    .optional(),
});
export type BankFeedMatchRequest = z.infer<typeof bankFeedMatchRequest>;

/**
 * Settle an AMBIGUOUS delivery (ADR 0117), with a reason (audited): `duplicate` of one of its
 * transfers (`transferId`, required) or `new`. A second click with the same choice answers the item.
 */
export const bankFeedSettleRequest = z.object({
  as: bankFeedSettlement,
  transferId: bankFeedTransferId.optional(),
  reason,
});
export type BankFeedSettleRequest = z.infer<typeof bankFeedSettleRequest>;

/** A phone that forwards a site account's notifications (ADR 0076). */
export const bankFeedDevice = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type BankFeedDevice = z.infer<typeof bankFeedDevice>;
export const bankFeedDevicesReply = z.object({ devices: z.array(bankFeedDevice) });
export const bankFeedDeviceParams = z.object({ deviceId: z.string().regex(/^dev_[A-Za-z0-9_-]{1,40}$/) });
export const createBankFeedDeviceRequest = z.object({ label: text(60).trim().min(1) });
/** The key is shown this once: only its hash is kept. The forwarder sends `X-Device-Key: <id>.<key>`. */
export const createdBankFeedDevice = bankFeedDevice.extend({ key: z.string(), header: z.string() });
export type CreatedBankFeedDevice = z.infer<typeof createdBankFeedDevice>;

/** The feed's health: the newest entry per account and source, and what waits or failed. */
export const bankFeedHealth = z.object({
  /** Minutes without an entry after which a source of an account counts as silent (setting bankFeed). */
  silentAfterMinutes: z.number().int(),
  sources: z.array(
    z.object({
      bankCode: z.string(),
      accountNo: z.string(),
      source: z.enum(['push', 'notification', 'statement']),
      enabled: z.boolean(),
      lastAt: z.string().nullable(),
      silent: z.boolean(),
    }),
  ),
  /** In the last 24 hours: messages no parser read, deliveries to no account of ours. */
  errors: z.object({ unparsed: z.number().int(), noAccount: z.number().int() }),
  waiting: z.object({
    review: z.number().int(),
    unmatched: z.number().int(),
    unparsed: z.number().int(),
    ambiguous: z.number().int(),
  }),
});
export type BankFeedHealth = z.infer<typeof bankFeedHealth>;

/** What one operator supplied as evidence of bank transfers (ADR 0131). */
export const operatorCreditBatchKinds = ['statement', 'typed_amount', 'settle_new', 'match'] as const;

/** One credit of a batch, as the second operator decides it: member, amount, the bank's time. */
export const heldCredit = z.object({
  id: z.number().int(),
  transferId: bankFeedTransferId,
  member: memberRef,
  amount: z.number(),
  bankTime: z.string(),
  status: operatorCreditStatus,
  decidedBy: operatorRef.nullable(),
  decidedAt: z.string().nullable(),
  /** Why it was rejected. */
  decisionReason: z.string().nullable(),
});
export type HeldCredit = z.infer<typeof heldCredit>;

/**
 * A batch of operator credits (ADR 0131): a statement file (its name and sha256) or one queue
 * item, who supplied it and why; its credits, applied at once below the second-approver limits,
 * the rest waiting for a second operator.
 */
export const heldCreditBatch = z.object({
  id: z.number().int(),
  kind: z.enum(operatorCreditBatchKinds),
  fileName: z.string().nullable(),
  fileSha256: z.string().nullable(),
  bankCode: z.string().nullable(),
  accountNo: z.string().nullable(),
  itemId: bankFeedItemId.nullable(),
  requestedBy: operatorRef,
  requestedAt: z.string(),
  reason: z.string(),
  credits: z.array(heldCredit),
});
export type HeldCreditBatch = z.infer<typeof heldCreditBatch>;

/** GET /api/backoffice/bank-feed/held: the batches with a credit that waits, oldest first. */
export const heldCreditBatchesReply = z.object({
  pending: pendingSummary,
  batches: z.array(heldCreditBatch),
});
export type HeldCreditBatchesReply = z.infer<typeof heldCreditBatchesReply>;
export const heldCreditParams = z.object({ creditId: idParam });
