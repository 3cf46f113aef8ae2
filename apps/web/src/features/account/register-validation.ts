import {
  isEnglishAccountName,
  isValidPhone,
  NAME_MAX,
  needsEnglishAccountName,
  normaliseAccountName,
  normaliseBankAccountNo,
  PASSWORD_MAX,
  PASSWORD_MIN,
  type ErrorCode,
  type SiteVariant,
} from '@wallet/contract';
import type { MessageKey, MessageVars } from '@wallet/i18n';

/** A client-side rule failure: a UI message, or a server error code whose text we reuse. */
export type Problem = { key: MessageKey; vars?: MessageVars } | { code: ErrorCode };
export type Problems<F extends string> = Partial<Record<F, Problem>>;

const REQUIRED: Problem = { key: 'form.required' };
const SELECT_REQUIRED: Problem = { key: 'form.selectRequired' };

export function hasProblems(problems: Problems<string>): boolean {
  return Object.values(problems).some(Boolean);
}

/** Thai site: exactly 10 digits (spec text). Lao site: a Lao mobile number (ADR 0004). */
export function phoneProblem(phone: string, variant: SiteVariant): Problem | null {
  if (!phone) return REQUIRED;
  if (isValidPhone(phone, variant)) return null;
  return variant === 'th' ? { code: 'PHONE_NUMBER_REQUIRE_10_DIGIT' } : { key: 'register.phoneInvalidLa' };
}

export function otpCodeProblem(code: string): Problem | null {
  if (!code) return REQUIRED;
  return /^\d{6}$/.test(code) ? null : { key: 'register.otpInvalidFormat' };
}

export interface ProfileValues {
  name: string;
  password: string;
  confirmPassword: string;
  sourceCode: string;
  inviteCode: string;
}

/** The spec's required fields: name, password and confirm (the phone was the first step); the source is optional. */
export function profileProblems(values: ProfileValues): Problems<keyof ProfileValues> {
  const problems: Problems<keyof ProfileValues> = {};
  const name = values.name.trim();
  if (!name) problems.name = REQUIRED;
  else if (name.length > NAME_MAX) problems.name = { code: 'INVALID_USER_INFO' };
  if (!values.password) problems.password = REQUIRED;
  else if (values.password.length < PASSWORD_MIN)
    problems.password = { key: 'register.passwordTooShort', vars: { min: PASSWORD_MIN } };
  else if (values.password.length > PASSWORD_MAX) problems.password = { code: 'INVALID_USER_INFO' };
  if (!values.confirmPassword) problems.confirmPassword = REQUIRED;
  else if (values.confirmPassword !== values.password)
    problems.confirmPassword = { key: 'register.passwordMismatch' };
  return problems;
}

export interface BankValues {
  bankCode: string;
  accountNo: string;
  firstName: string;
  lastName: string;
}

export function bankProblems(values: BankValues): Problems<keyof BankValues> {
  const problems: Problems<keyof BankValues> = {};
  if (!values.bankCode) problems.bankCode = SELECT_REQUIRED;
  if (!values.accountNo) problems.accountNo = REQUIRED;
  else if (normaliseBankAccountNo(values.bankCode, values.accountNo) === undefined)
    problems.accountNo = { key: 'register.accountNoInvalid' };
  const english = needsEnglishAccountName(values.bankCode);
  for (const field of ['firstName', 'lastName'] as const) {
    const part = normaliseAccountName(values[field]);
    if (!part) problems[field] = REQUIRED;
    // Checked per part, so the message sits under the box that needs fixing.
    else if (english && !isEnglishAccountName(part)) problems[field] = { key: 'register.englishOnly' };
  }
  return problems;
}
