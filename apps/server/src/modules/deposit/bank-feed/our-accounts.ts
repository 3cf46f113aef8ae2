import type { SettingsService } from '../../settings/index.ts';
import { shownAccountFits } from '../slip/shown-account.ts';

export interface OurAccount {
  bankCode: string;
  accountNo: string;
}

/** The site's bank accounts members deposit to (the deposit lookup's BANK entries), once each. */
export async function ourBankAccounts(settings: SettingsService): Promise<OurAccount[]> {
  const deposit = await settings.get('deposit');
  const seen = new Map<string, OurAccount>();
  for (const bank of deposit.banks) {
    if (bank.bankType !== 'BANK') continue;
    seen.set(`${bank.bankCode}:${bank.bankAccountNo}`, {
      bankCode: bank.bankCode,
      accountNo: bank.bankAccountNo,
    });
  }
  return [...seen.values()];
}

/**
 * Which of our accounts a source means by the account it shows: the one of that bank the shown
 * form fits, and only when exactly one does (two accounts with the same shown digits cannot be
 * told apart, and money is never guessed onto one).
 */
export function resolveOurAccount(
  accounts: readonly OurAccount[],
  bankCode: string,
  shown: string,
): OurAccount | undefined {
  const fitting = accounts.filter((a) => a.bankCode === bankCode && shownAccountFits(shown, a.accountNo));
  return fitting.length === 1 ? fitting[0] : undefined;
}
