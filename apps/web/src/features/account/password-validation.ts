import { PASSWORD_MIN } from '@wallet/contract';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';

export interface PasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface PasswordProblems {
  newPassword?: MessageRef;
  confirmPassword?: MessageRef;
}

/** Spec doc 2 section 5: with any field empty the form is silently not sent. */
export function isComplete(values: PasswordValues): boolean {
  return Object.values(values).every((value) => value !== '');
}

/** New and confirm must match (spec); the contract's minimum length is told here, not by a server code. */
export function passwordProblems({ newPassword, confirmPassword }: PasswordValues): PasswordProblems {
  const problems: PasswordProblems = {};
  if (newPassword.length < PASSWORD_MIN) {
    problems.newPassword = { key: 'profile.passwordTooShort', vars: { min: PASSWORD_MIN } };
  }
  if (newPassword !== confirmPassword) problems.confirmPassword = { key: 'profile.passwordNotEqual' };
  return problems;
}
