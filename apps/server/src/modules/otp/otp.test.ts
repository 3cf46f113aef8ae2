import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { otpApi } from '@wallet/contract';
import { SmsSendError } from '../../adapters/sms/port.ts';
import { readOtpMessage } from './codes.ts';
import { createTestApp } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { otpHeader, registerMember, sendAndVerifyOtp, uniquePhone } from '../../../test/members.ts';
import { call } from '../../../test/call.ts';

const t = useTestApp({ OTP_SENDS_PER_IP: '1000', PHONE_CHECKS_PER_IP: '1000' });

const send = (phoneNumber: string) => call(t.app, otpApi.send, { body: { phoneNumber } });
const verify = (otpToken: string, otpCode: string) =>
  call(t.app, otpApi.verify, { body: { otpToken, otpCode } });
const codeFor = (phone: string) => readOtpMessage(t.sms.messagesFor(phone)[0]!.message).code!;
/** Moves a phone's OTPs into the past, as if `ms` had gone by. */
const age = (phone: string, ms: number) =>
  t.database.db.execute(
    sql`update otps set created_at = created_at - make_interval(secs => ${ms / 1000}),
        expires_at = expires_at - make_interval(secs => ${ms / 1000}) where phone = ${phone}`,
  );

describe('POST /api/otp/send', () => {
  it('texts a 6-digit code with its reference and keeps only a hash', async () => {
    const phone = uniquePhone();
    const response = await send(phone);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe('OTP_SENT');
    expect(body.otpRef).toMatch(/^[A-Z0-9]{4}$/);
    const code = codeFor(phone);
    expect(t.sms.messagesFor(phone)[0]!.message).toContain(`Ref: ${body.otpRef}`);
    const rows = await t.database.db.execute(
      sql`select code_hash, token_hash from otps where phone = ${phone}`,
    );
    const stored = JSON.stringify(rows.rows);
    expect(stored).not.toContain(code);
    expect(stored).not.toContain(body.otpToken);
  });

  it('refuses a phone that is not 10 digits', async () => {
    for (const phone of ['081234567', '08123456789', '08l2345678']) {
      expect((await send(phone)).json()).toEqual({ message: 'PHONE_NUMBER_REQUIRE_10_DIGIT' });
    }
  });

  it('refuses a registered phone with EXISTING_USER', async () => {
    const member = await registerMember(t.app, t.sms);
    const response = await send(member.username);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'EXISTING_USER' });
  });

  it('asks to wait a minute before a resend, then allows it', async () => {
    const phone = uniquePhone();
    await send(phone);
    const again = await send(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
    await age(phone, 61_000);
    expect((await send(phone)).json().code).toBe('OTP_SENT');
  });

  it('blocks the sixth send within an hour with OTP_BLOCK', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(phone)).statusCode).toBe(200);
      await age(phone, 61_000);
    }
    expect((await send(phone)).json()).toEqual({ message: 'OTP_BLOCK' });
  });

  it('answers OTP_SEND_FAIL when the gateway refuses, and lets the member retry at once', async () => {
    const phone = uniquePhone();
    t.sms.failNext(1);
    const failed = await send(phone);
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'OTP_SEND_FAIL' });
    expect((await send(phone)).json().code).toBe('OTP_SENT');
  });

  it('limits the texts one address may ask for (REQUEST_LIMIT)', async () => {
    const strict = await createTestApp({ OTP_SENDS_PER_IP: '2', PHONE_CHECKS_PER_IP: '1000' });
    try {
      const ask = () => call(strict.app, otpApi.send, { body: { phoneNumber: uniquePhone() } });
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      const third = await ask();
      expect(third.statusCode).toBe(429);
      expect(third.json()).toEqual({ message: 'REQUEST_LIMIT' });
    } finally {
      await strict.close();
    }
  });

  it('uses any SmsSender adapter through the port', async () => {
    const failing = await createTestApp(
      {},
      { sms: { send: () => Promise.reject(new SmsSendError('down')) } },
    );
    try {
      const response = await call(failing.app, otpApi.send, { body: { phoneNumber: uniquePhone() } });
      expect(response.json()).toEqual({ message: 'OTP_SEND_FAIL' });
    } finally {
      await failing.close();
    }
  });

  it('answers OTP_VERIFIED, with the same token, to the client presenting its verified token', async () => {
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    const again = await call(t.app, otpApi.send, {
      body: { phoneNumber: phone },
      headers: otpHeader(otpToken),
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ code: 'OTP_VERIFIED', otpToken });
    // Without the token the phone's verified state is not told: the normal flow (cooldown here).
    expect((await send(phone)).json()).toEqual({ message: 'REQUEST_LIMIT_1MIN' });
  });
});

describe('POST /api/otp/verify', () => {
  it('accepts the right code once', async () => {
    const phone = uniquePhone();
    const { otpToken } = (await send(phone)).json();
    const ok = await verify(otpToken, codeFor(phone));
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ code: 'OTP_CODE_VALID', otpToken });
    const twice = await verify(otpToken, codeFor(phone));
    expect(twice.json()).toEqual({ message: 'OTP_VERIFIED' });
  });

  it('tells a malformed token from an unknown one', async () => {
    expect((await verify('not-a-token', '123456')).json()).toEqual({ message: 'OTP_TOKEN_INVALID' });
    expect((await verify('A'.repeat(43), '123456')).json()).toEqual({ message: 'OTP_NOT_EXIST' });
  });

  it('refuses a wrong code, then blocks after five wrong tries even for the right code', async () => {
    const phone = uniquePhone();
    const { otpToken } = (await send(phone)).json();
    const right = codeFor(phone);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i += 1)
      expect((await verify(otpToken, wrong)).json()).toEqual({ message: 'OTP_CODE_INVALID' });
    expect((await verify(otpToken, wrong)).json()).toEqual({ message: 'OTP_BLOCK' });
    expect((await verify(otpToken, right)).json()).toEqual({ message: 'OTP_BLOCK' });
  });

  it('counts parallel guesses: at most five are compared', async () => {
    const phone = uniquePhone();
    const { otpToken } = (await send(phone)).json();
    const wrong = codeFor(phone) === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 12 }, () => verify(otpToken, wrong)));
    const invalid = answers.filter((answer) => answer.json().message === 'OTP_CODE_INVALID').length;
    expect(invalid).toBeLessThanOrEqual(4);
    expect(answers.every((answer) => answer.statusCode >= 400 && answer.statusCode < 500)).toBe(true);
  });

  it('refuses an expired code with OTP_EXPIRED', async () => {
    const phone = uniquePhone();
    const { otpToken } = (await send(phone)).json();
    await age(phone, 6 * 60_000);
    expect((await verify(otpToken, codeFor(phone))).json()).toEqual({ message: 'OTP_EXPIRED' });
  });

  it('refuses a code replaced by a newer one with OTP_VERIFY_FAIL', async () => {
    const phone = uniquePhone();
    const first = (await send(phone)).json();
    const firstCode = codeFor(phone);
    await age(phone, 61_000);
    const second = await send(phone);
    expect(second.json()).toMatchObject({ code: 'OTP_SENT' });
    expect((await verify(first.otpToken, firstCode)).json()).toEqual({ message: 'OTP_VERIFY_FAIL' });
  });
});
