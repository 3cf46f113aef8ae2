import {
  OTP_TOKEN_HEADER,
  accountApi,
  lookupApi,
  otpApi,
  type OtpSendRequest,
  type OtpVerifyRequest,
  type RegistrationRequest,
  type RegistrationValidateRequest,
} from '@wallet/contract';
import { callRoute } from '../../lib/api/call-route.ts';

export const fetchRegisterOtp = (signal?: AbortSignal) => callRoute(lookupApi.registerOTP, { signal });
export const fetchSources = (signal?: AbortSignal) => callRoute(lookupApi.sources, { signal });
export const fetchBanks = (signal?: AbortSignal) => callRoute(lookupApi.banks, { signal });

export const sendOtp = (request: OtpSendRequest) => callRoute(otpApi.send, { body: request });
export const verifyOtp = (request: OtpVerifyRequest) => callRoute(otpApi.verify, { body: request });

/** The success body is not used: reaching the bank step is the answer. */
export const validateRegistration = (request: RegistrationValidateRequest) =>
  callRoute(accountApi.validate, { body: request });
/** `otpToken`: the verified OTP's token, which binds the phone's verification to this client (ADR 0026). */
export const register = (request: RegistrationRequest, otpToken?: string) =>
  callRoute(accountApi.register, {
    body: request,
    headers: otpToken ? { [OTP_TOKEN_HEADER]: otpToken } : {},
  });
