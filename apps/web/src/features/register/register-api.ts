import {
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
export const register = (request: RegistrationRequest) =>
  apiRequest('/api/account', { method: 'POST', body: request });
