import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as contract from '@wallet/contract';
import { banks } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { call } from '../../../test/call.ts';
import { registrationFor, uniquePhone } from '../../../test/members.ts';

const LAO_BANKS = ['BCEL', 'LDB', 'APB', 'JDB', 'STB', 'LVB'];
const LAO_SCRIPT = /[\u0E80-\u0EFF]/;

async function bankList(t: TestApp) {
  return contract.banksReply.parse((await call(t.app, contract.lookupApi.banks)).json());
}
async function depositList(t: TestApp) {
  return contract.depositLookupReply.parse((await call(t.app, contract.lookupApi.deposit)).json());
}

describe('Thai site (SITE_VARIANT=th)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp({ SITE_VARIANT: 'th', PHONE_CHECKS_PER_IP: '1000' })));
  afterAll(async () => t.close());

  it('lists Thai banks only, each with its Thai, English and Lao name', async () => {
    const list = await bankList(t);
    expect(list.map((bank) => bank.code)).toEqual(expect.arrayContaining(['KBANK', 'KTB']));
    expect(list.filter((bank) => LAO_BANKS.includes(bank.code) || bank.country === 'LA')).toEqual([]);
    expect(list.find((bank) => bank.code === 'KTB')).toMatchObject({
      nameTH: 'ธนาคารกรุงไทย',
      nameEN: 'Krungthai Bank',
    });
    expect(list.every((bank) => LAO_SCRIPT.test(bank.nameLA))).toBe(true);
  });

  it('shows no kip or Lao-bank deposit account, and names every bank account in three languages', async () => {
    const { banks: accounts } = await depositList(t);
    expect(accounts.length).toBeGreaterThan(0);
    expect(accounts.filter((entry) => entry.currency !== 'THB' || entry.bankCode === 'BCEL')).toEqual([]);
    const kbank = accounts.find((entry) => entry.bankCode === 'KBANK');
    expect(kbank?.bank.nameLA).toMatch(LAO_SCRIPT);
  });

  it('refuses a registration at a Lao bank with INVALID_BANK and stores nothing', async () => {
    const response = await call(t.app, contract.accountApi.validate, {
      body: registrationFor(uniquePhone(), { bankCode: 'BCEL', bankAccountNo: '0101000012345' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'INVALID_BANK' });
  });
});

describe('Lao site (SITE_VARIANT=la)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ SITE_VARIANT: 'la', PHONE_CHECKS_PER_IP: '1000' });
    // The operator marks one Thai bank Thai-only; the lists are read after that (a cold cache).
    await t.database.db.update(banks).set({ thaiOnly: true }).where(eq(banks.code, 'GSB'));
  });
  afterAll(async () => t.close());

  it('lists Lao banks and the Thai banks not marked Thai-only', async () => {
    const codes = (await bankList(t)).map((bank) => bank.code);
    expect(codes).toEqual(expect.arrayContaining([...LAO_BANKS, 'KBANK']));
    expect(codes).not.toContain('GSB');
  });

  it('shows the kip account and leaves out a deposit account at a Thai-only bank', async () => {
    const { banks: accounts } = await depositList(t);
    const bcel = accounts.find((entry) => entry.bankCode === 'BCEL');
    expect(bcel).toMatchObject({ currency: 'LAK', bank: { nameLA: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ' } });
    // The kip members' QR channel (ADR 0180); the Thai site's list above has no kip entry at all.
    expect(accounts.find((entry) => entry.bankCode === 'LAOQR')).toMatchObject({
      bankType: 'PAYMENT',
      currency: 'LAK',
    });
    expect(accounts.map((entry) => entry.bankCode)).not.toContain('GSB');
  });

  it('refuses a registration at a Thai-only bank and takes a Lao one', async () => {
    const lao = { username: '02055512399', currency: 'LAK' as const };
    const thaiOnly = await call(t.app, contract.accountApi.validate, {
      body: registrationFor('', { ...lao, bankCode: 'GSB', bankAccountNo: '020123456789' }),
    });
    expect(thaiOnly.json()).toEqual({ message: 'INVALID_BANK' });
    const bcel = await call(t.app, contract.accountApi.validate, {
      body: registrationFor('', { ...lao, bankCode: 'BCEL', bankAccountNo: '0101000012399' }),
    });
    expect(bcel.statusCode).toBe(200);
  });
});
