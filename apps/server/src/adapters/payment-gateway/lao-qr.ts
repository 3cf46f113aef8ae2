import { fromMinor } from '@wallet/contract';
import { tlv, withCrc } from './emv-tlv.ts';

/**
 * LAO QR payloads: the EMVCo merchant-presented QR of Laos' national switch (LAPNet), which every
 * Lao banking app (BCEL One, LDB, JDB, …) reads. As published: the LAPNet template in tag 38 with
 * LAPNet's AID (sub-tag 00), the acquiring member's IIN (01), the payment type (02) and the
 * receiver's account (03); currency 418 (LAK), country LA; the bill number in tag 62 sub-tag 01.
 * Amounts are whole kip (ADR 0159), so tag 54 has no decimals.
 */
export interface LaoQrRequest {
  /** The acquiring bank's 8-digit LAPNet IIN. */
  iin: string;
  /** The receiving merchant account or id at that bank. */
  receiver: string;
  /** Minor units of kip (1/100); a dynamic QR always carries its amount, in whole kip. */
  amount: number;
  /** The order's bill number (tag 62-01), so the payment names its order (max 25). */
  reference: string;
}

export const LAPNET_AID = 'A005266284662577';
/** The payment type LAPNet's published merchant QR uses for a payment to a merchant account. */
const MERCHANT_PAYMENT = '002';
const LAK_NUMERIC = '418';
/** Merchant category: the sandbox uses "other" (no MCC of its own for a wallet top-up). */
const MCC = '5999';

export function laoQrPayload({ iin, receiver, amount, reference }: LaoQrRequest): string {
  if (!Number.isInteger(amount) || amount <= 0 || amount % 100 !== 0)
    throw new Error('a LAO QR amount is a positive whole number of kip');
  if (!/^\d{8}$/.test(iin)) throw new Error('a LAPNet IIN is 8 digits');
  if (!/^[A-Za-z0-9]{1,25}$/.test(receiver)) throw new Error('a LAO QR receiver is 1-25 letters or digits');
  if (!/^[A-Za-z0-9]{1,25}$/.test(reference)) throw new Error('a LAO QR reference is 1-25 letters or digits');
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('38', tlv('00', LAPNET_AID) + tlv('01', iin) + tlv('02', MERCHANT_PAYMENT) + tlv('03', receiver)),
    tlv('52', MCC),
    tlv('53', LAK_NUMERIC),
    tlv('54', String(fromMinor(amount))),
    tlv('58', 'LA'),
    tlv('62', tlv('01', reference)),
  ].join('');
  return withCrc(body);
}
