import {
  bankAccountNameRequest,
  changePasswordRequest,
  profileReply,
  profileUpdateRequest,
  registrationRequest,
  registrationValidateRequest,
} from '../api/account.ts';
import { messageReply } from '../api/common.ts';
import { defineRoute } from './define.ts';

const registrationCodes = [
  'PHONE_NUMBER_REQUIRE_10_DIGIT',
  'WEAK_PASSWORD',
  'EXISTING_USER',
  'EXISTING_BANK',
  'INVALID_USER_INFO',
  'INVALID_BANK',
  'BANK_ACCOUNT_NAME_ENG',
  'REQUEST_LIMIT',
] as const;

export const accountApi = {
  validate: defineRoute({
    method: 'POST',
    path: '/api/account/validate',
    access: 'public',
    tag: 'account',
    summary: "The registration wizard's profile-step check",
    body: registrationValidateRequest,
    replies: { 200: messageReply },
    codes: registrationCodes,
  }),
  register: defineRoute({
    method: 'POST',
    path: '/api/account',
    access: 'public',
    tag: 'account',
    summary: 'Register a member',
    body: registrationRequest,
    replies: { 201: messageReply },
    codes: [...registrationCodes, 'UNVERIFIED_OTP'],
  }),
  profile: defineRoute({
    method: 'GET',
    path: '/api/account/profile',
    access: 'member',
    tag: 'account',
    summary: "The member's profile",
    replies: { 200: profileReply },
    codes: [],
  }),
  updateProfile: defineRoute({
    method: 'PUT',
    path: '/api/account/profile',
    access: 'member',
    tag: 'account',
    summary: 'Change the name and bank account name',
    body: profileUpdateRequest,
    replies: { 200: profileReply },
    codes: ['INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG'],
  }),
  bankAccountName: defineRoute({
    method: 'PUT',
    path: '/api/account/bankAccountName',
    access: 'member',
    tag: 'account',
    summary: 'Change the bank account name (English-only banks)',
    body: bankAccountNameRequest,
    replies: { 200: profileReply },
    codes: ['INVALID_BANK', 'BANK_ACCOUNT_NAME_ENG'],
  }),
  changePassword: defineRoute({
    method: 'PUT',
    path: '/api/account/changepwd',
    access: 'member',
    tag: 'account',
    summary:
      'Change the password (ends the other sessions; a one-time password’s session becomes a normal one)',
    body: changePasswordRequest,
    replies: { 200: messageReply },
    codes: ['WRONG_PASSWORD', 'WEAK_PASSWORD', 'REQUEST_LIMIT'],
    passwordChangeSession: 'allowed',
  }),
};
