import { depositAccountCurrency, fromMinor, toMinor } from '@wallet/contract';
import type { ParsedNotification } from '../port.ts';
import type { NotificationParser } from './parser.ts';
import { bangkokTime, nameOrNull, oneLine, parsePrintedAmount } from './reading.ts';

/** How banks name the sender's bank in a message, to our bank codes. */
const SHOWN_BANKS: Record<string, string> = {
  KBANK: 'KBANK',
  KBNK: 'KBANK',
  SCB: 'SCB',
  KTB: 'KTB',
  BBL: 'BBL',
  BAY: 'BAY',
  GSB: 'GSB',
  TTB: 'TMB',
  TMB: 'TMB',
  UOB: 'UOB',
  CIMB: 'CIMB',
  CIMBT: 'CIMB',
  KKP: 'KKP',
  TISCO: 'TISCO',
  LHB: 'LHB',
  LHBANK: 'LHB',
  BAAC: 'BAAC',
  GHB: 'GHB',
};

export function bankOfShownName(name: string | undefined): string | null {
  return name ? (SHOWN_BANKS[name.toUpperCase()] ?? null) : null;
}

/**
 * A parser made of a bank's message shapes. Credit shapes name their parts with groups:
 * account, amount, day, month, year?, hour, minute, and where the bank shows them senderBank,
 * senderAccount, senderName, reference. A message that looks like a credit but whose amount or
 * date do not read, or whose amount has decimals its account's currency has not, is unparsed,
 * never guessed.
 */
export function byPatterns(spec: {
  bankCode: string;
  from: RegExp;
  prefix?: RegExp;
  credits: RegExp[];
  debits: RegExp[];
}): NotificationParser {
  const parse = (text: string, receivedAt: Date): ParsedNotification => {
    const line = oneLine(text);
    for (const pattern of spec.credits) {
      const g = pattern.exec(line)?.groups;
      if (!g) continue;
      const amount = parsePrintedAmount(g.amount ?? '');
      const bankTime = bangkokTime(
        { day: g.day ?? '', month: g.month ?? '', year: g.year, hour: g.hour ?? '', minute: g.minute ?? '' },
        receivedAt,
      );
      if (amount === undefined || bankTime === undefined || !g.account) break;
      // An account's money is its bank's currency (ADR 0175): a kip bank prints whole kip.
      if (toMinor(fromMinor(amount), depositAccountCurrency(spec.bankCode)) === undefined) break;
      return {
        kind: 'credit',
        entry: {
          bankCode: spec.bankCode,
          account: g.account,
          amount,
          bankTime,
          reference: g.reference ?? null,
          sender: {
            bankCode: bankOfShownName(g.senderBank),
            account: g.senderAccount ?? null,
            name: nameOrNull(g.senderName),
          },
        },
      };
    }
    if (spec.debits.some((pattern) => pattern.test(line)))
      return { kind: 'ignored', bankCode: spec.bankCode, why: 'debit' };
    return { kind: 'unparsed', bankCode: spec.bankCode };
  };
  return { bankCode: spec.bankCode, from: spec.from, ...(spec.prefix ? { prefix: spec.prefix } : {}), parse };
}

/** Pieces the banks' shapes share. */
export const AMOUNT = String.raw`(?<amount>\d{1,3}(?:,\d{3})*(?:\.\d{1,2})?|\d+(?:\.\d{1,2})?)`;
export const DMY = String.raw`(?<day>\d{1,2})[/-](?<month>\d{1,2})[/-](?<year>\d{4}|\d{2})`;
export const HM = String.raw`(?<hour>\d{1,2}):(?<minute>\d{2})`;
/** An account as printed, masked or not: X123456X, x123456, XXX-X-X1234-X, xx1234, *1234, 1234567890. */
export const SHOWN = String.raw`[Xx*\d][Xx*\d-]{2,20}`;
