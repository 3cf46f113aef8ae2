import type { IncomingHttpHeaders } from 'node:http';
import { OTP_TOKEN_HEADER } from '@wallet/contract';

/**
 * The otpToken a client presents in the X-Otp-Token header (a repeated header counts as its
 * first value). The token, not the phone, says whose verified OTP it is (ADR 0026).
 */
export function presentedOtpToken(headers: IncomingHttpHeaders): string | undefined {
  const header = headers[OTP_TOKEN_HEADER];
  return Array.isArray(header) ? header[0] : header;
}
