import QRCode from 'qrcode';
import { toBaht, type QrStateReply } from '@wallet/contract';
import type { QrRow } from './qr-repo.ts';

export const NO_QR: QrStateReply = { hasQrcode: false };

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
