import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { accountApi, lookupApi, otpApi, sandboxApi } from '@wallet/contract';
import { members } from '../../db/schema.ts';
import { createTestApp } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';
import {
  otpHeader,
  registerMember,
  registrationFor,
  sendAndVerifyOtp,
  uniquePhone,
} from '../../../test/members.ts';
import { call } from '../../../test/call.ts';

const t = useTestApp({ OTP_SENDS_PER_IP: '1000', PHONE_CHECKS_PER_IP: '1000' });

const register = (payload: object, otpToken?: string) =>
  call(t.app, accountApi.register, { body: payload, headers: otpToken ? otpHeader(otpToken) : {} });
const validate = (payload: object) => call(t.app, accountApi.validate, { body: payload });
const memberCount = async () =>
  (await t.database.db.execute(sql`select count(*)::int as n from members`)).rows[0]!.n as number;

describe('POST /api/account', () => {
  it('registers a member with a verified OTP, storing the account name upper-cased and single-spaced', async () => {
    const member = await registerMember(t.app, t.sms);
    const [row] = await t.database.db.select().from(members).where(eq(members.username, member.username));
    expect(row).toMatchObject({ bankAccountName: 'SOMSAK TESTER', bankCode: 'KBANK', status: 'active' });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(row!.passwordHash).not.toContain(member.password);
  });

  it('refuses a phone without a verified OTP (UNVERIFIED_OTP) however the client behaves', async () => {
    const phone = uniquePhone();
    const before = await memberCount();
    const response = await register(registrationFor(phone));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'UNVERIFIED_OTP' });
    // A sent but unverified code is not enough either.
    await call(t.app, otpApi.send, { body: { phoneNumber: phone } });
    expect((await register(registrationFor(phone))).json()).toEqual({ message: 'UNVERIFIED_OTP' });
    expect(await memberCount()).toBe(before);
  });

  it('spends the verified OTP: a second registration on it is refused', async () => {
    const member = await registerMember(t.app, t.sms);
    const again = await register(registrationFor(member.username, { bankAccountNo: '9999999999' }));
    expect(again.json()).toEqual({ message: 'EXISTING_USER' });
  });

  it('needs no OTP when registerOTP is off', async () => {
    await call(t.app, sandboxApi.settings, { body: { registerOTP: false } });
    try {
      const lookup = await call(t.app, lookupApi.registerOTP);
      expect(lookup.json()).toEqual({ registerOTP: false });
      const response = await register(registrationFor(uniquePhone()));
      expect(response.statusCode).toBe(201);
    } finally {
      await call(t.app, sandboxApi.settings, { body: { registerOTP: true } });
    }
  });

  it('refuses a bank account already used (EXISTING_BANK)', async () => {
    const first = await registerMember(t.app, t.sms);
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    const response = await register(registrationFor(phone, { bankAccountNo: first.bankAccountNo }), otpToken);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'EXISTING_BANK' });
  });

  it('refuses an unknown bank or a malformed account number (INVALID_BANK)', async () => {
    const phone = uniquePhone();
    await sendAndVerifyOtp(t.app, phone, t.sms);
    expect((await register(registrationFor(phone, { bankCode: 'NOPE' }))).json()).toEqual({
      message: 'INVALID_BANK',
    });
    expect((await register(registrationFor(phone, { bankAccountNo: '12345' }))).json()).toEqual({
      message: 'INVALID_BANK',
    });
  });

  it('needs an English account name at KTB, TMB and BBL, but not at KBANK', async () => {
    const phone = uniquePhone();
    const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
    for (const bankCode of ['KTB', 'TMB', 'BBL']) {
      const response = await register(registrationFor(phone, { bankCode, bankAccountName: 'สมศักดิ์ ทดสอบ' }));
      expect(response.json()).toEqual({ message: 'BANK_ACCOUNT_NAME_ENG' });
    }
    const thai = await register(registrationFor(phone, { bankAccountName: 'สมศักดิ์ ทดสอบ' }), otpToken);
    expect(thai.statusCode).toBe(201);
  });

  it('links the new member to the inviter of a PR{memberId} code', async () => {
    const inviter = await registerMember(t.app, t.sms);
    const [inviterRow] = await t.database.db
      .select()
      .from(members)
      .where(eq(members.username, inviter.username));
    const invitee = await registerMember(t.app, t.sms, { inviteCode: `PR${inviterRow!.id}` });
    const [row] = await t.database.db.select().from(members).where(eq(members.username, invitee.username));
    expect(row!.invitedBy).toBe(inviterRow!.id);
  });

  it('refuses an invite code that names nobody', async () => {
    const phone = uniquePhone();
    await sendAndVerifyOtp(t.app, phone, t.sms);
    for (const inviteCode of ['PR999999999', 'XX12', 'PR']) {
      expect((await register(registrationFor(phone, { inviteCode }))).json()).toEqual({
        message: 'INVALID_USER_INFO',
      });
    }
  });

  it('refuses an unknown source and a short password with INVALID_USER_INFO', async () => {
    const phone = uniquePhone();
    await sendAndVerifyOtp(t.app, phone, t.sms);
    expect((await register(registrationFor(phone, { sourceCode: 'NOPE' }))).json()).toEqual({
      message: 'INVALID_USER_INFO',
    });
    expect((await register(registrationFor(phone, { password: 'short' }))).json()).toEqual({
      message: 'INVALID_USER_INFO',
    });
  });

  it('registers without a source, as the spec requires only name, phone and passwords', async () => {
    for (const sourceCode of [undefined, '']) {
      const phone = uniquePhone();
      const { otpToken } = await sendAndVerifyOtp(t.app, phone, t.sms);
      const response = await register(registrationFor(phone, { sourceCode }), otpToken);
      expect(response.statusCode).toBe(201);
      const [row] = await t.database.db.select().from(members).where(eq(members.username, phone));
      expect(row!.sourceCode).toBeNull();
    }
  });

  it('lets exactly one of two parallel registrations of the same phone through', async () => {
    await call(t.app, sandboxApi.settings, { body: { registerOTP: false } });
    try {
      const phone = uniquePhone();
      const answers = await Promise.all([
        register(registrationFor(phone, { bankAccountNo: '5550000001' })),
        register(registrationFor(phone, { bankAccountNo: '5550000002' })),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
        message: 'EXISTING_USER',
      });
    } finally {
      await call(t.app, sandboxApi.settings, { body: { registerOTP: true } });
    }
  });
});

describe('POST /api/account/validate', () => {
  it('accepts the profile step without bank fields', async () => {
    const {
      bankCode: _b,
      bankAccountName: _n,
      bankAccountNo: _a,
      ...profile
    } = registrationFor(uniquePhone());
    const response = await validate(profile);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'SUCCESS' });
  });

  it('reports the same rules as registration', async () => {
    const member = await registerMember(t.app, t.sms);
    expect((await validate(registrationFor(member.username))).json()).toEqual({ message: 'EXISTING_USER' });
    expect((await validate(registrationFor('12345'))).json()).toEqual({
      message: 'PHONE_NUMBER_REQUIRE_10_DIGIT',
    });
    expect((await validate(registrationFor(uniquePhone(), { name: '   ' }))).json()).toEqual({
      message: 'INVALID_USER_INFO',
    });
    expect((await validate(registrationFor(uniquePhone(), { currency: 'LAK' }))).json()).toEqual({
      message: 'KEY_INVALID',
    });
  });
});

describe('Lao variant', () => {
  it('takes Lao mobile numbers; the profile step passes without a currency, the bank step needs LAK or BAHT', async () => {
    const lao = await createTestApp({ SITE_VARIANT: 'la' });
    try {
      const payload = registrationFor('02055512345', { bankCode: 'BCEL', bankAccountNo: '0101000012345' });
      // The profile step: name, phone, passwords, no bank and no currency yet (the select is one screen later).
      const { bankCode: _c, bankAccountName: _n, bankAccountNo: _a, ...profileStep } = payload;
      const profile = await call(lao.app, accountApi.validate, { body: profileStep });
      expect(profile.statusCode).toBe(200);
      expect(profile.json()).toEqual({ message: 'SUCCESS' });
      const missing = await call(lao.app, accountApi.validate, { body: payload });
      expect(missing.json()).toEqual({ message: 'KEY_MISSING' });
      const wrong = await call(lao.app, accountApi.validate, { body: { ...payload, currency: 'USD' } });
      expect(wrong.json()).toEqual({ message: 'KEY_INVALID' });
      const ok = await call(lao.app, accountApi.validate, { body: { ...payload, currency: 'LAK' } });
      expect(ok.statusCode).toBe(200);
      const thaiPhone = await call(lao.app, accountApi.validate, {
        body: { ...payload, username: '0812345678', currency: 'BAHT' },
      });
      expect(thaiPhone.json()).toEqual({ message: 'PHONE_NUMBER_REQUIRE_10_DIGIT' });
    } finally {
      await lao.close();
    }
  });

  it('sends the OTP in Lao and registers a kip member only with the currency the bank step chose', async () => {
    const lao = await createTestApp({
      SITE_VARIANT: 'la',
      OTP_SENDS_PER_IP: '1000',
      PHONE_CHECKS_PER_IP: '1000',
    });
    try {
      const phone = '02055512346';
      const { otpToken, code } = await sendAndVerifyOtp(lao.app, phone, lao.sms);
      const text = lao.sms.messagesFor(phone)[0]!.message;
      expect(text).toMatch(/^ລະຫັດ OTP ຂອງທ່ານແມ່ນ \d{6} \(Ref: [A-Z0-9]+\)/);
      expect(text).not.toMatch(/[\u0E00-\u0E7F]/); // no Thai script on a Lao phone
      expect(code).toMatch(/^\d{6}$/);
      const payload = registrationFor(phone, { bankCode: 'BCEL', bankAccountNo: '0101000012346' });
      const without = await call(lao.app, accountApi.register, {
        body: payload,
        headers: otpHeader(otpToken),
      });
      expect(without.json()).toEqual({ message: 'KEY_MISSING' });
      const registered = await call(lao.app, accountApi.register, {
        body: { ...payload, currency: 'LAK' },
        headers: otpHeader(otpToken),
      });
      expect(registered.statusCode).toBe(201);
      const [row] = await lao.database.db.select().from(members).where(eq(members.username, phone));
      expect(row!.currency).toBe('LAK');
    } finally {
      await lao.close();
    }
  });
});
