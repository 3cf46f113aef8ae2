import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeVendor,
  type FakeVendor,
  type VendorAnswer,
  type VendorRequest,
} from '../../../test/kits/fake-vendor.ts';
import { SlipOkVerifier } from './slipok.ts';

const KEY = 'SLIPOKTESTKEY1';
const BRANCH = '12345';

/** The bank record as SlipOK's documentation shows it under `data`. */
const record = {
  success: true,
  message: '✅',
  language: 'TH',
  transRef: '016330152436CTF07426',
  sendingBank: '004',
  receivingBank: '014',
  transDate: '20261122',
  transTime: '10:15:00',
  sender: {
    displayName: 'นาย ทดสอบ ร',
    name: 'Mr. Test R',
    proxy: { type: null, value: null },
    account: { type: 'BANKAC', value: 'xxx-x-x1234-x' },
  },
  receiver: {
    displayName: 'บจก. ตัวอย่าง',
    name: 'Example Co',
    proxy: { type: null, value: null },
    account: { type: 'BANKAC', value: 'xxx-x-x9876-x' },
  },
  amount: 150.5,
  paidLocalAmount: 150.5,
  paidLocalCurrency: '764',
  countryCode: 'TH',
  transFeeAmount: 0,
  ref1: '',
  ref2: '',
  ref3: '',
  toMerchantId: '',
};

const refusal = (code: number, message: string, data?: unknown): VendorAnswer => ({
  status: 400,
  json: { code, message, ...(data ? { data } : {}) },
});

function answer(request: VendorRequest): VendorAnswer {
  if (request.headers['x-authorization'] !== KEY) return refusal(1002, 'Authorization Header ไม่ถูกต้อง');
  if (request.path === `/api/line/apikey/${BRANCH}/quota`)
    return { status: 200, json: { success: true, data: { quota: 420, specialQuota: 0, overQuota: 0 } } };
  if (request.path !== `/api/line/apikey/${BRANCH}`) return refusal(1001, 'ไม่พบข้อมูลสาขา');
  if (request.headers['content-type']?.startsWith('multipart/form-data'))
    return request.body.includes('GOOD-IMAGE')
      ? { status: 200, json: { success: true, data: record } }
      : refusal(1007, 'ไม่พบ QR');
  const { data } = JSON.parse(request.body) as { data: string };
  switch (data) {
    case 'GOOD':
      return { status: 200, json: { success: true, data: record } };
    case 'STAMPED':
      return {
        status: 200,
        json: { success: true, data: { ...record, transTimestamp: '2026-11-22T03:15:07.000Z' } },
      };
    case 'DUPLICATE':
      return refusal(1012, 'สลิปซ้ำ', record);
    case 'AMOUNT':
      return refusal(1013, 'ยอดไม่ตรง', record);
    case 'RECEIVER':
      return refusal(1014, 'บัญชีผู้รับไม่ตรง', record);
    case 'EMPTY':
      return refusal(1000, 'กรุณาใส่ข้อมูล QR Code ให้ครบ');
    case 'EXPIRED':
      return refusal(1003, 'Package หมดอายุ');
    case 'QUOTA':
      return refusal(1004, 'ใช้เกินโควต้า');
    case 'NOTIMAGE':
      return refusal(1005, 'ไม่ใช่ไฟล์ภาพ');
    case 'BADIMAGE':
      return refusal(1006, 'รูปภาพไม่ถูกต้อง');
    case 'NOQR':
      return refusal(1007, 'ไม่พบ QR');
    case 'NOTSLIP':
      return refusal(1008, 'QR ไม่ใช่ QR สำหรับตรวจสอบการชำระเงิน');
    case 'BANKDOWN':
      return refusal(1009, 'ข้อมูลธนาคารขัดข้องชั่วคราว');
    case 'WAIT':
      return refusal(1010, 'กรุณารอสักครู่');
    case 'GONE':
      return refusal(1011, 'QR หมดอายุ หรือไม่มีรายการอยู่จริง');
    case 'NOPACKAGE':
      return refusal(1015, 'ไม่พบ Package');
    case 'DUPNODATA':
      return refusal(1012, 'สลิปซ้ำ');
    case 'DOWN':
      return { status: 502, text: 'Bad Gateway' };
    default:
      return 'hang';
  }
}

let fake: FakeVendor;
beforeAll(async () => {
  fake = await startFakeVendor(answer);
});
afterAll(() => fake.close());

const verifier = (apiKey = KEY, branchId = BRANCH) =>
  new SlipOkVerifier({ apiKey, branchId, baseUrl: `${fake.url}/api/line/apikey`, timeoutMs: 2000 });
const ref = (payload: string, image?: Buffer) => ({ sendingBank: '004', transRef: 'X', payload, image });

const transfer = {
  transRef: '016330152436CTF07426',
  amount: 15050,
  transferredAt: new Date('2026-11-22T03:15:00Z'),
  sender: { bank: '004', account: 'xxx-x-x1234-x' },
  receiver: { bank: '014', account: 'xxx-x-x9876-x' },
};

describe('SlipOkVerifier', () => {
  it('posts the QR payload to the branch with x-authorization and reads the record (Bangkok time)', async () => {
    expect(await verifier().verify(ref('GOOD'))).toEqual({ outcome: 'transfer', transfer });
    const sent = fake.requests.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: `/api/line/apikey/${BRANCH}` });
    // Neither log (SlipOK's own duplicate check) nor amount: our rules judge (ADR 0143).
    expect(JSON.parse(sent.body)).toEqual({ data: 'GOOD' });
  });

  it('prefers transTimestamp, to the second, when SlipOK gives it', async () => {
    const result = await verifier().verify(ref('STAMPED'));
    expect(result.outcome === 'transfer' && result.transfer.transferredAt).toEqual(
      new Date('2026-11-22T03:15:07Z'),
    );
  });

  it('reads a duplicate (1012) as the record with the flag, and 1013/1014 as the record: our rules decide', async () => {
    expect(await verifier().verify(ref('DUPLICATE'))).toEqual({
      outcome: 'transfer',
      transfer: { ...transfer, seenBefore: true },
    });
    expect(await verifier().verify(ref('AMOUNT'))).toEqual({ outcome: 'transfer', transfer });
    expect(await verifier().verify(ref('RECEIVER'))).toEqual({ outcome: 'transfer', transfer });
  });

  it.each([
    ['EMPTY', { outcome: 'error' }],
    ['EXPIRED', { outcome: 'error', reason: 'credentials' }],
    ['QUOTA', { outcome: 'error', reason: 'quota' }],
    ['NOTIMAGE', { outcome: 'not-found' }],
    ['BADIMAGE', { outcome: 'not-found' }],
    ['NOQR', { outcome: 'not-found' }],
    ['NOTSLIP', { outcome: 'not-found' }],
    ['BANKDOWN', { outcome: 'error', reason: 'bank-unavailable' }],
    ['WAIT', { outcome: 'error', reason: 'bank-unavailable' }],
    ['GONE', { outcome: 'not-found' }],
    ['NOPACKAGE', { outcome: 'error', reason: 'credentials' }],
    ['DUPNODATA', { outcome: 'error' }],
    ['DOWN', { outcome: 'error' }],
    ['SLOW', { outcome: 'timeout' }],
  ])('maps %s to %o', async (payload, outcome) => {
    expect(await verifier().verify(ref(payload))).toEqual(outcome);
  });

  it('maps a wrong key (1002) and an unknown branch (1001) to credentials', async () => {
    expect(await verifier('WRONG').verify(ref('GOOD'))).toEqual({ outcome: 'error', reason: 'credentials' });
    expect(await verifier(KEY, '999').verify(ref('GOOD'))).toEqual({
      outcome: 'error',
      reason: 'credentials',
    });
  });

  it('sends the image as multipart `files` only when the payload is not a slip', async () => {
    const image = Buffer.from('GOOD-IMAGE');
    expect(await verifier().verify(ref('NOTSLIP', image))).toEqual({ outcome: 'transfer', transfer });
    const sent = fake.requests.at(-1)!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent.body).toMatch(/name="files"/);
    const count = fake.requests.length;
    expect(await verifier().verify(ref('GONE', image))).toEqual({ outcome: 'not-found' });
    expect(fake.requests.length - count).toBe(1);
  });

  it('checks credentials with the quota call, and names a refusal by its code', async () => {
    await expect(verifier().checkCredentials()).resolves.toBe('quota 420 left');
    await expect(verifier('WRONG').checkCredentials()).rejects.toThrow('answered HTTP 400 (code 1002)');
  });
});
