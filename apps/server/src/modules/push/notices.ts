import {
  formatBaht,
  formatMoney,
  toBaht,
  type Currency,
  type Locale,
  type PushPayload,
} from '@wallet/contract';
import { noticeText, type NoticeTextKey } from './notice-texts.ts';

/** What a member is told about (issue 42); amounts in satang. */
export type PushEvent =
  | { kind: 'depositCredited'; amount: number }
  | { kind: 'withdrawalPaid'; amount: number }
  | { kind: 'withdrawalRejected'; amount: number }
  | { kind: 'supportReplied' }
  | { kind: 'couponExpires'; amount: number };

/** The screen a tap opens: where the member acts on what they were told. */
const OPENS: Record<PushEvent['kind'], string> = {
  depositCredited: '/user/home',
  withdrawalPaid: '/user/statement',
  withdrawalRejected: '/user/statement',
  supportReplied: '/user/contact',
  couponExpires: '/user/spin',
};

/**
 * An amount (minor units) as the member reads it in a notice: baht as the app shows it (two
 * decimals), kip in whole kip grouped the way the device's language writes numbers (ADR 0167).
 */
function amountIn(amount: number, currency: Currency, language: Locale): string {
  return currency === 'LAK' ? formatMoney(toBaht(amount), 'LAK', language) : formatBaht(toBaht(amount));
}

/**
 * The notification a device shows, in its language. An amount is shown only where the member chose
 * it on that device (ADR 0156): a phone's locked screen is read by whoever holds it; it is in the
 * member's currency, kip with the kip text.
 */
export function noticeOf(
  event: PushEvent,
  language: Locale,
  showAmounts: boolean,
  currency: Currency = 'THB',
): PushPayload {
  const text = (suffix: 'title' | 'body' | 'amount' | 'amountKip', vars?: Record<string, string>) =>
    noticeText(language, `${event.kind}.${suffix}` as NoticeTextKey, vars);
  const body =
    'amount' in event && showAmounts
      ? text(currency === 'LAK' ? 'amountKip' : 'amount', {
          amount: amountIn(event.amount, currency, language),
        })
      : text('body');
  return { title: text('title'), body, url: OPENS[event.kind], tag: event.kind };
}
