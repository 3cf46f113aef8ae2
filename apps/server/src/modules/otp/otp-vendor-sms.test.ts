import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpApi } from '@wallet/contract';
import { loadConfig } from '../../config.ts';
import { smsSenderOf } from '../../adapters/vendors.ts';
import { readOtpMessage } from './codes.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { startFakeVendor, type FakeVendor } from '../../../test/kits/fake-vendor.ts';
import { call } from '../../../test/call.ts';

const SID = `AC${'1'.repeat(32)}`;
const TOKEN = '2'.repeat(32);
/** Twilio's 21211 for this number, as documented; a queued message for any other. */
const INVALID = '+8562099999999';

let twilio: FakeVendor;
let t: TestApp;

beforeAll(async () => {
  twilio = await startFakeVendor((request) => {
    const form = new URLSearchParams(request.body);
    if (form.get('To') === INVALID)
      return {
        status: 400,
        json: { code: 21211, message: "The 'To' number is not a valid phone number.", status: 400 },
      };
    return { status: 201, json: { sid: 'SM1', status: 'queued', to: form.get('To') } };
  });
  // The SMS gateway as a Lao site's configuration chooses it (SMS_ADAPTER=twilio).
  const env = {
    SITE_VARIANT: 'la',
    SMS_ADAPTER: 'twilio',
    TWILIO_ACCOUNT_SID: SID,
    TWILIO_AUTH_TOKEN: TOKEN,
    TWILIO_FROM: 'WALLET',
    TWILIO_BASE_URL: twilio.url,
    OTP_SENDS_PER_IP: '1000',
    PHONE_CHECKS_PER_IP: '1000',
  };
  t = await createTestApp(env, { sms: smsSenderOf(loadConfig(env)) });
});
afterAll(async () => {
  await t.close();
  await twilio.close();
});

describe('OTP through Twilio on a Lao site', () => {
  it('texts the code to the member in E.164 (+856); our service still makes and checks it', async () => {
    const sent = await call(t.app, otpApi.send, { body: { phoneNumber: '02055501234' } });
    expect(sent.json()).toMatchObject({ code: 'OTP_SENT' });
    const request = twilio.requests.at(-1)!;
    const form = new URLSearchParams(request.body);
    expect(form.get('To')).toBe('+8562055501234');
    expect(form.get('From')).toBe('WALLET');
    const { code } = readOtpMessage(form.get('Body')!);
    const { otpToken } = sent.json() as { otpToken: string };
    const wrong = code === '000000' ? '111111' : '000000';
    expect((await call(t.app, otpApi.verify, { body: { otpToken, otpCode: wrong } })).statusCode).not.toBe(
      200,
    );
    expect((await call(t.app, otpApi.verify, { body: { otpToken, otpCode: code! } })).json()).toMatchObject({
      code: 'OTP_CODE_VALID',
    });
  });

  it('answers OTP_SEND_FAIL when Twilio refuses the number', async () => {
    const sent = await call(t.app, otpApi.send, { body: { phoneNumber: '02099999999' } });
    expect(sent.json()).toEqual({ message: 'OTP_SEND_FAIL' });
  });
});
