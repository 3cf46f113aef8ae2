import { errorCodes, LOCALES, operatorErrorCodes, slipNotes } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import {
  catalogues,
  en,
  la,
  placeholdersOf,
  th,
  translate,
  translateError,
  translateSlipNote,
} from './index.ts';
import type { MessageKey } from './index.ts';

const keys = Object.keys(th.messages) as MessageKey[];
const THAI = /[\u0E00-\u0E7F]/;
const LAO = /[\u0E80-\u0EFF]/;

describe('message catalogues', () => {
  it.each(LOCALES)('%s has every Thai key, non-empty, and no extra key', (locale) => {
    const messages = catalogues[locale].messages;
    expect(Object.keys(messages).sort()).toEqual([...keys].sort());
    for (const key of keys) expect(messages[key].trim(), key).not.toBe('');
  });

  it.each(LOCALES)('%s uses the same placeholders as Thai', (locale) => {
    for (const key of keys) {
      expect(placeholdersOf(catalogues[locale].messages[key]), key).toEqual(placeholdersOf(th.messages[key]));
    }
  });

  it('Lao error texts are written in Lao script and Thai ones in Thai script', () => {
    for (const code of errorCodes) {
      expect(catalogues.la.errors[code], code).toMatch(LAO);
      expect(catalogues.th.errors[code], code).toMatch(THAI);
    }
  });
});

describe('error catalogue', () => {
  it.each(LOCALES)('%s translates every ErrorCode, including gone', (locale) => {
    const errors = catalogues[locale].errors;
    expect(Object.keys(errors).sort()).toEqual([...errorCodes].sort());
    for (const code of errorCodes) expect(errors[code].trim(), code).not.toBe('');
    expect(errors.gone).toBeTruthy();
  });

  it.each(LOCALES)(
    "%s: the member app's chunk has every member code's text and no operator-only one",
    (locale) => {
      const chunk = { th, la, en }[locale].errors;
      const memberCodes = errorCodes.filter((code) => !(operatorErrorCodes as string[]).includes(code));
      expect(Object.keys(chunk).sort()).toEqual([...memberCodes].sort());
      expect(operatorErrorCodes.length).toBeGreaterThan(0);
    },
  );

  it.each(LOCALES)('%s translates every slip note', (locale) => {
    for (const note of slipNotes) expect(catalogues[locale].slipNotes[note].trim(), note).not.toBe('');
  });

  it('the spec wording is kept for the English phone and bank-name rules', () => {
    expect(translateError('en', 'PHONE_NUMBER_REQUIRE_10_DIGIT')).toBe(
      'The phone number must support 10 digits',
    );
    expect(translateError('en', 'BANK_ACCOUNT_NAME_ENG')).toBe('Bank account name must be in English only');
    expect(translate('en', 'register.passwordMismatch')).toBe("Passwords don't match");
  });
});

describe('translate', () => {
  it('fills placeholders and leaves unknown ones visible', () => {
    expect(translate('en', 'app.version', { version: '1.1.14' })).toBe('Version 1.1.14');
    expect(translate('th', 'register.progress', { current: 2 })).toBe('ขั้นตอน 2 จาก {total}');
  });

  it('shows a known error code translated and an unknown message raw', () => {
    expect(translateError('th', 'WRONG_CREDENTIAL')).toBe(th.errors.WRONG_CREDENTIAL);
    expect(translateError('la', 'Something odd happened')).toBe('Something odd happened');
    // An inherited object key must not pass for a code.
    expect(translateError('en', 'toString')).toBe('toString');
  });

  it('shows a known slip note translated and an unknown note raw', () => {
    expect(translateSlipNote('en', 'SLIP_REFNO_DUPLICATED')).toBe('Duplicate slip');
    expect(translateSlipNote('en', 'NEW_NOTE')).toBe('NEW_NOTE');
  });
});
