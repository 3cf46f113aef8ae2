import { describe, expect, it } from 'vitest';
import { readOtpMessage } from './codes.ts';
import { oneTimePasswordSms, otpSms } from '../../lib/sms-texts.ts';

const THAI_SCRIPT = /[\u0E00-\u0E7F]/;
const LAO_SCRIPT = /[\u0E80-\u0EFF]/;

describe('SMS texts in the site language (ADR 0158)', () => {
  it('writes the OTP in Lao on the Lao site and Thai on the Thai site, readable back in both', () => {
    const lao = otpSms('la', '123456', 'AB12');
    expect(lao).toMatch(LAO_SCRIPT);
    expect(lao).not.toMatch(THAI_SCRIPT);
    expect(readOtpMessage(lao)).toEqual({ code: '123456', ref: 'AB12' });
    const thai = otpSms('th', '654321', 'ZX9');
    expect(thai).toMatch(THAI_SCRIPT);
    expect(readOtpMessage(thai)).toEqual({ code: '654321', ref: 'ZX9' });
  });

  it("writes support's one-time password in the site language with its minutes", () => {
    const lao = oneTimePasswordSms('la', 'Qw3rty12', 30);
    expect(lao).toContain('Qw3rty12');
    expect(lao).toContain(' 30 ');
    expect(lao).not.toMatch(THAI_SCRIPT);
    expect(oneTimePasswordSms('th', 'Qw3rty12', 30)).toMatch(THAI_SCRIPT);
  });
});
