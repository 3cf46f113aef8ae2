import { formatBaht, type StatementEntry, type StatementType } from '@wallet/contract';
import type { MessageKey, MessageVars } from '@wallet/i18n';

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

/** The amount with its sign and two decimals; the sign comes from the type, not the number's own. */
export function signedAmount(entry: Pick<StatementEntry, 'statementType' | 'amount'>): string {
  return `${signOf(entry.statementType)}${formatBaht(Math.abs(entry.amount))}`;
}

/** The first description among the optional details (bonus, promotion, invite, refund, lucky draw). */
export function detailOf(entry: StatementEntry): string | null {
  const detail = entry.bonus ?? entry.promotion ?? entry.invite ?? entry.refund ?? entry.luckydraw;
  return detail?.description || null;
}

type Translate = (key: MessageKey, vars?: MessageVars) => string;

/**
 * A place a movement went from or to (ADR 0021): WALLET, BANK, TRUEMONEY, QR:<channel> and
 * SLIP:<bank> are named in the member's language; a provider or bank code is shown as it is.
 */
export function placeLabel(place: string, t: Translate): string {
  if (place === 'WALLET') return t('statement.placeWallet');
  if (place === 'BANK') return t('statement.placeBank');
  if (place === 'TRUEMONEY') return t('statement.placeTrueMoney');
  const [kind, code] = place.split(':', 2);
  if (kind === 'QR' && code) return t('statement.placeQr', { channel: code });
  if (kind === 'SLIP' && code) return t('statement.placeSlip', { bank: code });
  return place;
}
