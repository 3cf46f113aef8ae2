import { toBaht } from '@wallet/contract';
/**
 * PromptPay QR payloads (EMVCo merchant-presented mode, Thai QR Payment standard), built by
 * hand so the sandbox gateway shows members the same kind of code a real gateway would:
 * any Thai banking app can read it, amount included.
 */

/** Who receives the money: PromptPay's proxy kinds inside tag 29. */
export type PromptPayProxy =
  { kind: 'mobile'; value: string } | { kind: 'taxId'; value: string } | { kind: 'eWallet'; value: string };

export interface PromptPayRequest {
  proxy: PromptPayProxy;
  /** Satang; a dynamic (one payment) QR always carries its amount. */
  amount: number;
  /** Tag 62 sub-tag 05: the gateway's reference, so the payment names its order (max 25). */
  reference: string;
}

const PROMPTPAY_AID = 'A000000677010111';
const PROXY_SUBTAG: Record<PromptPayProxy['kind'], string> = { mobile: '01', taxId: '02', eWallet: '03' };

function tlv(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV tag ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Mobile numbers travel as 0066 + the number without its leading 0 (13 digits). */
function proxyValue(proxy: PromptPayProxy): string {
  if (proxy.kind === 'mobile') return `0066${proxy.value.replace(/^0/, '')}`;
  return proxy.value;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo tag 63 requires. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function promptPayPayload({ proxy, amount, reference }: PromptPayRequest): string {
  if (!Number.isInteger(amount) || amount <= 0) throw new Error('a PromptPay amount is positive satang');
  if (!/^[A-Za-z0-9]{1,25}$/.test(reference))
    throw new Error('a PromptPay reference is 1-25 letters or digits');
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('29', tlv('00', PROMPTPAY_AID) + tlv(PROXY_SUBTAG[proxy.kind], proxyValue(proxy))),
    tlv('53', '764'),
    tlv('54', toBaht(amount).toFixed(2)),
    tlv('58', 'TH'),
    tlv('62', tlv('05', reference)),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}
