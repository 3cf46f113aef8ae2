/** The OTP module's public surface: registration spends a verified OTP. */
export type { OtpService } from './service.ts';
export { otpModule, type OtpDeps } from './module.ts';
export { presentedOtpToken } from './presented-token.ts';
