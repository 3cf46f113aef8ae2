import QRCode from 'qrcode';
import { toBaht, type QrStateReply } from '@wallet/contract';
import type { PaidQr, QrRow } from './qr-repo.ts';

export const NO_QR: QrStateReply = { hasQrcode: false };

/**
 * No live QR because the last one was paid (ADR 0062): its id and amount, and PAID when the money
 * is in the wallet or PAID_REVIEW when an operator checks it first. The spec's shape is kept: the
 * message says why there is no QR.
 */
export function paidQrState(paid: PaidQr): QrStateReply {
  return {
    hasQrcode: false,
    qrcodeId: paid.id,
    amount: toBaht(paid.amount),
    message: paid.outcome === 'CREDITED' ? 'PAID' : 'PAID_REVIEW',
  };
}

/** The spec's QR code state; the image is SVG markup the web app shows as it is. */
export async function qrState(row: QrRow): Promise<QrStateReply> {
  return {
    hasQrcode: true,
    qrcodeId: row.id,
    qrcode: await QRCode.toString(row.payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 }),
    amount: toBaht(row.amount),
    expireIn: row.expireIn,
    expiresAt: row.expiresAt.toISOString(),
  };
}
