import { beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@wallet/contract';
import { useTestApp } from '../../../test/fixture.ts';
import { call } from '../../../test/call.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { settingDefaults } from '../settings/index.ts';

/** The how-to videos (ADR 0118): an operator setting per language, read by members in theirs. */
const t = useTestApp({ OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
const api = contract.settingsOperatorApi.howto;
let admin: TestOperator;
let support: TestOperator;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  support = await makeOperator(t, 'support');
});

async function howto(language?: string) {
  const response = await call(t.app, contract.lookupApi.howto, {
    headers: language === undefined ? {} : { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers.vary).toMatch(/accept-language/i);
  return contract.howtoReply.parse(response.json());
}

async function auditRows() {
  const { rows } = await t.database.pool.query<{ operatorId: number; before: unknown; after: unknown }>(
    `SELECT operator_id::int AS "operatorId", before, after FROM operator_audit
      WHERE action = 'settings.update' AND target_type = 'settings' AND target_id = 'howto' ORDER BY id`,
  );
  return rows;
}

/** The shipped wallet video with some of its languages replaced. */
function walletWith(video: Partial<contract.HowtoSetting['wallet']>): contract.HowtoSetting {
  return { ...settingDefaults.howto, wallet: { ...settingDefaults.howto.wallet, ...video } };
}

describe('GET /api/lookup/howto', () => {
  it.each([
    ['th', 'th', 'กระเป๋าเงิน', 'ฝากเงินและดูยอดเงินในกระเป๋า'],
    ['lo', 'la', 'ກະເປົາເງິນ', 'ຝາກເງິນ ແລະ ເບິ່ງຍອດເງິນໃນກະເປົາ'],
    ['en', 'en', 'Wallet', 'Deposit and see your wallet balance'],
    [undefined, 'th', 'กระเป๋าเงิน', 'ฝากเงินและดูยอดเงินในกระเป๋า'],
  ])(
    'Accept-Language %s: the five videos in order, with the shipped %s clips',
    async (language, clip, title, text) => {
      const { videos } = await howto(language);
      expect(videos.map((video) => video.id)).toEqual([...contract.HOWTO_VIDEO_IDS]);
      expect(videos[0]).toEqual({
        id: 'wallet',
        title,
        text,
        video: { link: `/howto/${clip}/wallet.webm`, language: clip },
      });
    },
  );
});

describe('an admin changes the videos', () => {
  it('a new English link and title: audited before and after, and the member reads them at once', async () => {
    const changed = walletWith({
      title: { th: 'กระเป๋า', en: 'Your wallet' },
      link: { th: '/howto/th/wallet.webm', la: '', en: 'https://cdn.example.com/howto/wallet-en.mp4' },
    });
    const response = await call(t.app, api.change, { headers: admin.headers, body: { howto: changed } });
    expect(response.statusCode).toBe(200);
    try {
      expect((await auditRows()).at(-1)).toEqual({
        operatorId: admin.id,
        before: { howto: settingDefaults.howto },
        after: { howto: changed },
      });
      const en = (await howto('en')).videos[0];
      expect(en).toMatchObject({
        title: 'Your wallet',
        video: { link: 'https://cdn.example.com/howto/wallet-en.mp4', language: 'en' },
      });
      // Lao has no title nor link of its own: the Thai title, and the English clip (ADR 0064).
      const lao = (await howto('lo')).videos[0];
      expect(lao).toMatchObject({
        title: 'กระเป๋า',
        video: { link: 'https://cdn.example.com/howto/wallet-en.mp4', language: 'en' },
      });
      expect((await call(t.app, api.read, { headers: support.headers })).json()).toEqual({ howto: changed });
    } finally {
      await call(t.app, api.change, { headers: admin.headers, body: { howto: settingDefaults.howto } });
    }
  });

  it('with no English link an English member gets no clip, only the text', async () => {
    const changed = walletWith({ link: { th: '/howto/th/wallet.webm', en: '' } });
    await call(t.app, api.change, { headers: admin.headers, body: { howto: changed } });
    try {
      expect((await howto('en')).videos[0]).toMatchObject({ title: 'Wallet', video: null });
      expect((await howto('lo')).videos[0]?.video).toBeNull();
    } finally {
      await call(t.app, api.change, { headers: admin.headers, body: { howto: settingDefaults.howto } });
    }
  });

  it.each([
    [
      'a video page',
      { th: 'https://www.youtube.com/watch?v=abc' },
      'VIDEO_LINK_INVALID',
      'howto.wallet.link.th',
    ],
    [
      'a plain http address',
      { th: '/a.webm', en: 'http://cdn.example.com/a.mp4' },
      'VIDEO_LINK_INVALID',
      'howto.wallet.link.en',
    ],
    ['another site as a path', { th: '//evil.example/a.mp4' }, 'VIDEO_LINK_INVALID', 'howto.wallet.link.th'],
    ['no Thai link', { la: '/howto/la/wallet.webm' }, 'KEY_MISSING', 'howto.wallet.link.th'],
  ])('refuses %s (%s), changing nothing', async (_name, link, message, field) => {
    const audits = (await auditRows()).length;
    const response = await call(t.app, api.change, {
      headers: admin.headers,
      body: { howto: walletWith({ link: link as never }) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, field });
    expect((await auditRows()).length).toBe(audits);
    expect((await howto('th')).videos[0]?.video?.link).toBe('/howto/th/wallet.webm');
  });

  it('a support operator reads the videos but may not change them', async () => {
    const change = await call(t.app, api.change, {
      headers: support.headers,
      body: { howto: settingDefaults.howto },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toEqual({ message: 'FORBIDDEN_ROLE' });
  });
});
