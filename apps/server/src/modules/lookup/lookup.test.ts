import { describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import type { z } from 'zod';
import { createTestApp } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';

const t = useTestApp();

const lookups: Record<string, z.ZodType> = {
  banks: contract.banksReply,
  sources: contract.sourcesReply,
  contact: contract.contactReply,
  info: contract.infoReply,
  conditions: contract.conditionsReply,
  agreements: contract.agreementsReply,
  notice: contract.noticeReply,
  active: contract.activeReply,
  registerOTP: contract.registerOtpReply,
  enableChatWidget: contract.enableChatWidgetReply,
  withdraw: contract.withdrawLookupReply,
  deposit: contract.depositLookupReply,
  slip: contract.slipLookupReply,
};

describe('GET /api/lookup/*', () => {
  it.each(Object.entries(lookups))('%s answers its contract shape', async (name, schema) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/lookup/${name}` });
    expect(response.statusCode).toBe(200);
    expect(schema.safeParse(response.json()).success).toBe(true);
  });

  it('lists Thai and Lao banks with Thai names', async () => {
    const banks = contract.banksReply.parse(
      (await t.app.inject({ method: 'GET', url: '/api/lookup/banks' })).json(),
    );
    expect(banks.find((bank) => bank.code === 'KTB')).toMatchObject({
      nameTH: 'ธนาคารกรุงไทย',
      country: 'TH',
    });
    expect(banks.find((bank) => bank.code === 'BCEL')?.country).toBe('LA');
    expect(banks.every((bank) => /[\u0E00-\u0E7F]/.test(bank.nameTH))).toBe(true);
  });

  it('keeps the %percentFail% placeholder in the notice for the client', async () => {
    const { notice } = (await t.app.inject({ method: 'GET', url: '/api/lookup/notice' })).json();
    expect(notice).toContain('%percentFail%');
  });

  it('answers unknown API paths with NO_DATA', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/lookup/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'NO_DATA' });
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const document = response.json();
    expect(document.paths['/api/login'].post.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['username', 'password']),
    );
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/account', '/api/otp/send']));
  });
});

describe('site switch', () => {
  it('answers every API call with 410 gone while the site is closed, sandbox excepted', async () => {
    await t.app.inject({ method: 'PUT', url: '/api/sandbox/settings', payload: { siteActive: false } });
    try {
      for (const [method, url] of [
        ['GET', '/api/lookup/active'],
        ['GET', '/api/lookup/banks'],
        ['POST', '/api/login'],
        ['GET', '/api/account/profile'],
      ] as const) {
        const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ message: 'gone' });
      }
      expect((await t.app.inject({ method: 'GET', url: '/api/sandbox/sms/0812345678' })).statusCode).toBe(
        200,
      );
    } finally {
      await t.app.inject({ method: 'PUT', url: '/api/sandbox/settings', payload: { siteActive: true } });
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/lookup/active' })).json()).toEqual({
      active: true,
    });
  });
});

describe('sandbox API', () => {
  it('is not reachable when the sandbox is off (production default)', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SANDBOX: 'false' });
    try {
      const response = await production.app.inject({ method: 'GET', url: '/api/sandbox/sms/0812345678' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NO_DATA' });
    } finally {
      await production.close();
    }
  });

  it('lists the texts sent to a phone, newest first, with their code', async () => {
    const phone = '0811112222';
    await t.app.inject({ method: 'POST', url: '/api/otp/send', payload: { phoneNumber: phone } });
    const messages = contract.sandboxSmsReply.parse(
      (await t.app.inject({ method: 'GET', url: `/api/sandbox/sms/${phone}` })).json(),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.code).toMatch(/^\d{6}$/);
    expect(messages[0]!.otpRef).toMatch(/^[A-Z0-9]{4}$/);
  });
});
