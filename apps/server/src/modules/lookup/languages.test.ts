import { describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { settingDefaults } from '../settings/index.ts';

/** Operator texts answer in the member's language (Accept-Language), else Thai (ADR 0085). */
const t = useTestApp();

const THAI = /[\u0E00-\u0E7F]/;
const LAO = /[\u0E80-\u0EFF]/;

async function lookup<R extends (typeof contract.lookupApi)[keyof typeof contract.lookupApi]>(
  route: R,
  language?: string,
) {
  const response = await call(t.app, route, {
    headers: language === undefined ? {} : { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('lookups in the member language', () => {
  it.each([
    ['lo', LAO],
    ['la', LAO],
    ['lo-LA,lo;q=0.9,en;q=0.5', LAO],
    ['th', THAI],
    [undefined, THAI],
    ['fr', THAI],
  ])(
    'Accept-Language %s reads the agreement, conditions and notice in its script',
    async (language, script) => {
      const agreements = contract.agreementsReply.parse(
        (await lookup(contract.lookupApi.agreements, language)).json(),
      );
      const conditions = contract.conditionsReply.parse(
        (await lookup(contract.lookupApi.conditions, language)).json(),
      );
      const { notice } = contract.noticeReply.parse(
        (await lookup(contract.lookupApi.notice, language)).json(),
      );
      expect(agreements.agreements[0]).toMatch(script);
      expect(conditions.conditions.join('')).toMatch(script);
      expect(notice).toMatch(script);
      expect(notice).toContain('%percentFail%');
    },
  );

  it('reads English texts and source names in English, and says the answer varies by language', async () => {
    const response = await lookup(contract.lookupApi.sources, 'en');
    expect(response.headers.vary).toMatch(/accept-language/i);
    const sources = contract.sourcesReply.parse(response.json());
    expect(sources.find((source) => source.code === 'FRIEND')?.description).toBe('A friend');
    const contact = contract.contactReply.parse((await lookup(contract.lookupApi.contact, 'en')).json());
    expect(contact.contactText).not.toMatch(THAI);
    const lao = contract.sourcesReply.parse((await lookup(contract.lookupApi.sources, 'lo')).json());
    expect(lao.find((source) => source.code === 'OTHER')?.description).toMatch(LAO);
  });

  it('best-rated language the site speaks wins', async () => {
    const { notice } = contract.noticeReply.parse(
      (await lookup(contract.lookupApi.notice, 'fr;q=1, en;q=0.4, lo;q=0.8')).json(),
    );
    expect(notice).toMatch(LAO);
  });
});

describe('a missing translation falls back to Thai', () => {
  it('a Lao member reads the Thai notice while the operator has written none in Lao', async () => {
    const saved = { th: 'ประกาศภาษาไทย %percentFail%%', en: 'English notice %percentFail%%' };
    await t.database.pool.query(`UPDATE settings SET value = $1::jsonb WHERE key = 'notice'`, [
      JSON.stringify(saved),
    ]);
    try {
      // The settings cache lives 2 s: wait it out rather than reach into the module.
      await new Promise((resolve) => setTimeout(resolve, 2100));
      const lao = contract.noticeReply.parse((await lookup(contract.lookupApi.notice, 'lo')).json());
      const en = contract.noticeReply.parse((await lookup(contract.lookupApi.notice, 'en')).json());
      expect(lao.notice).toBe(saved.th);
      expect(en.notice).toBe(saved.en);
    } finally {
      await t.database.pool.query(`UPDATE settings SET value = $1::jsonb WHERE key = 'notice'`, [
        JSON.stringify(settingDefaults.notice),
      ]);
    }
  });
});
