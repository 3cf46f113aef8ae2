import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, memberId, satang } from './columns.ts';

/**
 * QR deposits (GET/POST/DELETE /api/qrcode/{channel}). One ACTIVE QR per member at a time:
 * creating one cancels the others in the same transaction (the partial unique index holds it).
 */
export const qrCodes = pgTable(
  'qr_codes',
  {
    /** The public qrcodeId. */
    id: text('id').primaryKey(),
    memberId: memberId().notNull(),
    channel: text('channel').notNull(),
    amount: satang('amount').notNull(),
    status: text('status', { enum: ['ACTIVE', 'PAID', 'CANCELLED', 'EXPIRED'] }).notNull(),
    /** The PromptPay EMVCo payload the QR image encodes. */
    payload: text('payload').notNull(),
    /** The gateway's own id of this payment request. */
    gatewayRef: text('gateway_ref').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('qr_codes_one_active')
      .on(t.memberId)
      .where(sql`${t.status} = 'ACTIVE'`),
    uniqueIndex('qr_codes_gateway_ref_key').on(t.channel, t.gatewayRef),
    index('qr_codes_member_idx').on(t.memberId, t.createdAt),
  ],
);

/**
 * Payment confirmations accepted from a gateway's webhook, one row per gateway transaction id:
 * the natural idempotency key, so a replayed or duplicated delivery credits nothing. What became
 * of the payment is the movement of op key `qr:<channel>:<txnId>` (ADR 0213), not a column here.
 */
export const gatewayPayments = pgTable(
  'gateway_payments',
  {
    channel: text('channel').notNull(),
    txnId: text('txn_id').notNull(),
    qrcodeId: text('qrcode_id'),
    memberId: memberId(),
    amount: satang('amount').notNull(),
    /** CREDITED to the wallet, or REVIEW for an operator (expired or cancelled QR, amount mismatch). */
    outcome: text('outcome', { enum: ['CREDITED', 'REVIEW'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.channel, t.txnId] }),
    // The QR deposit's paid state reads how a QR's payment ended (GET /api/qrcode/{channel}).
    index('gateway_payments_qrcode_idx').on(t.qrcodeId),
  ],
);

/** Uploaded bank slips (POST /api/wallet/slip) and what became of them. */
export const slips = pgTable(
  'slips',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public reference: GET /api/statement/slip/reference/{reference}. */
    reference: text('reference').notNull(),
    memberId: memberId().notNull(),
    /** From the slip's mini-QR; null when it could not be read. */
    sendingBank: text('sending_bank'),
    transRef: text('trans_ref'),
    /** Satang; 0 until the verifier tells the amount. */
    amount: satang('amount').notNull().default(0),
    status: text('status', { enum: ['PENDING', 'SUCCESS', 'FAILED'] }).notNull(),
    note: text('note'),
    /** Where the image is kept (file storage port). */
    fileKey: text('file_key').notNull(),
    movementId: bigint('movement_id', { mode: 'number' }),
    /**
     * The bank transfer the verifier told (its receiving account, amount, time and sender), kept
     * so an operator's approval claims that very transfer from the bank feed (ADR 0181); null
     * when the slip was never verified or its account is not one of ours.
     */
    transferSighting: jsonb('transfer_sighting'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('slips_reference_key').on(t.reference), index('slips_member_idx').on(t.memberId, t.id)],
);

/** A bank transfer (sending bank + transRef) can fund one slip only: the first upload claims it. */
export const slipRefs = pgTable(
  'slip_refs',
  {
    sendingBank: text('sending_bank').notNull(),
    transRef: text('trans_ref').notNull(),
    slipId: bigint('slip_id', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sendingBank, t.transRef] })],
);

/** TrueMoney gift vouchers redeemed or tried (POST /api/wallet/truelink), by voucher hash. */
export const trueMoneyVouchers = pgTable(
  'truemoney_vouchers',
  {
    voucherHash: text('voucher_hash').primaryKey(),
    /** The voucher's number in the deposit review queue (`voucher-<id>`): the hash is the link's secret. */
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity(),
    memberId: memberId().notNull(),
    amount: satang('amount'),
    /**
     * PENDING while the redeemer is called; REVIEW when its answer was unclear; OPERATOR while it
     * waits for finance to redeem it by hand in the TrueMoney app (TRUEMONEY=manual, ADR 0147).
     */
    status: text('status', { enum: ['PENDING', 'REDEEMED', 'REVIEW', 'FAILED', 'OPERATOR'] }).notNull(),
    movementId: bigint('movement_id', { mode: 'number' }),
    /**
     * The member request's operation key (its Idempotency-Key) that made the attempt: a replay
     * after its process died answers the attempt's end, not TRUELINK_DUPLICATE (ADR 0195).
     */
    opKey: text('op_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('truemoney_vouchers_member_idx').on(t.memberId),
    uniqueIndex('truemoney_vouchers_id_idx').on(t.id),
    uniqueIndex('truemoney_vouchers_op_key_idx').on(t.opKey),
  ],
);

/** The sandbox payment gateway's own orders, kept as a remote gateway would keep them. */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  ref: text('ref').primaryKey(),
  channel: text('channel').notNull(),
  amount: satang('amount').notNull(),
  status: text('status', { enum: ['OPEN', 'PAID', 'CANCELLED'] }).notNull(),
  createdAt: createdAt(),
});

/** The sandbox bank's transfers, which the sandbox slip verifier looks up by transRef. */
export const sandboxBankTransfers = pgTable(
  'sandbox_bank_transfers',
  {
    sendingBank: text('sending_bank').notNull(),
    transRef: text('trans_ref').notNull(),
    amount: satang('amount').notNull(),
    receiverBank: text('receiver_bank').notNull(),
    receiverAccountNo: text('receiver_account_no').notNull(),
    senderAccountNo: text('sender_account_no'),
    /** The sender's name and the receiving account's balance after it, as the bank feed reports them (issue 23). */
    senderName: text('sender_name'),
    balanceAfter: satang('balance_after'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sendingBank, t.transRef] })],
);

/** The sandbox TrueMoney service's gift vouchers. */
export const sandboxTrueMoneyVouchers = pgTable(
  'sandbox_truemoney_vouchers',
  {
    voucherHash: text('voucher_hash').primaryKey(),
    amount: satang('amount').notNull(),
    redeemedBy: text('redeemed_by'),
    createdAt: createdAt(),
  },
  (t) => [check('sandbox_truemoney_vouchers_positive', sql`${t.amount} > 0`)],
);
