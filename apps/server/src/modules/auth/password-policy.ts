import { fail } from '../../lib/app-error.ts';
import { builtFromKnownWords } from './built-from-words.ts';
import { isCommonPassword } from './common-passwords.ts';

/**
 * Which new passwords are refused (ADRs 0025, 0052), in one place for members and operators.
 * Length (8 to 128) is the contract's; this is what length cannot catch: the passwords guessers
 * try first. Login does not apply it: old passwords keep working until they are changed.
 */
export type PasswordWeakness = 'common' | 'phone' | 'repeated' | 'personal' | 'predictable';

/** What the password is checked against besides itself. */
export interface PasswordContext {
  /** The account's phone number, as registered (national form with the leading 0). */
  phone?: string;
  /**
   * Names a password must not be built from: the member's name and bank account name, the
   * site's name (sitePasswordNames).
   */
  names?: readonly string[];
  /** Numbers a password must not be built from: the member's bank account number. */
  numbers?: readonly string[];
}

/** One character over and over, or nothing but white space. */
function isRepeated(password: string): boolean {
  if (/^\s*$/u.test(password)) return true;
  return new Set(password).size === 1;
}

/** The phone written as a password: with or without its 0, with a country code, spaced or dashed. */
function isPhone(password: string, phone: string | undefined): boolean {
  if (!phone) return false;
  const digits = password.replace(/[\s+\-().]/gu, '');
  if (!/^\d+$/.test(digits)) return false;
  const national = phone.replace(/^0/, '');
  // 66 is Thailand's country code, 856 Laos's.
  return [phone, national, `66${national}`, `856${national}`].includes(digits);
}

export function passwordWeakness(password: string, context: PasswordContext): PasswordWeakness | undefined {
  if (isRepeated(password)) return 'repeated';
  if (isPhone(password, context.phone)) return 'phone';
  if (isCommonPassword(password)) return 'common';
  const phones = context.phone ? [context.phone, context.phone.replace(/^0/, '')] : [];
  return builtFromKnownWords(password, {
    names: context.names ?? [],
    numbers: [...phones, ...(context.numbers ?? [])],
  });
}

/** Fails with WEAK_PASSWORD (400) for a password passwordWeakness refuses. */
export function assertStrongPassword(password: string, context: PasswordContext): void {
  if (passwordWeakness(password, context)) fail('WEAK_PASSWORD');
}
