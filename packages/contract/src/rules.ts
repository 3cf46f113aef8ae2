import { ENGLISH_NAME_BANKS } from './constants.ts';

/** The two site variants: Thai (default) and Lao (a build flag on the web, SITE_VARIANT on the server). */
export const SITE_VARIANTS = ['th', 'la'] as const;
export type SiteVariant = (typeof SITE_VARIANTS)[number];

/**
 * Phone rules (ADR 0004). Thai: exactly 10 digits, as the spec says.
 * Lao: a national mobile number, 020 + 8 digits or 030 + 7 digits.
 */
const phonePatterns: Record<SiteVariant, RegExp> = {
  th: /^\d{10}$/,
  la: /^0(?:20\d{8}|30\d{7})$/,
};

export function isValidPhone(phone: string, variant: SiteVariant): boolean {
  return phonePatterns[variant].test(phone);
}

/** Letters A-Z and single spaces: the rule for KTB, TMB and BBL and for the edit-name modal. */
const ENGLISH_NAME = /^[A-Z]+(?: [A-Z]+)*$/;

export function needsEnglishAccountName(bankCode: string): boolean {
  return (ENGLISH_NAME_BANKS as readonly string[]).includes(bankCode);
}

export function isEnglishAccountName(name: string): boolean {
  return ENGLISH_NAME.test(name);
}

/** First and last name trimmed, inner runs of white space folded to one, upper-cased (doc 1 section 3). */
export function normaliseAccountName(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toUpperCase();
}

export function joinAccountName(firstName: string, lastName: string): string {
  return normaliseAccountName(`${firstName.trim()} ${lastName.trim()}`);
}

/** Bank account numbers: digits only; Thai banks use 10 to 15, Lao banks up to 18. */
export const BANK_ACCOUNT_NO = /^\d{10,18}$/;

/** Control characters are refused in every free-text field. */
export const NO_CONTROL_CHARS = /^[^\p{Cc}\p{Cf}]*$/u;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
