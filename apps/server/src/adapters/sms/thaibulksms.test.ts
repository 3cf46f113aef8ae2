import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeVendor,
  type FakeVendor,
  type VendorAnswer,
  type VendorRequest,
} from '../../../test/kits/fake-vendor.ts';
import { basicAuth } from '../vendor-call.ts';
import { ThaiBulkSmsSender } from './thaibulksms.ts';

const KEY = 'tbs-key';
const SECRET = 'tbs-secret';

const failure = (status: number, name: string, description: string): VendorAnswer => ({
  status,
  json: { error: { code: status, name, description } },
});

/** The recipient picks the documented answer; a wrong key gets the documented 401. */
function answer(request: VendorRequest): VendorAnswer {
  if (request.headers.authorization !== basicAuth(KEY, SECRET))
    return failure(401, 'ERROR_UNAUTHORIZED', 'Invalid api key or secret');
  if (request.method === 'GET' && request.path === '/credit')
    return { status: 200, json: { remaining_credit: { standard: 0, corporate: 1500 } } };
  const form = new URLSearchParams(request.body);
  const msisdn = form.get('msisdn') ?? '';
  if (msisdn === '66899999999') return failure(403, 'ERROR_INSUFFICIENT_CREDIT', 'Credit is not enough');
  if (msisdn === '66888888888') return failure(400, 'ERROR_PARAMETER', 'sender is not approved');
  if (msisdn === '66877777777') return failure(500, 'ERROR_INTERNAL', 'Internal server error');
  if (msisdn === '66866666666') return 'hang';
  if (msisdn === '66855555555')
    return {
      status: 201,
      json: {
        remaining_credit: 10,
        total_use_credit: 0,
        credit_type: 'corporate',
        phone_number_list: [],
        bad_phone_number_list: [{ number: msisdn, message: 'Invalid phone number' }],
      },
    };
  return {
    status: 201,
    json: {
      remaining_credit: 1499,
      total_use_credit: 1,
      credit_type: 'corporate',
      phone_number_list: [{ number: msisdn, message_id: 'm1', used_credit: 1 }],
      bad_phone_number_list: [],
    },
  };
}

let fake: FakeVendor;
beforeAll(async () => {
  fake = await startFakeVendor(answer);
});
afterAll(() => fake.close());

const sender = (apiSecret = SECRET) =>
  new ThaiBulkSmsSender({
    apiKey: KEY,
    apiSecret,
    sender: 'WALLET',
    variant: 'th',
    baseUrl: fake.url,
    timeoutMs: 2000,
  });

describe('ThaiBulkSmsSender', () => {
  it('posts msisdn (international digits), message and sender, form-encoded with Basic key:secret', async () => {
    await sender().send('0812345678', 'รหัส OTP 123456');
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/sms' });
    expect(sent.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(Buffer.from(sent.body, 'latin1').toString('utf8'));
    expect(Object.fromEntries(form)).toEqual({
      msisdn: '66812345678',
      message: 'รหัส OTP 123456',
      sender: 'WALLET',
    });
  });

  it.each([
    ['0899999999', /403 \(ERROR_INSUFFICIENT_CREDIT\)/],
    ['0888888888', /400 \(ERROR_PARAMETER\)/],
    ['0877777777', /500/],
    ['0855555555', /undeliverable number \(Invalid phone number\)/],
    ['0866666666', /no answer in time/],
  ])('refuses %s with SmsSendError %s', async (phone, why) => {
    await expect(sender().send(phone, 'x')).rejects.toMatchObject({
      name: 'SmsSendError',
      message: expect.stringMatching(why),
    });
  });

  it('refuses a wrong key without saying it, and a number that is no phone without calling', async () => {
    const error = await sender('wrong')
      .send('0812345678', 'x')
      .catch((e: Error) => e);
    expect(String(error)).toMatch(/401 \(ERROR_UNAUTHORIZED\)/);
    expect(String(error)).not.toMatch(/wrong|tbs-key/);
    const count = fake.requests.length;
    await expect(sender().send('12', 'x')).rejects.toThrow('undeliverable number');
    expect(fake.requests.length).toBe(count);
  });

  it('checks credentials by reading the remaining credit', async () => {
    await expect(sender().checkCredentials()).resolves.toBe(
      'remaining credit {"standard":0,"corporate":1500}',
    );
    await expect(sender('wrong').checkCredentials()).rejects.toThrow(
      'answered HTTP 401 (ERROR_UNAUTHORIZED)',
    );
  });
});
