import { toBaht } from '@wallet/contract';
import { crc16, tlv, withCrc } from './emv-tlv.ts';

export { crc16 };
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

/** Mobile numbers travel as 0066 + the number without its leading 0 (13 digits). */
function proxyValue(proxy: PromptPayProxy): string {
  if (proxy.kind === 'mobile') return `0066${proxy.value.replace(/^0/, '')}`;
  return proxy.value;
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
  return withCrc(body);
}
