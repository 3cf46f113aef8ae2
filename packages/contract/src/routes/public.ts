import {
  bankAccountNameRequest,
  changePasswordRequest,
  loginReply,
  loginRequest,
  profileReply,
  profileUpdateRequest,
  registrationRequest,
  registrationValidateRequest,
} from '../api/account.ts';
import { messageReply } from '../api/common.ts';
import {
  activeReply,
  agreementsReply,
  banksReply,
  conditionsReply,
  contactReply,
  depositLookupReply,
  enableChatWidgetReply,
  infoReply,
  noticeReply,
  registerOtpReply,
  slipLookupReply,
  sourcesReply,
  withdrawLookupReply,
} from '../api/lookup.ts';
import { otpSendReply, otpSendRequest, otpVerifyReply, otpVerifyRequest } from '../api/otp.ts';
import { defineRoute } from './define.ts';

const lookup = <const N extends string, const S extends import('zod').ZodType>(
  name: N,
  reply: S,
  summary: string,
) =>
  defineRoute({
    method: 'GET',
    path: `/api/lookup/${name}`,
    access: 'public',
    tag: 'lookup',
    summary,
    replies: { 200: reply },
    codes: [],
  });

/** GET /api/lookup/{name}: the shared lists and the operator's texts and switches (doc 1 section 7). */
export const lookupApi = {
  banks: lookup('banks', banksReply, 'Banks members register with, for the site variant'),
  sources: lookup('sources', sourcesReply, 'Where a member heard of the site'),
  contact: lookup('contact', contactReply, 'Contact text, LINE link and QR'),
  info: lookup('info', infoReply, 'Site name and website'),
  conditions: lookup('conditions', conditionsReply, 'Conditions paragraphs (HTML)'),
  agreements: lookup('agreements', agreementsReply, 'Agreement paragraphs (HTML)'),
  notice: lookup('notice', noticeReply, 'Notice text with the %percentFail% placeholder'),
  active: lookup('active', activeReply, 'Whether the site is open'),
  registerOTP: lookup('registerOTP', registerOtpReply, 'Whether registration asks for an OTP'),
  enableChatWidget: lookup('enableChatWidget', enableChatWidgetReply, 'Whether the chat widget is shown'),
  withdraw: lookup('withdraw', withdrawLookupReply, 'Withdraw limits'),
  deposit: lookup('deposit', depositLookupReply, 'Deposit accounts and wallets'),
  slip: lookup('slip', slipLookupReply, 'Slip upload hours and whether upload is closed now'),
};

export const authApi = {
  login: defineRoute({
    method: 'POST',
    path: '/api/login',
    access: 'public',
    tag: 'auth',
    summary: 'Log in with phone and password',
    body: loginRequest,
    replies: { 200: loginReply },
    codes: ['WRONG_CREDENTIAL', 'INACTIVE_USER', 'REQUEST_LIMIT'],
  }),
  logout: defineRoute({
    method: 'POST',
    path: '/api/logout',
    access: 'member',
    tag: 'auth',
    summary: 'End this session',
    replies: { 204: 'empty' },
    codes: [],
    passwordChangeSession: 'allowed',
  }),
};

export const otpApi = {
  send: defineRoute({
    method: 'POST',
    path: '/api/otp/send',
    access: 'public',
    tag: 'otp',
    summary: 'Send a registration OTP to a phone',
    body: otpSendRequest,
    replies: { 200: otpSendReply },
    codes: [
      'PHONE_NUMBER_REQUIRE_10_DIGIT',
      'EXISTING_USER',
      'OTP_BLOCK',
      'REQUEST_LIMIT',
      'REQUEST_LIMIT_1MIN',
      'OTP_SEND_FAIL',
    ],
  }),
  verify: defineRoute({
    method: 'POST',
    path: '/api/otp/verify',
    access: 'public',
    tag: 'otp',
    summary: 'Verify the code of an OTP',
    body: otpVerifyRequest,
    replies: { 200: otpVerifyReply },
    codes: [
      'OTP_TOKEN_INVALID',
      'OTP_NOT_EXIST',
      'OTP_VERIFIED',
      'OTP_EXPIRED',
      'OTP_CODE_INVALID',
      'OTP_VERIFY_FAIL',
      'OTP_BLOCK',
    ],
  }),
};

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
