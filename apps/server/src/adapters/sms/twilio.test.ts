import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeVendor,
  type FakeVendor,
  type VendorAnswer,
  type VendorRequest,
} from '../../../test/kits/fake-vendor.ts';
import { basicAuth } from '../vendor-call.ts';
import { TwilioSmsSender } from './twilio.ts';

const SID = `AC${'a1'.repeat(16)}`;
const TOKEN = 'f'.repeat(32);
const ACCOUNT = `/2010-04-01/Accounts/${SID}`;

/** Twilio's documented error body. */
const failure = (status: number, code: number, message: string): VendorAnswer => ({
  status,
  json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
});

const ERRORS: Record<string, VendorAnswer> = {
  '+8562011111111': failure(400, 21211, "The 'To' number is not a valid phone number."),
  '+8562022222222': failure(400, 21408, 'Permission to send an SMS has not been enabled for the region'),
  '+8562033333333': failure(400, 21610, 'Attempt to send to unsubscribed recipient'),
  '+8562044444444': failure(400, 21614, "'To' number is not a valid mobile number"),
  '+8562055555555': failure(429, 20429, 'Too Many Requests'),
  '+8562066666666': { status: 503, text: 'Service Unavailable' },
};

function answer(request: VendorRequest): VendorAnswer {
  if (request.headers.authorization !== basicAuth(SID, TOKEN)) return failure(401, 20003, 'Authenticate');
  if (request.method === 'GET' && request.path === `${ACCOUNT}/Balance.json`)
    return { status: 200, json: { currency: 'USD', balance: '12.34', account_sid: SID } };
  const form = new URLSearchParams(request.body);
  const to = form.get('To') ?? '';
  if (to === '+8562077777777') return 'hang';
  if (to === '+8562088888888') return { status: 201, json: { sid: 'SM1', status: 'failed', to } };
  return ERRORS[to] ?? { status: 201, json: { sid: 'SM1', status: 'queued', to, body: form.get('Body') } };
}

let fake: FakeVendor;
beforeAll(async () => {
  fake = await startFakeVendor(answer);
});
afterAll(() => fake.close());

const sender = (from = '+15005550006', authToken = TOKEN) =>
  new TwilioSmsSender({
    accountSid: SID,
    authToken,
    from,
    variant: 'la',
    baseUrl: fake.url,
    timeoutMs: 2000,
  });

describe('TwilioSmsSender', () => {
  it('creates a message with To in E.164 (+856 for a Lao site), From and Body, Basic SID:token', async () => {
    await sender().send('02012345678', 'OTP 123456');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: `${ACCOUNT}/Messages.json` });
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({
      To: '+8562012345678',
      From: '+15005550006',
      Body: 'OTP 123456',
    });
  });

  it('sends through a Messaging Service when TWILIO_FROM is one', async () => {
    const service = `MG${'0'.repeat(32)}`;
    await sender(service).send('0301234567', 'OTP');
    expect(Object.fromEntries(new URLSearchParams(fake.requests.at(-1)!.body))).toEqual({
      To: '+856301234567',
      MessagingServiceSid: service,
      Body: 'OTP',
    });
  });

  it.each([
    ['02011111111', /error 21211/],
    ['02022222222', /error 21408/],
    ['02033333333', /error 21610/],
    ['02044444444', /error 21614/],
    ['02055555555', /429 \(error 20429\)/],
    ['02066666666', /503/],
    ['02077777777', /no answer in time/],
    ['02088888888', /message failed/],
  ])('refuses %s with SmsSendError %s', async (phone, why) => {
    await expect(sender().send(phone, 'x')).rejects.toMatchObject({
      name: 'SmsSendError',
      message: expect.stringMatching(why),
    });
  });

  it('names a wrong token by its code, never the token', async () => {
    const error = await sender(undefined, 'e'.repeat(32))
      .send('02012345678', 'x')
      .catch((e: Error) => e);
    expect(String(error)).toMatch(/401 \(error 20003\)/);
    expect(String(error)).not.toContain('eeee');
  });

  it('checks credentials by reading the balance', async () => {
    await expect(sender().checkCredentials()).resolves.toBe('balance 12.34 USD');
    await expect(sender(undefined, 'e'.repeat(32)).checkCredentials()).rejects.toThrow(
      'answered HTTP 401 (error 20003)',
    );
  });
});
