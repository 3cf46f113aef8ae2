import type { Locale } from './constants.ts';
import type { Currency } from './money.ts';
import type { SiteVariant } from './rules.ts';

/** What decides where a bank is offered: its country, and the operator's Thai-only mark. */
export interface SiteBank {
  country: 'TH' | 'LA';
  thaiOnly: boolean;
}

/**
 * The Thai site offers Thai banks only: its members register and are paid in baht in Thailand.
 * The Lao site offers Lao banks and the Thai banks its members use for baht, except the ones the
 * operator marks Thai-only.
 */
export function bankServesSite(bank: SiteBank, variant: SiteVariant): boolean {
  return variant === 'th' ? bank.country === 'TH' : !bank.thaiOnly;
}

/**
 * The Lao banks of the bank lookup (the seed's country 'LA' rows): an account at one of them is
 * held in kip. Every other bank is Thai and holds baht. Kept beside the bank lookup's countries so
 * a new Lao bank is added in both places in one change.
 */
export const LAO_BANK_CODES: readonly string[] = ['BCEL', 'LDB', 'APB', 'JDB', 'STB', 'LVB'];

/**
 * The currency money arrives in at a deposit account of this bank (ADR 0175): what a bank feed,
 * statement or slip reads there is counted in it. Derived from the bank, never from the
 * operator's typed `currency` of the entry, so a typo cannot decide whose wallet money reaches.
 */
export function depositAccountCurrency(bankCode: string): Currency {
  return LAO_BANK_CODES.includes(bankCode.toUpperCase()) ? 'LAK' : 'THB';
}

/** The currency a deposit account on this site may hold (settings write THB for baht, LAK for kip). */
export function depositCurrencyServesSite(currency: string, variant: SiteVariant): boolean {
  return variant === 'th' ? currency === 'THB' : currency === 'THB' || currency === 'LAK';
}

/** A bank's names as the lookups send them; nameLA may be missing in an operator's deposit entry. */
export interface BankNames {
  nameTH: string;
  nameEN: string;
  nameLA?: string | undefined;
}

/**
 * The bank's name in the member's language. A Lao reader without a Lao name gets the English one:
 * Latin letters are more familiar to Lao members than Thai script.
 */
export function bankNameIn(bank: BankNames, locale: Locale): string {
  if (locale === 'th') return bank.nameTH;
  if (locale === 'la' && bank.nameLA) return bank.nameLA;
  return bank.nameEN;
}
