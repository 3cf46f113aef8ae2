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
  movementId: number | null;
}

const COLUMNS = `txn_id AS "txnId", qrcode_id AS "qrcodeId", member_id AS "memberId", amount, outcome,
  movement_id AS "movementId"`;

/**
 * Payments confirmed by a gateway's webhook (ADR 0018). Two steps, each safe to repeat:
 * 1. decide, under the QR's row lock, and record the decision once per (channel, txnId);
 * 2. carry it out in the wallet under the opKey `qr:<channel>:<txnId>`.
 * Every delivery runs step 2 until the movement is noted, so a crash between the steps is
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
   */
  private async decide(channel: QrChannel, notice: PaymentNotice): Promise<PaymentRow> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Serialises deliveries for one QR, so "first payment of this QR" has one answer.
      const { rows: qrs } = await client.query<{
        id: string;
        memberId: number;
        amount: number;
        status: string;
      }>(
        `SELECT id, member_id AS "memberId", amount, status FROM qr_codes
         WHERE channel = $1 AND gateway_ref = $2 FOR UPDATE`,
        [channel, notice.gatewayRef],
      );
      const qr = qrs[0];
      const recorded = await this.recorded(client, channel, notice.txnId);
      if (recorded) {
        await client.query('COMMIT');
        return recorded;
      }
      const credit = qr !== undefined && qr.status !== 'PAID' && qr.amount === notice.amount;
      const { rows } = await client.query<PaymentRow>(
        `INSERT INTO gateway_payments (channel, txn_id, qrcode_id, member_id, amount, outcome)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (channel, txn_id) DO NOTHING
         RETURNING ${COLUMNS}`,
        [
          channel,
          notice.txnId,
          qr?.id ?? null,
          qr?.memberId ?? null,
          notice.amount,
          credit ? 'CREDITED' : 'REVIEW',
        ],
      );
      if (rows[0] && qr && qr.status !== 'PAID') {
        await client.query(`UPDATE qr_codes SET status = 'PAID', updated_at = now() WHERE id = $1`, [qr.id]);
      }
      const payment = rows[0] ?? (await this.recorded(client, channel, notice.txnId))!;
      await client.query('COMMIT');
      return payment;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  }

  private async recorded(client: pg.PoolClient, channel: QrChannel, txnId: string) {
    const { rows } = await client.query<PaymentRow>(
      `SELECT ${COLUMNS} FROM gateway_payments WHERE channel = $1 AND txn_id = $2`,
      [channel, txnId],
    );
    return rows[0];
  }

  /** An order we cannot tie to a member stays in gateway_payments for operators only. */
  private async carryOut(channel: QrChannel, payment: PaymentRow): Promise<void> {
    if (payment.memberId === null) return;
    const deposit = {
      memberId: payment.memberId,
      amount: payment.amount,
      opKey: `qr:${channel}:${payment.txnId}`,
      channel: `QR:${channel}`,
    };
    const movement =
      payment.outcome === 'CREDITED'
        ? (await creditDeposit(this.ledger, this.events, deposit)).movement
        : await openDepositReview(this.ledger, deposit);
    crashPoint('qrDeposit.afterCredit');
    await this.pool.query(
      `UPDATE gateway_payments SET movement_id = $3 WHERE channel = $1 AND txn_id = $2 AND movement_id IS NULL`,
      [channel, payment.txnId, movement.id],
    );
  }
}
