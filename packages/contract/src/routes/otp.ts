import { otpSendReply, otpSendRequest, otpVerifyReply, otpVerifyRequest } from '../api/otp.ts';
import { defineRoute } from './define.ts';

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
