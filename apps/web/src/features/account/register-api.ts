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
import { callRoute } from '../../lib/api/client.ts';
import { routeQuery } from '../../lib/api/client.ts';

export const registerOtpQuery = routeQuery(lookupApi.registerOTP);
export const sourcesQuery = routeQuery(lookupApi.sources);
export const banksQuery = routeQuery(lookupApi.banks);

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
