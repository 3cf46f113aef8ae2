import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import {
  signWebhook,
  SIGNATURE_HEADER,
} from '../../../apps/server/src/adapters/payment-gateway/webhook-signature.ts';

export interface Delivery {
  headers: Record<string, string>;
  body: string;
}

export interface PaymentSet {
  /** Every delivery in the order it is sent: each payment once, plus re-deliveries. */
  deliveries: Delivery[];
  payments: number;
  duplicates: number;
  /** Satang the payments add up to: what the wallets must gain, exactly. */
  satang: number;
  /** Prefix of the payments' gateway transaction ids. */
  txnPrefix: string;
}

/**
 * QRs already replaced or expired, as most of them are when a member pays late: each payment of
 * the exact amount credits once (ADR 0018). Rows are written straight to the table: making them
 * is set-up, not what the bench measures.
 */
async function makeQrs(pool: pg.Pool, memberIds: number[], count: number, tag: string): Promise<number[]> {
  const { rows } = await pool.query<{ amount: number }>(
    `INSERT INTO qr_codes (id, member_id, channel, amount, status, payload, gateway_ref, expires_at)
     SELECT $1 || g, ($2::bigint[])[1 + g % cardinality($2::bigint[])], 'KBANK', (1 + g % 500) * 100,
            'EXPIRED', 'bench', $1 || g, now() - interval '1 minute'
     FROM generate_series(0, $3::int - 1) AS g
     ORDER BY g
     RETURNING amount`,
    [`bench-${tag}-`, memberIds, count],
  );
  return rows.map((row) => row.amount);
}

function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/** Signed deliveries of `count` payments with `duplicateShare` of all deliveries being re-deliveries. */
export async function paymentSet(
  pool: pg.Pool,
  webhookKey: string,
  memberIds: number[],
  count: number,
  duplicateShare: number,
): Promise<PaymentSet> {
  const tag = randomUUID().slice(0, 8);
  const amounts = await makeQrs(pool, memberIds, count, tag);
  const paidAt = new Date().toISOString();
  const txnPrefix = `BENCH${tag}X`;
  const firsts = amounts.map((amount, index) => {
    const body = JSON.stringify({
      event: 'payment.paid',
      txnId: `${txnPrefix}${index}`,
      ref: `bench-${tag}-${index}`,
      amount: amount / 100,
      paidAt,
    });
    return {
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(webhookKey, body) },
      body,
    };
  });
  const duplicates = Math.round((count * duplicateShare) / (1 - duplicateShare));
  const again = Array.from({ length: duplicates }, () => firsts[Math.floor(Math.random() * count)]!);
  return {
    deliveries: shuffle([...firsts, ...again]),
    payments: count,
    duplicates,
    satang: amounts.reduce((sum, amount) => sum + amount, 0),
    txnPrefix,
  };
}

/** What the books say about a payment set: credits, their total, and how many were booked twice. */
export async function creditsOf(pool: pg.Pool, set: PaymentSet) {
  const { rows } = await pool.query<{ credits: number; satang: string | null; doubled: number }>(
    `SELECT count(*)::int AS credits, sum(amount) AS satang,
            count(*)::int - count(DISTINCT op_key)::int AS doubled
     FROM movements WHERE op_key LIKE $1 AND status = 'SUCCESS'`,
    [`qr:KBANK:${set.txnPrefix}%`],
  );
  return { credits: rows[0]!.credits, satang: Number(rows[0]!.satang ?? 0), doubled: rows[0]!.doubled };
}
