import {
  OTP_TOKEN_HEADER,
  banksReply,
  otpSendReply,
  otpVerifyReply,
  registerOtpReply,
  sourcesReply,
  type OtpSendRequest,
  type OtpVerifyRequest,
  type RegistrationRequest,
  type RegistrationValidateRequest,
} from '@wallet/contract';
import { apiGet, apiPost, apiRequest } from '../../lib/api/client.ts';

export const fetchRegisterOtp = (signal?: AbortSignal) =>
  apiGet('/api/lookup/registerOTP', registerOtpReply, signal);
export const fetchSources = (signal?: AbortSignal) => apiGet('/api/lookup/sources', sourcesReply, signal);
export const fetchBanks = (signal?: AbortSignal) => apiGet('/api/lookup/banks', banksReply, signal);

export const sendOtp = (request: OtpSendRequest) => apiPost('/api/otp/send', request, otpSendReply);
export const verifyOtp = (request: OtpVerifyRequest) => apiPost('/api/otp/verify', request, otpVerifyReply);

/** The success body is not used: reaching the bank step is the answer. */
export const validateRegistration = (request: RegistrationValidateRequest) =>
  apiRequest('/api/account/validate', { method: 'POST', body: request });
/** `otpToken`: the verified OTP's token, which binds the phone's verification to this client (ADR 0026). */
export const register = (request: RegistrationRequest, otpToken?: string) =>
  apiRequest('/api/account', {
    method: 'POST',
    body: request,
    headers: otpToken ? { [OTP_TOKEN_HEADER]: otpToken } : {},
  });
