import type { FastifyInstance } from 'fastify';
import { OTP_TOKEN_HEADER, type RegistrationRequest, accountApi, authApi, otpApi } from '@wallet/contract';
import { readOtpMessage } from '../src/modules/otp/codes.ts';
import { call } from './call.ts';

/**
 * Where the test members' numbering starts. The counter is shared by every file a worker runs
 * (ADR 0189), so which numbers a test's members get depends on the files before it: a run with
 * TEST_MEMBER_OFFSET set (a few values, ADR 0201) shows a test that assumed its members' numbers.
 * 0 unless set, so a plain run numbers the same way each time.
 */
function memberOffset(): number {
  const raw = process.env.TEST_MEMBER_OFFSET ?? '0';
  const offset = Number(raw);
  // Five digits of the phone are the counter: an offset past 90000 would run out of them.
  if (!Number.isInteger(offset) || offset < 0 || offset > 90_000)
    throw new Error(`TEST_MEMBER_OFFSET must be a whole number from 0 to 90000, not ${raw}`);
  return offset;
}

let counter = memberOffset();

/** A unique valid Thai phone and bank account per call, so tests never collide. */
export function uniquePhone(): string {
  counter += 1;
  return `08${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(5, '0')}`;
}

export function registrationFor(
  phone: string,
  overrides: Partial<RegistrationRequest> = {},
): RegistrationRequest {
  return {
    name: 'Somsak Test',
    username: phone,
    password: 'secret-pass-1',
    sourceCode: 'FACEBOOK',
    bankCode: 'KBANK',
    bankAccountName: 'somsak  tester ',
    bankAccountNo: `1${phone.slice(1)}`,
    ...overrides,
  };
}

/** The header that binds a registration to the client's verified OTP (ADR 0026). */
export function otpHeader(otpToken: string): Record<string, string> {
  return { [OTP_TOKEN_HEADER]: otpToken };
}

export async function sendAndVerifyOtp(
  app: FastifyInstance,
  phone: string,
  sms: { messagesFor(p: string): { message: string }[] },
) {
  const sent = await call(app, otpApi.send, { body: { phoneNumber: phone } });
  const { otpToken } = sent.json() as { otpToken: string };
  const code = readOtpMessage(sms.messagesFor(phone)[0]?.message ?? '').code ?? '';
  const verified = await call(app, otpApi.verify, { body: { otpToken, otpCode: code } });
  return { sent, verified, otpToken, code };
}

/** Registers a member through the real endpoints (with the OTP step) and returns its credentials. */
export async function registerMember(
  app: FastifyInstance,
  sms: { messagesFor(p: string): { message: string }[] },
  overrides: Partial<RegistrationRequest> = {},
) {
  const phone = overrides.username ?? uniquePhone();
  const { otpToken } = await sendAndVerifyOtp(app, phone, sms);
  const payload = registrationFor(phone, overrides);
  const response = await call(app, accountApi.register, { body: payload, headers: otpHeader(otpToken) });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.body}`);
  return payload;
}

export async function loginToken(
  app: FastifyInstance,
  username: string,
  password: string,
  isRemember = false,
) {
  const response = await call(app, authApi.login, { body: { username, password, isRemember } });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}
