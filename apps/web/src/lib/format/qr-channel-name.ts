import { PROMPTPAY_QR_CHANNELS } from '@wallet/contract';
import type { MessageKey, MessageVars } from '@wallet/i18n';

type Translate = (key: MessageKey, vars?: MessageVars) => string;

/**
 * A QR channel in words (issue 42): the member knows KBANK's QR as their bank's, and the payment
 * gateways (WW, PAYTIMZ, PAYONEX, FP) mean nothing to them, so each is "PromptPay QR n" by its fixed
 * place among the gateways: the same name on the deposit tabs and in the statement. The Lao QR
 * (LAOQR) is named as Lao banking apps name it. A code this build does not know is shown as it came.
 */
export function qrChannelName(channel: string, t: Translate): string {
  if (channel === 'KBANK') return t('deposit.qrChannelKbank');
  if (channel === 'LAOQR') return t('deposit.qrChannelLaoQr');
  const gateways: readonly string[] = PROMPTPAY_QR_CHANNELS.filter((code) => code !== 'KBANK');
  const place = gateways.indexOf(channel);
  return place < 0 ? channel : t('deposit.qrChannelGateway', { n: place + 1 });
}
