import { describe, expect, it } from 'vitest';
import { profileReply, accountApi, authApi, sandboxApi } from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { bearer, loginToken, registerMember } from '../../../test/members.ts';
import { call } from '../../../test/call.ts';

const t = useTestApp({ OTP_SENDS_PER_IP: '1000', LOGIN_LIMIT_PER_IP: '1000', PHONE_CHECKS_PER_IP: '1000' });

async function signedIn(overrides = {}) {
  const member = await registerMember(t.app, t.sms, overrides);
  const token = await loginToken(t.app, member.username, member.password);
  return { member, token, headers: bearer(token) };
}

describe('GET /api/account/profile', () => {
  it('returns the contract shape with the Thai bank name and the invite code', async () => {
    const { member, headers } = await signedIn();
    const response = await call(t.app, accountApi.profile, { headers });
    const profile = profileReply.parse(response.json());
    expect(profile).toMatchObject({
      username: member.username,
      name: member.name,
      bankCode: 'KBANK',
      bank: { nameTH: 'ธนาคารกสิกรไทย' },
      inviteCode: `PR${profile._id}`,
      coin: 0,
    });
  });
});

describe('PUT /api/account/profile', () => {
  it('renames the member and corrects the account name', async () => {
    const { headers } = await signedIn();
    const response = await call(t.app, accountApi.updateProfile, {
      headers,
      body: { name: 'New Name', bankAccountName: ' new  account ' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'New Name', bankAccountName: 'NEW ACCOUNT' });
  });

  it('does not let the member move withdrawals to another account (INVALID_BANK)', async () => {
    const { headers, member } = await signedIn();
    for (const change of [{ bankCode: 'SCB' }, { bankAccountNo: '1112223334' }]) {
      const response = await call(t.app, accountApi.updateProfile, {
        headers,
        body: { name: 'X', ...change },
      });
      expect(response.json()).toEqual({ message: 'INVALID_BANK' });
    }
    const profile = await call(t.app, accountApi.profile, { headers });
    expect(profile.json()).toMatchObject({ name: member.name, bankAccountNo: member.bankAccountNo });
  });
});

describe('PUT /api/account/profile with the account number (ADR 0028)', () => {
  it('takes the own number with leading zeros as unchanged, and another number as a change', async () => {
    const { headers, member } = await signedIn();
    const put = (bankAccountNo: string) =>
      call(t.app, accountApi.updateProfile, { headers, body: { name: 'Y', bankAccountNo } });
    const same = await put(`00${member.bankAccountNo}`);
    expect(same.statusCode).toBe(200);
    expect(same.json()).toMatchObject({ name: 'Y', bankAccountNo: member.bankAccountNo });
    expect((await put(`1${member.bankAccountNo}`)).json()).toEqual({ message: 'INVALID_BANK' });
  });
});

describe('PUT /api/account/bankAccountName', () => {
  it('stores an English name upper-cased and refuses anything else', async () => {
    const { headers } = await signedIn({ bankCode: 'KTB', bankAccountName: 'Somsak Tester' });
    const put = (payload: object) => call(t.app, accountApi.bankAccountName, { headers, body: payload });
    expect((await put({ bankCode: 'KTB', bankAccountName: 'สมศักดิ์' })).json()).toEqual({
      message: 'BANK_ACCOUNT_NAME_ENG',
    });
    expect((await put({ bankCode: 'KTB', bankAccountName: 'JOHN 2' })).json()).toEqual({
      message: 'BANK_ACCOUNT_NAME_ENG',
    });
    expect((await put({ bankCode: 'SCB', bankAccountName: 'JOHN DOE' })).json()).toEqual({
      message: 'INVALID_BANK',
    });
    const ok = await put({ bankCode: 'KTB', bankAccountName: 'john  doe' });
    expect(ok.json()).toMatchObject({ bankAccountName: 'JOHN DOE' });
  });
});

describe('a member carried over with a Thai name at KTB (sandbox, ADR 0063)', () => {
  it('is stored as it came, and the member corrects it through the edit-name route', async () => {
    const { member, headers } = await signedIn();
    const legacy = (body: object) => call(t.app, sandboxApi.legacyBank, { body });
    expect(
      (await legacy({ username: member.username, bankCode: 'NOPE', bankAccountName: 'x' })).json(),
    ).toEqual({
      message: 'INVALID_BANK',
    });
    expect((await legacy({ username: '0000000000', bankCode: 'KTB', bankAccountName: 'x' })).json()).toEqual({
      message: 'NO_USER',
    });
    const moved = await legacy({
      username: member.username,
      bankCode: 'KTB',
      bankAccountName: 'สมศักดิ์ ทดสอบ',
    });
    expect(moved.statusCode).toBe(200);
    const profile = await call(t.app, accountApi.profile, { headers });
    expect(profile.json()).toMatchObject({ bankCode: 'KTB', bankAccountName: 'สมศักดิ์ ทดสอบ' });
    const fixed = await call(t.app, accountApi.bankAccountName, {
      headers,
      body: { bankCode: 'KTB', bankAccountName: 'somsak tester' },
    });
    expect(fixed.json()).toMatchObject({ bankAccountName: 'SOMSAK TESTER' });
  });
});

describe('PUT /api/account/changepwd', () => {
  it('needs the current password (WRONG_PASSWORD)', async () => {
    const { headers } = await signedIn();
    const response = await call(t.app, accountApi.changePassword, {
      headers,
      body: { oldPassword: 'wrong-one', newPassword: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'WRONG_PASSWORD' });
  });

  it('changes the password and ends every other session', async () => {
    const { member, headers } = await signedIn();
    const otherDevice = await loginToken(t.app, member.username, member.password);
    const response = await call(t.app, accountApi.changePassword, {
      headers,
      body: { oldPassword: member.password, newPassword: 'brand-new-pass' },
    });
    expect(response.json()).toEqual({ message: 'SUCCESS' });
    const other = await call(t.app, accountApi.profile, { headers: bearer(otherDevice) });
    expect(other.json()).toEqual({ message: 'UNAUTHORIZED' });
    expect((await call(t.app, accountApi.profile, { headers })).statusCode).toBe(200);
    const oldLogin = await call(t.app, authApi.login, {
      body: { username: member.username, password: member.password },
    });
    expect(oldLogin.json()).toEqual({ message: 'WRONG_CREDENTIAL' });
    expect(await loginToken(t.app, member.username, 'brand-new-pass')).toBeTruthy();
  });
});
