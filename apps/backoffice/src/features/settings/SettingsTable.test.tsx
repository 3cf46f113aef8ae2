import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorAuthApi, pathOf, settingTablesApi, siteImagesApi, queuesApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { mockXhr } from '@wallet/web-client/test/xhr';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';
import { bonusRowOf } from '../../test/bonus-row.ts';
import { waitingChangeOf } from '../../test/setting-change.ts';

const source = { code: 'friend', description: { th: 'เพื่อนแนะนำ', en: 'A friend' }, sort: 0 };
const LIST = `GET ${pathOf(settingTablesApi.sources.list)}`;
const SAVE_FRIEND = `PUT ${pathOf(settingTablesApi.sources.save, { code: 'friend' })}`;
const SAVE_NEW = `PUT ${pathOf(settingTablesApi.sources.save, { code: 'tiktok' })}`;

function signedInAs(
  role: 'admin' | 'support',
  saves: Record<string, () => { status?: number; body: unknown }> = {},
) {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf(role)) },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: emptyQueues,
    },
    [LIST]: { body: { rows: [source] } },
    ...saves,
  });
}

const bonus = bonusRowOf('WELCOME', { description: { th: 'ต้อนรับ' } });
const SAVE_WELCOME = `PUT ${pathOf(settingTablesApi.bonuses.save, { code: 'WELCOME' })}`;

describe('a settings table (ADR 0107)', () => {
  it("an admin writes a row's Lao name and saves that row alone", async () => {
    const { callsTo } = signedInAs('admin', { [SAVE_FRIEND]: () => ({ body: { rows: [source] } }) });
    const user = userEvent.setup();
    renderApp('/settings/sources');
    const row = await screen.findByTestId('settings-row-friend');
    // Fields are labelled in the operator's language, not by their keys.
    expect(within(row).getByText('Order')).toBeTruthy();
    expect(within(row).queryByText('sort')).toBeNull();
    const lao = within(row).getByTestId('text-description-la');
    await user.type(lao, 'ໝູ່ແນະນຳ');
    await user.click(within(row).getByTestId('settings-save-friend'));
    await waitFor(() => expect(callsTo(SAVE_FRIEND)).toHaveLength(1));
    expect(callsTo(SAVE_FRIEND)[0]!.body).toEqual({
      description: { th: 'เพื่อนแนะนำ', en: 'A friend', la: 'ໝູ່ແນະນຳ' },
      sort: 0,
    });
  });

  it('adds a row with a code of its own; the server refusing a field shows its reason beside it', async () => {
    const { callsTo } = signedInAs('admin', {
      [SAVE_NEW]: () => ({ status: 400, body: { message: 'KEY_INVALID', field: 'sort' } }),
    });
    const user = userEvent.setup();
    renderApp('/settings/sources');
    await user.click(await screen.findByTestId('add-row-sources'));
    const added = screen.getByTestId('settings-row-new');
    await user.type(within(added).getByTestId('settings-row-code'), 'tiktok');
    await user.click(within(added).getByTestId('settings-save-new'));
    await waitFor(() => expect(callsTo(SAVE_NEW)).toHaveLength(1));
    const error = await within(added).findByTestId('error-sort');
    expect(error.textContent).toBeTruthy();
    expect(error.textContent).not.toContain('KEY_INVALID');
  });

  it('a support operator sees the rows read-only, with no save', async () => {
    signedInAs('support');
    renderApp('/settings/sources');
    const row = await screen.findByTestId('settings-row-friend');
    expect(screen.getByTestId('settings-read-only')).toBeTruthy();
    expect(within(row).queryByTestId('settings-save-friend')).toBeNull();
    expect(screen.queryByTestId('add-row-sources')).toBeNull();
  });

  it("uploads a game's logo: the field takes the path the server answers; a refused file shows why", async () => {
    const game = {
      code: 'pg',
      name: 'PG Soft',
      category: 'slot',
      logo: '/game-art/pg/logo.webp',
      background: '/game-art/pg/background.svg',
      ftWalletSlot: 1,
      webUrl: null,
      androidUrl: null,
      iosUrl: null,
      enabled: true,
      sort: 0,
    };
    saveToken('op-token');
    mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
      [`GET ${pathOf(queuesApi.queues)}`]: {
        body: emptyQueues,
      },
      [`GET ${pathOf(settingTablesApi.games.list)}`]: { body: { rows: [game] } },
    });
    // The upload goes through the client's uploadFile (XMLHttpRequest, for progress), with its token.
    const uploads = mockXhr();
    const user = userEvent.setup();
    renderApp('/settings/games');
    const row = await screen.findByTestId('settings-row-pg');
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await user.upload(within(row).getByTestId('upload-logo'), file);
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.url).toBe(siteImagesApi.upload.path);
    expect(uploads[0]!.headers.get('Authorization')).toBe('Bearer op-token');
    act(() => uploads[0]!.respond(200, { path: '/api/site-images/' + 'a'.repeat(32) + '.png' }));
    await waitFor(() =>
      expect((within(row).getByTestId('setting-logo') as HTMLInputElement).value).toBe(
        '/api/site-images/' + 'a'.repeat(32) + '.png',
      ),
    );
    await user.upload(within(row).getByTestId('upload-background'), file);
    await waitFor(() => expect(uploads).toHaveLength(2));
    act(() => uploads[1]!.respond(415, { message: 'IMAGE_UNSUPPORTED' }));
    const error = await within(row).findByTestId('upload-error-background');
    expect(error.textContent).toContain('PNG');
    expect(error.textContent).not.toContain('IMAGE_UNSUPPORTED');
  });

  it('a bonus with no banner yet gets its first one from Add', async () => {
    saveToken('op-token');
    mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
      [`GET ${pathOf(queuesApi.queues)}`]: {
        body: emptyQueues,
      },
      [`GET ${pathOf(settingTablesApi.bonuses.list)}`]: { body: { rows: [bonus] } },
    });
    const user = userEvent.setup();
    renderApp('/settings/bonuses');
    const row = await screen.findByTestId('settings-row-WELCOME');
    await user.click(within(row).getByTestId('add-banners'));
    expect(within(row).getByTestId('setting-banners.0.image')).toBeTruthy();
    expect(within(row).getByTestId('upload-banners.0.image')).toBeTruthy();
    expect(within(row).getByTestId('text-banners.0.html-la')).toBeTruthy();
  });

  it("a bonus's richer term asks why and the table says it waits; its Lao text alone saves at once", async () => {
    saveToken('op-token');
    const { callsTo } = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
      [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
      [`GET ${pathOf(settingTablesApi.bonuses.list)}`]: { body: { rows: [bonus] } },
      [SAVE_WELCOME]: (init) => {
        const sent = JSON.parse(String(init?.body)) as typeof bonus & { reason?: string };
        if (sent.percent === bonus.percent) return { body: { rows: [sent] } };
        const pending = waitingChangeOf({
          group: 'bonus',
          before: { 'bonuses:WELCOME': { percent: 50 } },
          after: { 'bonuses:WELCOME': { percent: 200 } },
          reason: sent.reason ?? '',
        });
        return { status: 202, body: { pending } };
      },
    });
    const user = userEvent.setup();
    renderApp('/settings/bonuses');
    const row = await screen.findByTestId('settings-row-WELCOME');
    await user.type(within(row).getByTestId('text-description-la'), 'ຕ້ອນຮັບ');
    await user.click(within(row).getByTestId('settings-save-WELCOME'));
    await waitFor(() => expect(callsTo(SAVE_WELCOME)).toHaveLength(1));
    expect(screen.queryByTestId('confirm-reason')).toBeNull();
    expect(callsTo(SAVE_WELCOME)[0]!.body).not.toHaveProperty('reason');

    const percent = within(row).getByTestId('setting-percent');
    await user.clear(percent);
    await user.type(percent, '200');
    await user.click(within(row).getByTestId('settings-save-WELCOME'));
    await user.type(await screen.findByTestId('confirm-reason'), 'double for the new year');
    await user.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(callsTo(SAVE_WELCOME)).toHaveLength(2));
    expect(callsTo(SAVE_WELCOME)[1]!.body).toMatchObject({ percent: 200, reason: 'double for the new year' });
    expect((await screen.findByTestId('settings-change-waiting')).textContent).toBe(
      'Your change waits for a second admin (see Changes waiting).',
    );
  });

  it("a bonus's kip figures sit beside its baht ones and are saved with the row (ADR 0190)", async () => {
    saveToken('op-token');
    const { callsTo } = mockFetch({
      [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
      [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
      [`GET ${pathOf(settingTablesApi.bonuses.list)}`]: { body: { rows: [bonus] } },
      [SAVE_WELCOME]: () => ({ body: { rows: [bonus] } }),
    });
    const user = userEvent.setup();
    renderApp('/settings/bonuses');
    const row = await screen.findByTestId('settings-row-WELCOME');
    const fields = [...row.querySelectorAll('[data-testid^="setting-"]')].map((field) =>
      field.getAttribute('data-testid'),
    );
    for (const figure of ['maxBonus', 'minDeposit', 'bustBelow'])
      expect(fields.indexOf(`setting-${figure}Kip`)).toBe(fields.indexOf(`setting-${figure}`) + 1);
    expect(within(row).getByText('Largest bonus for kip members (LAK)')).toBeTruthy();
    const maxKip = within(row).getByTestId('setting-maxBonusKip');
    await user.clear(maxKip);
    await user.type(maxKip, '400000');
    // A kip figure is one of the bonus's terms: it waits for a second admin (ADR 0194).
    await user.click(within(row).getByTestId('settings-save-WELCOME'));
    await user.type(await screen.findByTestId('confirm-reason'), 'kip figures for the Lao site');
    await user.click(screen.getByTestId('confirm-submit'));
    await waitFor(() => expect(callsTo(SAVE_WELCOME)).toHaveLength(1));
    expect(callsTo(SAVE_WELCOME)[0]!.body).toMatchObject({
      maxBonus: 500,
      maxBonusKip: 400_000,
      minDepositKip: 65_000,
      bustBelowKip: 6_500,
    });
  });
});
