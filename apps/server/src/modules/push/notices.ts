import { formatBaht, toBaht, type Locale, type PushPayload } from '@wallet/contract';
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
 * The notification a device shows, in its language. An amount is shown only where the member chose
 * it on that device (ADR 0156): a phone's locked screen is read by whoever holds it.
 */
export function noticeOf(event: PushEvent, language: Locale, showAmounts: boolean): PushPayload {
  const text = (suffix: 'title' | 'body' | 'amount', vars?: Record<string, string>) =>
    noticeText(language, `${event.kind}.${suffix}` as NoticeTextKey, vars);
  const body =
    'amount' in event && showAmounts
      ? text('amount', { amount: formatBaht(toBaht(event.amount)) })
      : text('body');
  return { title: text('title'), body, url: OPENS[event.kind], tag: event.kind };
}
