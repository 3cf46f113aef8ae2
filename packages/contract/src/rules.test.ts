import { describe, expect, it } from 'vitest';
import {
  isEnglishAccountName,
  isValidPhone,
  joinAccountName,
  needsEnglishAccountName,
  normaliseAccountName,
} from './rules.ts';
import { errorCatalogue, isErrorCode, sessionEndingCodes } from './errors.ts';
import { registrationRequest } from './api/account.ts';

describe('phone rules', () => {
  it('takes exactly 10 digits in the Thai variant', () => {
    expect(isValidPhone('0812345678', 'th')).toBe(true);
    for (const bad of ['081234567', '08123456789', '08-1234567', 'abcdefghij', '']) {
      expect(isValidPhone(bad, 'th')).toBe(false);
    }
  });

  it('takes Lao mobile numbers (020 + 8 digits, 030 + 7 digits) in the Lao variant', () => {
    expect(isValidPhone('02055512345', 'la')).toBe(true);
    expect(isValidPhone('0305551234', 'la')).toBe(true);
    expect(isValidPhone('0812345678', 'la')).toBe(false);
    expect(isValidPhone('0205551234', 'la')).toBe(false);
  });
});

describe('account names', () => {
  it('joins first and last name trimmed, single-spaced, upper-cased', () => {
    expect(joinAccountName('  somchai ', ' jai  dee ')).toBe('SOMCHAI JAI DEE');
    expect(normaliseAccountName(' a\t b ')).toBe('A B');
  });

  it('asks KTB, TMB and BBL for English letters and spaces only', () => {
    expect(['KTB', 'TMB', 'BBL'].every(needsEnglishAccountName)).toBe(true);
    expect(needsEnglishAccountName('KBANK')).toBe(false);
    expect(isEnglishAccountName('SOMCHAI JAIDEE')).toBe(true);
    expect(isEnglishAccountName('SOMCHAI2')).toBe(false);
    expect(isEnglishAccountName('สมชาย')).toBe(false);
    expect(isEnglishAccountName('')).toBe(false);
  });
});

describe('error catalogue', () => {
  it('maps every code to an HTTP status and sends expired sessions to login', () => {
    for (const [code, status] of Object.entries(errorCatalogue)) {
      expect(isErrorCode(code)).toBe(true);
      expect(status).toBeGreaterThanOrEqual(200);
      expect(status).toBeLessThan(600);
    }
    expect(sessionEndingCodes).toContain('UNAUTHORIZED');
    expect(isErrorCode('toString')).toBe(false);
  });
});

describe('registration schema', () => {
  it('names the catalogue code of each failure', () => {
    const result = registrationRequest.safeParse({
      name: ' ',
      username: 5,
      bankAccountNo: '12',
      password: 'x',
    });
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(byField).toMatchObject({
      name: 'INVALID_USER_INFO',
      username: 'KEY_INVALID',
      bankCode: 'KEY_MISSING',
      bankAccountNo: 'INVALID_BANK',
      password: 'INVALID_USER_INFO',
    });
    // The source is optional (spec doc 1 section 5 requires name, phone and passwords).
    expect(byField).not.toHaveProperty('sourceCode');
  });

  it('refuses control characters and 100 kB strings', () => {
    const base = {
      name: 'A',
      username: '0812345678',
      password: 'password1',
      sourceCode: 'LINE',
      bankCode: 'KBANK',
      bankAccountName: 'A B',
      bankAccountNo: '1234567890',
    };
    expect(registrationRequest.safeParse(base).success).toBe(true);
    expect(registrationRequest.safeParse({ ...base, name: 'a\u0000b' }).success).toBe(false);
    expect(registrationRequest.safeParse({ ...base, name: 'x'.repeat(100_000) }).success).toBe(false);
  });
});
