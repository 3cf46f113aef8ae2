import {
  formatBaht,
  type Locale,
  type StatementDetail,
  type StatementEntry,
  type StatementType,
} from '@wallet/contract';
import type { MessageKey, MessageVars } from '@wallet/i18n';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { qrChannelName } from '../../lib/format/qr-channel-name.ts';

export const statementTypeLabels: Record<StatementType, MessageKey> = {
  deposit: 'statement.typeDeposit',
  bonus: 'statement.typeBonus',
  finish_bonus: 'statement.typeFinishBonus',
  withdraw: 'statement.typeWithdraw',
  transfer: 'statement.typeTransfer',
};

/** Spec doc 2 section 2: + for deposit and bonus, - for withdraw, no sign for the rest. */
export function signOf(type: StatementType): '+' | '-' | '' {
  if (type === 'deposit' || type === 'bonus') return '+';
  if (type === 'withdraw') return '-';
  return '';
}

/**
 * The amount with its sign, in the member's currency (baht with two decimals as the spec shows it,
 * kip whole with ₭); the sign comes from the type, not the number's own.
 */
export function signedAmount(
  entry: Pick<StatementEntry, 'statementType' | 'amount'>,
  figure: (amount: number) => string = formatBaht,
): string {
  return `${signOf(entry.statementType)}${figure(Math.abs(entry.amount))}`;
}

/**
 * The amount's colour says which way the money went (in green, out red, a move between the
 * member's own places neutral); a failed row moved nothing and is struck through. The status
 * badge beside it keeps the spec's status colours, so the two never mean the same thing.
 */
export type AmountDirection = 'in' | 'out' | 'moved' | 'void';

export function amountDirection(entry: Pick<StatementEntry, 'statementType' | 'status'>): AmountDirection {
  if (entry.status === 'FAILED') return 'void';
  const sign = signOf(entry.statementType);
  if (sign === '+') return 'in';
  if (sign === '-') return 'out';
  return 'moved';
}

type Translate = (key: MessageKey, vars?: MessageVars) => string;

/** The period's last second: a refund period ends where the next begins. */
const lastSecondOf = (end: string) => new Date(Date.parse(end) - 1000).toISOString();

/**
 * The first of the optional details (bonus, promotion, invite, refund, lucky draw) in the member's
 * language, from the facts the server sends (issue 42: a draw, a refund's period in Bangkok time, a
 * coupon's prize); a detail without facts (an operator's bonus name) as written.
 */
export function detailOf(entry: StatementEntry, t: Translate, locale: Locale): string | null {
  const detail: StatementDetail | undefined =
    entry.bonus ?? entry.promotion ?? entry.invite ?? entry.refund ?? entry.luckydraw;
  if (!detail) return null;
  if (detail.draw)
    return t(detail.draw.won ? 'statement.detailDrawWon' : 'statement.detailDrawLost', {
      id: detail.draw.id,
    });
  if (detail.period)
    return t('statement.detailRefundPeriod', {
      start: formatDateTime(detail.period.start),
      end: formatDateTime(lastSecondOf(detail.period.end)),
    });
  if (detail.coupon)
    return t('statement.detailCoupon', {
      code: detail.coupon.code,
      name: detail.coupon.names[locale] || detail.coupon.names.th,
    });
  return detail.description || null;
}

/** A draw that went against the member: the money went to the house, so nothing was won. */
export function isLostDraw(entry: Pick<StatementEntry, 'status' | 'to'>): boolean {
  return entry.status === 'FAILED' && entry.to === 'HOUSE';
}

/** Names of the places a code can stand for, in the member's language; undefined when unknown. */
export interface PlaceNames {
  provider(code: string): string | undefined;
  bank(code: string): string | undefined;
}

/** The places the ledger names with a fixed code, each with its text in the member's language. */
const FIXED_PLACES: Record<string, MessageKey> = {
  WALLET: 'statement.placeWallet',
  BANK: 'statement.placeBank',
  TRUEMONEY: 'statement.placeTrueMoney',
  SANDBOX: 'statement.placeSandbox',
  BONUS: 'statement.placeBonus',
  INVITE: 'statement.placeInvite',
  REFUND: 'statement.placeRefund',
  // A lost draw's money goes to the house: the member reads that it was not received.
  HOUSE: 'statement.placeHouse',
  ADJUSTMENT: 'statement.placeAdjustment',
};

/**
 * A place a movement went from or to (ADR 0021): the fixed codes, QR:<channel> and SLIP:<bank> are
 * named in the member's language, a provider by its name and a bank by its name in the member's
 * language, as is BANK:<bank> (a transfer the bank feed credited, named by the bank of the site's
 * account it reached); a code nothing names (a provider since removed) is shown as it is.
 */
export function placeLabel(
  place: string,
  t: Translate,
  names: PlaceNames,
  side: 'from' | 'to' = 'to',
): string {
  // Money the house pays out (a refund received) comes from the site, not from a lost draw.
  if (place === 'HOUSE' && side === 'from') return t('statement.placeSite');
  const fixed = FIXED_PLACES[place];
  if (fixed) return t(fixed);
  const [kind, code] = place.split(':', 2);
  if (kind === 'QR' && code) return qrChannelName(code, t);
  if (kind === 'SLIP' && code) return t('statement.placeSlip', { bank: names.bank(code) ?? code });
  if (kind === 'BANK' && code) return names.bank(code) ?? code;
  return names.provider(place) ?? names.bank(place) ?? place;
}
