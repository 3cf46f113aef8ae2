import { describe, expect, it } from 'vitest';
import {
  bankProblems,
  hasProblems,
  otpCodeProblem,
  phoneProblem,
  profileProblems,
  type BankValues,
  type ProfileValues,
} from './register-validation.ts';
import { joinAccountName } from '@wallet/contract';

describe('phone rule', () => {
  it('Thai site: exactly 10 digits, else PHONE_NUMBER_REQUIRE_10_DIGIT', () => {
    expect(phoneProblem('0812345678', 'th')).toBeNull();
    expect(phoneProblem('081234567', 'th')).toEqual({ code: 'PHONE_NUMBER_REQUIRE_10_DIGIT' });
    expect(phoneProblem('08123456789', 'th')).toEqual({ code: 'PHONE_NUMBER_REQUIRE_10_DIGIT' });
    expect(phoneProblem('', 'th')).toEqual({ key: 'form.required' });
  });

  it('Lao site: 020 + 8 digits or 030 + 7 digits', () => {
    expect(phoneProblem('02012345678', 'la')).toBeNull();
    expect(phoneProblem('0301234567', 'la')).toBeNull();
    expect(phoneProblem('0812345678', 'la')).toEqual({ key: 'register.phoneInvalidLa' });
  });
});

describe('OTP code rule', () => {
  it('needs exactly six digits', () => {
    expect(otpCodeProblem('123456')).toBeNull();
    expect(otpCodeProblem('12345')).toEqual({ key: 'register.otpInvalidFormat' });
    expect(otpCodeProblem('')).toEqual({ key: 'form.required' });
  });
});

const profile: ProfileValues = {
  name: 'Somchai',
  password: 'secret123',
  confirmPassword: 'secret123',
  sourceCode: 'FB',
  inviteCode: '',
};

describe('profile rules', () => {
  it('accepts a complete profile', () => {
    expect(hasProblems(profileProblems(profile))).toBe(false);
  });

  it('requires name, password and confirmation', () => {
    const problems = profileProblems({ ...profile, name: '  ', password: '', confirmPassword: '' });
    expect(problems.name).toEqual({ key: 'form.required' });
    expect(problems.password).toEqual({ key: 'form.required' });
    expect(problems.confirmPassword).toEqual({ key: 'form.required' });
  });

  it("reports Passwords don't match", () => {
    expect(profileProblems({ ...profile, confirmPassword: 'secret124' }).confirmPassword).toEqual({
      key: 'register.passwordMismatch',
    });
  });

  it('asks for the server minimum password length', () => {
    const problems = profileProblems({ ...profile, password: 'short', confirmPassword: 'short' });
    expect(problems.password).toEqual({ key: 'register.passwordTooShort', vars: { min: 8 } });
  });

  it('leaves the source optional, as the spec requires only name, phone and passwords', () => {
    expect(hasProblems(profileProblems({ ...profile, sourceCode: '' }))).toBe(false);
  });
});

const bank: BankValues = { bankCode: 'SCB', accountNo: '1234567890', firstName: 'สมชาย', lastName: 'ใจดี' };

describe('bank rules', () => {
  it('requires bank, account number, first and last name', () => {
    const problems = bankProblems({ bankCode: '', accountNo: '', firstName: ' ', lastName: '' });
    expect(Object.keys(problems).sort()).toEqual(['accountNo', 'bankCode', 'firstName', 'lastName']);
  });

  it("checks the account number against its bank's length, as the server does (ADR 0028)", () => {
    const invalid = { key: 'register.accountNoInvalid' };
    expect(bankProblems({ ...bank, accountNo: '123' }).accountNo).toEqual(invalid);
    expect(bankProblems({ ...bank, accountNo: '123456789012' }).accountNo).toEqual(invalid);
    expect(bankProblems({ ...bank, bankCode: 'GSB' }).accountNo).toEqual(invalid);
    expect(bankProblems({ ...bank, bankCode: 'GSB', accountNo: '123456789012' }).accountNo).toBeUndefined();
    expect(bankProblems({ ...bank, accountNo: '01234567890' }).accountNo).toBeUndefined();
    expect(bankProblems(bank).accountNo).toBeUndefined();
  });

  it('accepts a Thai name for other banks', () => {
    expect(hasProblems(bankProblems(bank))).toBe(false);
  });

  it.each(['KTB', 'TMB', 'BBL'])('%s needs an English-only account name', (bankCode) => {
    const problems = bankProblems({ ...bank, bankCode });
    expect(problems.firstName).toEqual({ key: 'register.englishOnly' });
    expect(problems.lastName).toEqual({ key: 'register.englishOnly' });
    expect(hasProblems(bankProblems({ ...bank, bankCode, firstName: 'somchai', lastName: 'jaidee' }))).toBe(
      false,
    );
  });

  it('joins first and last name trimmed, one space, upper case', () => {
    expect(joinAccountName('  somchai ', ' jai  dee ')).toBe('SOMCHAI JAI DEE');
  });
});
