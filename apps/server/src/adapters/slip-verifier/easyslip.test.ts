import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeVendor,
  type FakeVendor,
  type VendorAnswer,
  type VendorRequest,
} from '../../../test/kits/fake-vendor.ts';
import { EasySlipVerifier } from './easyslip.ts';

const KEY = '3f1c2a4b-0000-4000-8000-1234567890ab';

/** A bank record as EasySlip's documentation shows it (API v1, /verify). */
const record = {
  payload: '0041000600000101030040220014242082547BPM049885102TH9104E1E5',
  transRef: '014242082547BPM04988',
  date: '2026-11-22T10:15:00+07:00',
  countryCode: 'TH',
  amount: { amount: 150.5, local: { amount: 0, currency: '' } },
  fee: 0,
  ref1: '',
  ref2: '',
  ref3: '',
  sender: {
    bank: { id: '004', name: 'ธนาคารกสิกรไทย', short: 'KBANK' },
    account: {
      name: { th: 'นาย ทดสอบ ร', en: 'MR. TEST R' },
      bank: { type: 'BANKAC', account: 'xxx-x-x1234-x' },
    },
  },
  receiver: {
    bank: { id: '014', name: 'ธนาคารไทยพาณิชย์', short: 'SCB' },
    account: { name: { th: 'บริษัท ตัวอย่าง' }, bank: { type: 'BANKAC', account: 'xxx-x-x9876-x' } },
  },
};

const error = (status: number, message: string): VendorAnswer => ({ status, json: { status, message } });

/** The payload (or, for an image, its bytes) picks the documented answer. */
function answer(request: VendorRequest): VendorAnswer {
  if (request.path === '/api/v1/me')
    return request.headers.authorization === `Bearer ${KEY}`
      ? {
          status: 200,
          json: {
            status: 200,
            data: {
              application: 'wallet',
              usedQuota: 20,
              maxQuota: 500,
              remainingQuota: 480,
              expiredAt: '2027-01-01T00:00:00+07:00',
              currentCredit: 0,
            },
          },
        }
      : error(401, 'unauthorized');
  if (request.headers['content-type']?.startsWith('multipart/form-data')) {
    return request.body.includes('GOOD-IMAGE')
      ? { status: 200, json: { status: 200, data: record } }
      : error(400, 'invalid_image');
  }
  const { payload } = JSON.parse(request.body) as { payload: string };
  switch (payload) {
    case 'GOOD':
      return { status: 200, json: { status: 200, data: record } };
    case 'PROXY':
      return {
        status: 200,
        json: {
          status: 200,
          data: {
            ...record,
            receiver: {
              account: { name: { th: 'ร้าน' }, proxy: { type: 'MSISDN', account: '081-xxx-5678' } },
            },
          },
        },
      };
    case 'DUPLICATE':
      return { status: 400, json: { status: 400, message: 'duplicate_slip', data: record } };
    case 'INVALID':
      return error(400, 'invalid_payload');
    case 'NOTFOUND':
      return error(404, 'slip_not_found');
    case 'NOQR':
      return error(404, 'qrcode_not_found');
    case 'QUOTA':
      return error(403, 'quota_exceeded');
    case 'DENIED':
      return error(403, 'access_denied');
    case 'UNVERIFIED':
      return error(403, 'account_not_verified');
    case 'EXPIRED':
      return error(403, 'application_expired');
    case 'DEACTIVATED':
      return error(403, 'application_deactivated');
    case 'UNAUTHORIZED':
      return error(401, 'unauthorized');
    case 'BANKDOWN':
      return error(500, 'api_server_error');
    case 'DOWN':
      return error(500, 'server_error');
    case 'TOOBIG':
      return error(400, 'image_size_too_large');
    case 'GARBLED':
      return { status: 200, text: '<html>maintenance</html>' };
    case 'ODD':
      return { status: 200, json: { status: 200, data: { ...record, amount: { amount: 1.005 } } } };
    default:
      return 'hang';
  }
}

let fake: FakeVendor;
beforeAll(async () => {
  fake = await startFakeVendor(answer);
});
afterAll(() => fake.close());

const verifier = (apiKey = KEY) =>
  new EasySlipVerifier({ apiKey, baseUrl: `${fake.url}/api/v1/`, timeoutMs: 2000 });
const ref = (payload: string, image?: Buffer) => ({ sendingBank: '004', transRef: 'X', payload, image });

describe('EasySlipVerifier', () => {
  it('posts the payload with the bearer key and reads the bank record', async () => {
    expect(await verifier().verify(ref('GOOD'))).toEqual({
      outcome: 'transfer',
      transfer: {
        transRef: '014242082547BPM04988',
        amount: 15050,
        transferredAt: new Date('2026-11-22T03:15:00Z'),
        sender: { bank: '004', account: 'xxx-x-x1234-x' },
        receiver: { bank: '014', account: 'xxx-x-x9876-x' },
      },
    });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: '/api/v1/verify' });
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);
    // Never checkDuplicate: our rules decide (ADR 0143).
    expect(JSON.parse(sent.body)).toEqual({ payload: 'GOOD' });
  });

  it('reads a PromptPay proxy receiver as the account shown', async () => {
    const result = await verifier().verify(ref('PROXY'));
    expect(result.outcome === 'transfer' && result.transfer.receiver).toEqual({
      bank: null,
      account: '081-xxx-5678',
    });
  });

  it('keeps the duplicate flag as a note on the record: our rules decide', async () => {
    const result = await verifier().verify(ref('DUPLICATE'));
    expect(result).toMatchObject({
      outcome: 'transfer',
      transfer: { transRef: record.transRef, amount: 15050, seenBefore: true },
    });
  });

  it.each([
    ['INVALID', { outcome: 'not-found' }],
    ['NOTFOUND', { outcome: 'not-found' }],
    ['NOQR', { outcome: 'not-found' }],
    ['QUOTA', { outcome: 'error', reason: 'quota' }],
    ['DENIED', { outcome: 'error', reason: 'credentials' }],
    ['UNVERIFIED', { outcome: 'error', reason: 'credentials' }],
    ['EXPIRED', { outcome: 'error', reason: 'credentials' }],
    ['DEACTIVATED', { outcome: 'error', reason: 'credentials' }],
    ['UNAUTHORIZED', { outcome: 'error', reason: 'credentials' }],
    ['BANKDOWN', { outcome: 'error', reason: 'bank-unavailable' }],
    ['DOWN', { outcome: 'error' }],
    ['TOOBIG', { outcome: 'error' }],
    ['GARBLED', { outcome: 'error' }],
    ['ODD', { outcome: 'error' }],
    ['SLOW', { outcome: 'timeout' }],
  ])('maps %s to %o', async (payload, outcome) => {
    expect(await verifier().verify(ref(payload))).toEqual(outcome);
  });

  it('sends the image only when the payload is refused as not a slip, as multipart `file`', async () => {
    const before = fake.requests.length;
    const image = Buffer.from('GOOD-IMAGE');
    expect(await verifier().verify(ref('GOOD', image))).toMatchObject({ outcome: 'transfer' });
    expect(fake.requests.length - before).toBe(1);

    const result = await verifier().verify(ref('INVALID', image));
    expect(result).toMatchObject({ outcome: 'transfer', transfer: { amount: 15050 } });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent.body).toMatch(/name="file"/);
    expect(sent.headers.authorization).toBe(`Bearer ${KEY}`);

    // A slip the bank does not know is not sent again as an image.
    const count = fake.requests.length;
    expect(await verifier().verify(ref('NOTFOUND', image))).toEqual({ outcome: 'not-found' });
    expect(fake.requests.length - count).toBe(1);
    expect(await verifier().verify(ref('INVALID', Buffer.from('blurred')))).toEqual({ outcome: 'not-found' });
  });

  it('answers error when the service cannot be reached', async () => {
    const unreachable = new EasySlipVerifier({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1', timeoutMs: 2000 });
    expect(await unreachable.verify(ref('GOOD'))).toEqual({ outcome: 'error' });
  });

  it('checks credentials with /me, which spends no quota, and names a refusal', async () => {
    await expect(verifier().checkCredentials()).resolves.toBe(
      'quota 480 of 500 left, expires 2027-01-01T00:00:00+07:00',
    );
    await expect(verifier('wrong-key').checkCredentials()).rejects.toThrow(
      'answered HTTP 401 (unauthorized)',
    );
  });
});
