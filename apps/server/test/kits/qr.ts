import { qrApi, sandboxApi, type QrChannel, type QrStateReply } from '@wallet/contract';
import type { TestApp } from '../harness.ts';
import type { Player } from '../money.ts';
import { call } from '../call.ts';

/** The QR routes by method: the current QR, a new one, cancelling it. */
const QR_ROUTES = { GET: qrApi.current, POST: qrApi.create, DELETE: qrApi.cancel } as const;

/** Requests and table reads the QR suites share. */
export function qrRequest(
  t: TestApp,
  player: Player,
  method: 'GET' | 'POST' | 'DELETE',
  channel: string,
  payload?: unknown,
) {
  return call(t.app, QR_ROUTES[method], {
    params: { channel },
    headers: player.headers,
    body: payload as object | undefined,
  });
}

export async function createQr(t: TestApp, player: Player, channel: QrChannel, amount: number) {
  const response = await qrRequest(t, player, 'POST', channel, { amount });
  if (response.statusCode !== 200) throw new Error(`QR create failed: ${response.body}`);
  return response.json() as Required<Omit<QrStateReply, 'message'>>;
}

/** The sandbox bank pays the QR; answers what our webhook answered. */
export function payQr(t: TestApp, qrcodeId: string, body?: { amount?: number; txnId?: string }) {
  return call(t.app, sandboxApi.payQr, { params: { qrcodeId }, body });
}

export async function qrRow(t: TestApp, qrcodeId: string) {
  const { rows } = await t.database.pool.query<{
    status: string;
    amount: number;
    payload: string;
    gateway_ref: string;
    member_id: number;
    channel: string;
  }>('SELECT status, amount, payload, gateway_ref, member_id, channel FROM qr_codes WHERE id = $1', [
    qrcodeId,
  ]);
  return rows[0];
}

export async function gatewayOrderStatus(t: TestApp, gatewayRef: string) {
  const { rows } = await t.database.pool.query<{ status: string }>(
    'SELECT status FROM sandbox_gateway_orders WHERE ref = $1',
    [gatewayRef],
  );
  return rows[0]?.status;
}

export async function activeQrs(t: TestApp, memberId: number) {
  const { rows } = await t.database.pool.query<{ id: string; channel: string }>(
    `SELECT id, channel FROM qr_codes WHERE member_id = $1 AND status = 'ACTIVE'`,
    [memberId],
  );
  return rows;
}

export async function depositMovements(t: TestApp, memberId: number) {
  const { rows } = await t.database.pool.query<{ status: string; amount: number; op_key: string }>(
    `SELECT status, amount, op_key FROM movements WHERE member_id = $1 AND kind = 'deposit' AND op_key LIKE 'qr:%'
     ORDER BY id`,
    [memberId],
  );
  return rows;
}

export const expireQr = (t: TestApp, qrcodeId: string) =>
  t.database.pool.query(`UPDATE qr_codes SET expires_at = now() - interval '1 second' WHERE id = $1`, [
    qrcodeId,
  ]);
