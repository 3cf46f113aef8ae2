import { z } from 'zod';
import { LAO_CURRENCIES } from '../constants.ts';
import { BANK_ACCOUNT_NO, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from '../rules.ts';
import { text } from './common.ts';

const name = text(NAME_MAX).trim().min(1, { error: 'INVALID_USER_INFO' });
/** The phone; its format depends on the site variant and is checked by the service. */
const username = text(20);
const password = z
  .string()
  .min(PASSWORD_MIN, { error: 'INVALID_USER_INFO' })
  .max(PASSWORD_MAX, { error: 'INVALID_USER_INFO' });
const code = text(20);
const bankAccountName = text(NAME_MAX).trim().min(1, { error: 'INVALID_BANK' });
const bankAccountNo = text(30).regex(BANK_ACCOUNT_NO, { error: 'INVALID_BANK' });

const profileFields = {
  name,
  username,
  password,
  /**
   * Optional: the spec requires name, phone and passwords only (empty or null means not given,
   * issue 42: a field the spec lets be absent may also come as null).
   */
  sourceCode: code.nullish(),
  /** PR{memberId}, or empty when nobody invited the member. */
  inviteCode: text(30).nullish(),
  /** Absent ("otherwise absent", doc 1 section 3) or null outside the Lao variant. */
  currency: z.enum(LAO_CURRENCIES).nullish(),
};
const bankFields = { bankCode: code, bankAccountName, bankAccountNo };

/** POST /api/account: the registration payload (doc 1 section 3). */
export const registrationRequest = z.object({ ...profileFields, ...bankFields });
export type RegistrationRequest = z.infer<typeof registrationRequest>;

/** POST /api/account/validate: the same payload; the profile step sends it before the bank is known. */
export const registrationValidateRequest = z.object({
  ...profileFields,
  bankCode: code.nullish(),
  bankAccountName: text(NAME_MAX).nullish(),
  bankAccountNo: text(30).nullish(),
});
export type RegistrationValidateRequest = z.infer<typeof registrationValidateRequest>;

export const loginRequest = z.object({
  username: text(20),
  password: z.string().max(PASSWORD_MAX),
  /** Long-lived token when true, session-only otherwise. */
  isRemember: z.boolean().nullish(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const loginReply = z.object({
  token: z.string(),
  expiresAt: z.string(),
  /**
   * Present (true) when the password was an operator's one-time password: the session may only
   * change the password (PUT /api/account/changepwd, with it as oldPassword) or log out; every
   * other member route answers PASSWORD_CHANGE_REQUIRED (ADR 0053).
   */
  mustChangePassword: z.literal(true).optional(),
});
export type LoginReply = z.infer<typeof loginReply>;

export const profileReply = z.object({
  _id: z.string(),
  username: z.string(),
  name: z.string(),
  createdAt: z.string(),
  coin: z.number(),
  bankCode: z.string(),
  bankAccountName: z.string(),
  bankAccountNo: z.string(),
  bank: z.object({ nameTH: z.string(), nameEN: z.string(), nameLA: z.string() }),
  currency: z.enum(LAO_CURRENCIES).nullable(),
  inviteCode: z.string(),
});
export type ProfileReply = z.infer<typeof profileReply>;

export const profileUpdateRequest = z.object({
  name,
  bankCode: code.nullish(),
  bankAccountName: bankAccountName.nullish(),
  bankAccountNo: bankAccountNo.nullish(),
});
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequest>;

export const bankAccountNameRequest = z.object({ bankCode: code, bankAccountName });
export type BankAccountNameRequest = z.infer<typeof bankAccountNameRequest>;

export const changePasswordRequest = z.object({
  oldPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: password,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
