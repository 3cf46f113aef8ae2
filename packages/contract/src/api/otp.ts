import { z } from 'zod';
import { text } from './common.ts';

export const otpSendRequest = z.object({ phoneNumber: text(20) });
export type OtpSendRequest = z.infer<typeof otpSendRequest>;

/** `code` is OTP_VERIFIED when the phone already holds a verified OTP: the wizard skips the code step. */
export const otpSendReply = z.object({
  otpRef: z.string(),
  otpToken: z.string(),
  code: z.enum(['OTP_SENT', 'OTP_VERIFIED']),
});
export type OtpSendReply = z.infer<typeof otpSendReply>;

export const otpVerifyRequest = z.object({ otpToken: text(200), otpCode: text(10) });
export type OtpVerifyRequest = z.infer<typeof otpVerifyRequest>;

export const otpVerifyReply = z.object({ code: z.literal('OTP_CODE_VALID'), otpToken: z.string() });
export type OtpVerifyReply = z.infer<typeof otpVerifyReply>;

/**
 * The header that carries the verified `otpToken` with the registration (and with a repeated
 * send): the verified state belongs to the client holding the token, not to the phone (ADR 0026).
 */
export const OTP_TOKEN_HEADER = 'x-otp-token';
