import { describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import type { z } from 'zod';
import { createTestApp } from '../../../test/harness.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';

const t = useTestApp();

const lookups: Record<keyof typeof contract.lookupApi, z.ZodType> = {
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
  howto: contract.howtoReply,
};

describe('GET /api/lookup/*', () => {
  it.each(Object.entries(lookups))('%s answers its contract shape', async (name, schema) => {
    const response = await call(t.app, contract.lookupApi[name as keyof typeof contract.lookupApi]);
    expect(response.statusCode).toBe(200);
    expect(schema.safeParse(response.json()).success).toBe(true);
  });

  it('lists banks with Thai names (the variants: site-variant.test.ts)', async () => {
    const banks = contract.banksReply.parse((await call(t.app, contract.lookupApi.banks)).json());
    expect(banks.find((bank) => bank.code === 'KTB')).toMatchObject({
      nameTH: 'ธนาคารกรุงไทย',
      country: 'TH',
    });
    expect(banks.every((bank) => /[\u0E00-\u0E7F]/.test(bank.nameTH))).toBe(true);
  });

  it('keeps the %percentFail% placeholder in the notice for the client', async () => {
    const { notice } = (await call(t.app, contract.lookupApi.notice)).json();
    expect(notice).toContain('%percentFail%');
  });

  it('answers unknown API paths with NO_DATA', async () => {
    // A path no route declares, on purpose.
    const response = await t.app.inject({ method: 'GET', url: '/api/lookup/nothing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'NO_DATA' });
  });
});

describe('site switch', () => {
  it('answers every API call with 410 gone while the site is closed, sandbox excepted', async () => {
    await call(t.app, contract.sandboxApi.settings, { body: { siteActive: false } });
    try {
      for (const route of [
        contract.lookupApi.active,
        contract.lookupApi.banks,
        contract.authApi.login,
        contract.accountApi.profile,
      ]) {
        const response = await call(t.app, route, { body: route.method === 'POST' ? {} : undefined });
        expect(response.statusCode).toBe(410);
        expect(response.json()).toEqual({ message: 'gone' });
      }
      expect(
        (await call(t.app, contract.sandboxApi.sms, { params: { phone: '0812345678' } })).statusCode,
      ).toBe(200);
    } finally {
      await call(t.app, contract.sandboxApi.settings, { body: { siteActive: true } });
    }
    expect((await call(t.app, contract.lookupApi.active)).json()).toEqual({ active: true });
  });
});

describe('sandbox API', () => {
  it('is not reachable when the sandbox is off (production default)', async () => {
    const production = await createTestApp({ NODE_ENV: 'production', SANDBOX: 'false' });
    try {
      const response = await call(production.app, contract.sandboxApi.sms, {
        params: { phone: '0812345678' },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'NO_DATA' });
    } finally {
      await production.close();
    }
  });

  it('lists the texts sent to a phone, newest first, with their code', async () => {
    const phone = '0811112222';
    await call(t.app, contract.otpApi.send, { body: { phoneNumber: phone } });
    const messages = contract.sandboxSmsReply.parse(
      (await call(t.app, contract.sandboxApi.sms, { params: { phone } })).json(),
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]!.code).toMatch(/^\d{6}$/);
    expect(messages[0]!.otpRef).toMatch(/^[A-Z0-9]{4}$/);
  });
});
