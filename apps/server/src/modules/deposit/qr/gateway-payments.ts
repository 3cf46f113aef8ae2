import type pg from 'pg';
import type { PaymentWebhookReply, QrChannel } from '@wallet/contract';
import type { PaymentNotice } from '../../../adapters/payment-gateway/port.ts';
import { crashPoint } from '../../../lib/crash-point.ts';
import { type BalanceEvents, creditDeposit, type Ledger, openDepositReview } from '../../wallet/index.ts';

interface PaymentRow {
  txnId: string;
  qrcodeId: string | null;
  memberId: number | null;
  amount: number;
  outcome: 'CREDITED' | 'REVIEW';
  /** The movement of the payment's op key: null until step 2 wrote it. */
  movementId: number | null;
}

/** The payment's key in the wallet: one movement per gateway transaction. */
function opKeyOf(channel: QrChannel, txnId: string): string {
  return `qr:${channel}:${txnId}`;
}

/**
 * The decision recorded for (channel $1, txnId $<txn>) with the movement of its op key ($<opKey>),
 * when the wallet has one: the movements' unique op key ties the two, so nothing notes it (ADR 0213).
 */
function recordedPayment(txn: number, opKey: number): string {
  return `SELECT p.txn_id AS "txnId", p.qrcode_id AS "qrcodeId", p.member_id AS "memberId", p.amount, p.outcome,
           m.id AS "movementId"
         FROM gateway_payments p LEFT JOIN movements m ON m.op_key = $${opKey}
         WHERE p.channel = $1 AND p.txn_id = $${txn}`;
}

/**
 * Payments confirmed by a gateway's webhook (ADR 0018). Two steps, each safe to repeat:
 * 1. decide, under the QR's row lock, and record the decision once per (channel, txnId);
 * 2. carry it out in the wallet under the opKey `qr:<channel>:<txnId>`.
 * Every delivery runs step 2 until the opKey has its movement, so a crash between the steps is
 * finished by the gateway's re-delivery, and the opKey keeps it to one credit.
 */
export class GatewayPayments {
  constructor(
    private readonly pool: pg.Pool,
    private readonly ledger: Ledger,
    private readonly events: BalanceEvents,
  ) {}

  async accept(channel: QrChannel, notice: PaymentNotice): Promise<PaymentWebhookReply> {
    const payment = await this.decide(channel, notice);
    if (payment.movementId === null) {
      crashPoint('qrDeposit.afterDecision');
      await this.carryOut(channel, payment);
    }
    return {
      message: 'SUCCESS',
      txnId: payment.txnId,
      outcome: payment.outcome,
      ...(payment.qrcodeId ? { qrcodeId: payment.qrcodeId } : {}),
    };
  }

  /**
   * The first payment of a QR with exactly its amount is credited, even after the QR expired
   * or was cancelled: the QR names the member and the amount proves the intent. Anything
   * else (another amount, a second payment, an order we do not know) waits for an operator.
   * One named statement (issue 44): the QR's row lock serialises deliveries for one QR, so "first
   * payment of this QR" has one answer (a delivery that waited reads the QR as the first left
   * it), and the (channel, txnId) key records one decision per payment. A re-delivery of a
   * payment decided before the statement began reads the decision and writes nothing: no QR lock,
   * no commit to flush (ADR 0213).
   */
  private async decide(channel: QrChannel, notice: PaymentNotice): Promise<PaymentRow> {
    const { rows } = await this.pool.query<PaymentRow>({
      name: 'gateway_payment_decide',
      text: `WITH recorded AS (${recordedPayment(3, 5)}),
       qr AS (
         SELECT id, member_id, amount, status FROM qr_codes
         WHERE channel = $1 AND gateway_ref = $2 AND NOT EXISTS (SELECT 1 FROM recorded) FOR UPDATE
       ),
       decided AS (
         INSERT INTO gateway_payments (channel, txn_id, qrcode_id, member_id, amount, outcome)
         SELECT $1, $3, qr.id, qr.member_id, $4,
                CASE WHEN qr.status <> 'PAID' AND qr.amount = $4 THEN 'CREDITED' ELSE 'REVIEW' END
         FROM (VALUES (1)) AS one LEFT JOIN qr ON true
         WHERE NOT EXISTS (SELECT 1 FROM recorded)
         ON CONFLICT (channel, txn_id) DO NOTHING
         RETURNING txn_id AS "txnId", qrcode_id AS "qrcodeId", member_id AS "memberId", amount, outcome,
           NULL::bigint AS "movementId"
       ),
       paid AS (
         UPDATE qr_codes SET status = 'PAID', updated_at = now()
         FROM decided WHERE qr_codes.id = decided."qrcodeId" AND qr_codes.status <> 'PAID'
       )
       SELECT * FROM decided UNION ALL SELECT * FROM recorded`,
      values: [channel, notice.gatewayRef, notice.txnId, notice.amount, opKeyOf(channel, notice.txnId)],
    });
    // Neither written nor read: decided by a delivery that committed after the statement's snapshot.
    return rows[0] ?? (await this.recorded(channel, notice.txnId))!;
  }

  private async recorded(channel: QrChannel, txnId: string) {
    const { rows } = await this.pool.query<PaymentRow>({
      name: 'gateway_payment_recorded',
      text: recordedPayment(2, 3),
      values: [channel, txnId, opKeyOf(channel, txnId)],
    });
    return rows[0];
  }

  /** An order we cannot tie to a member stays in gateway_payments for operators only. */
  private async carryOut(channel: QrChannel, payment: PaymentRow): Promise<void> {
    if (payment.memberId === null) return;
    const deposit = {
      memberId: payment.memberId,
      amount: payment.amount,
      opKey: opKeyOf(channel, payment.txnId),
      channel: `QR:${channel}`,
    };
    if (payment.outcome === 'CREDITED') await creditDeposit(this.ledger, this.events, deposit);
    else await openDepositReview(this.ledger, deposit);
    crashPoint('qrDeposit.afterCredit');
  }
}
