import { randomBytes } from 'node:crypto';
import { pathOf, qrApi, sandboxApi } from '@wallet/contract';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { depositBooks } from './deposit-books.ts';

const CHANNEL = 'KBANK';
const AMOUNT_BAHT = 300.25;
const AMOUNT = 30_025;

/**
 * A QR deposit confirmed by the gateway's signed webhook (ADR 0018): the member makes a QR, the
 * payer's bank pays it, and the sandbox gateway delivers the webhook through the real route.
 * The gateway's re-delivery of the same payment (its txnId) is the request replayed. The draw:
 * the QR still live when paid, or cancelled by the member first (a late payment credits too).
 */
export const qrDepositPath: MoneyPathDriver = {
  path: 'qrDeposit',
  draw(random) {
    const qr = random.pick(['live', 'cancelled'] as const);
    return { label: `${CHANNEL}, ${qr} QR paid`, faults: [], choice: qr };
  },

  async prepare({ server, member }, draw) {
    const created = await memberCall(
      server.url,
      'POST',
      pathOf(qrApi.create, { channel: CHANNEL }),
      member.token,
      {
        amount: AMOUNT_BAHT,
      },
    );
    const qrcodeId = String(created.qrcodeId);
    if (draw.choice === 'cancelled')
      await memberCall(server.url, 'DELETE', pathOf(qrApi.cancel, { channel: CHANNEL }), member.token, {
        qrcodeId,
      });
    const txnId = `EXPLORE${randomBytes(8).toString('hex').toUpperCase()}`;
    return { path: pathOf(sandboxApi.payQr, { qrcodeId }), body: { txnId } };
  },

  async judge(context, replay) {
    return [
      ...(await depositBooks(context.pool, context.member.memberId, AMOUNT)),
      ...(await paymentOf(context, replay)),
    ];
  },
};

async function paymentOf({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{ txnId: string; outcome: string; movementId: number | null }>(
    `SELECT p.txn_id AS "txnId", p.outcome, m.id AS "movementId"
     FROM gateway_payments p LEFT JOIN movements m ON m.op_key = 'qr:' || p.channel || ':' || p.txn_id
     WHERE p.member_id = $1`,
    [member.memberId],
  );
  const problems: string[] = [];
  const [payment] = rows;
  if (rows.length !== 1 || !payment) return [`${rows.length} gateway payments recorded for the member`];
  if (payment.movementId === null) problems.push(`payment ${payment.txnId} has no movement under its op key`);
  const { message, outcome, txnId } = replay.body;
  if (replay.status !== 200 || message !== 'SUCCESS' || outcome !== 'CREDITED' || txnId !== payment.txnId)
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for a ${payment.outcome} payment`,
    );
  return problems;
}

async function memberCall(
  url: string,
  method: 'POST' | 'DELETE',
  route: string,
  token: string,
  body: object,
): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Record<string, unknown>;
  if (response.status !== 200)
    throw new Error(`${method} ${route}: ${response.status} ${JSON.stringify(answer)}`);
  return answer;
}
