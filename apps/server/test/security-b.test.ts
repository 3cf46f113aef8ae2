import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { OTP_TOKEN_HEADER } from '@wallet/contract';
import { createTestApp, type TestApp } from './harness.ts';
import { registrationFor, sendAndVerifyOtp, uniquePhone } from './members.ts';

/**
 * Findings of the second security review, kept fixed: each case is an attack that once worked.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OTP_SENDS_PER_IP: '1000' });
});
afterAll(() => t.close());

const register = (payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/account', payload, headers });
const sendOtp = (phoneNumber: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/otp/send', payload: { phoneNumber }, headers });
/** Moves a phone's OTPs into the past, past the resend cooldown. */
const ageOtps = (phone: string, seconds: number) =>
  t.database.db.execute(
    sql`update otps set created_at = created_at - make_interval(secs => ${seconds}) where phone = ${phone}`,
  );

describe('a verified OTP belongs to the client that verified it (ADR 0026)', () => {
  it('refuses a stranger registering a phone its owner just verified, and lets the owner register', async () => {
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    const stranger = registrationFor(phone, { password: 'stranger-pass-1', bankAccountNo: '5555555555' });
    const bare = await register(stranger);
    expect(bare.statusCode).toBe(403);
    expect(bare.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    const forged = await register(stranger, { [OTP_TOKEN_HEADER]: 'A'.repeat(43) });
    expect(forged.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    const junk = await register(stranger, { [OTP_TOKEN_HEADER]: 'not a token' });
    expect(junk.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    const owner = await register(registrationFor(phone), { [OTP_TOKEN_HEADER]: otpToken });
    expect(owner.statusCode).toBe(201);
  });

  it('does not tell a stranger that the phone is verified; the owner presenting its token is told', async () => {
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    await ageOtps(phone, 120);
    const stranger = await sendOtp(phone);
    expect(stranger.statusCode).toBe(200);
    expect(stranger.json().code).toBe('OTP_SENT');
    expect(stranger.json().otpToken).not.toBe(otpToken);
    // The stranger's fresh code neither spends nor replaces the owner's verified state.
    const owner = await sendOtp(phone, { [OTP_TOKEN_HEADER]: otpToken });
    expect(owner.json()).toMatchObject({ code: 'OTP_VERIFIED', otpToken });
    const withStrangerToken = await register(registrationFor(phone), {
      [OTP_TOKEN_HEADER]: stranger.json().otpToken as string,
    });
    expect(withStrangerToken.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    expect((await register(registrationFor(phone), { [OTP_TOKEN_HEADER]: otpToken })).statusCode).toBe(201);
  });

  it("refuses another phone's verified token", async () => {
    const mine = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, mine, t.sms);
    const other = uniquePhone();
    const response = await register(registrationFor(other), { [OTP_TOKEN_HEADER]: otpToken });
    expect(response.json()).toEqual({ message: 'UNVERIFIED_OTP' });
  });
});
