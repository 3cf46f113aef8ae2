import { formatBaht, type StatementEntry, type StatementType } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n';

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

const placeLabels: Record<string, MessageKey> = {
  WALLET: 'statement.placeWallet',
  BANK: 'statement.placeBank',
};

/** WALLET and BANK are ours to name; a provider code or a deposit channel is shown as it is. */
export function placeLabelKey(place: string): MessageKey | null {
  return placeLabels[place] ?? null;
}
