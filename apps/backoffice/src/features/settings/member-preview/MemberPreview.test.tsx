import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { operatorAuthApi, pathOf, settingsOperatorApi, settingTablesApi, queuesApi } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../../test/render.tsx';

const lookupGroup = {
  contact: {
    contactText: { th: 'ติดต่อได้ตลอด 24 ชั่วโมง', en: 'We answer day and night' },
    lineLink: 'https://line.me/R/ti/p/@wallet',
    lineName: '@wallet',
    lineQR: null,
  },
  conditions: [{ th: '<p>เงื่อนไข</p>' }],
  agreements: [{ th: '<p>ข้อตกลง</p>' }],
  notice: { th: 'ประกาศ' },
};
/** What an upload leaves in the field (ADR 0108). */
const QR = '/api/site-images/0123456789abcdef0123456789abcdef.png';
const sources = [
  { code: 'tiktok', description: { th: 'ติ๊กต็อก', la: 'ຕິກຕອກ', en: 'TikTok' }, sort: 2 },
  { code: 'friend', description: { th: 'เพื่อนแนะนำ', en: 'A friend' }, sort: 1 },
];
const bank = (code: string, country: 'TH' | 'LA', names: [string, string, string]) => ({
  code,
  nameTH: names[0],
  nameLA: names[1],
  nameEN: names[2],
  country,
  thaiOnly: false,
});
const banks = [
  bank('KBANK', 'TH', ['กสิกรไทย', 'ກະສິກອນໄທ', 'Kasikornbank']),
  bank('BCEL', 'LA', ['บีซีอีแอล', 'ບີຊີອີແອລ', 'BCEL']),
];

function signedIn() {
  saveToken('op-token');
  mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: emptyQueues,
    },
    [`GET ${pathOf(settingsOperatorApi.lookup.read)}`]: { body: lookupGroup },
    [`GET ${pathOf(settingTablesApi.sources.list)}`]: { body: { rows: sources } },
    [`GET ${pathOf(settingTablesApi.banks.list)}`]: { body: { rows: banks } },
  });
}

/** The member site's part of a preview: its shadow root, which the page's queries do not enter. */
async function memberSide(testId: string) {
  const host = await screen.findByTestId(`${testId}-member`);
  await waitFor(() => expect(host.shadowRoot?.querySelector('.member-page')).toBeTruthy());
  return within(host.shadowRoot as unknown as HTMLElement);
}

const optionTexts = (select: HTMLElement) =>
  [...select.querySelectorAll('option')].map((option) => option.textContent);

describe("the member site's previews (ADR 0120)", () => {
  it('draws the contact card from the unsaved draft, in the chosen language, Thai where Lao is missing', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/settings/lookup');
    const member = await memberSide('contact-preview');
    expect(member.getByTestId('contact-text').textContent).toBe('ติดต่อได้ตลอด 24 ชั่วโมง');
    expect(member.getByTestId('line-name').textContent).toBe('LINE: @wallet');
    expect(member.getByTestId('line-link').getAttribute('href')).toBe('https://line.me/R/ti/p/@wallet');
    expect(member.getByTestId('line-qr').getAttribute('data-fallback')).toBe('true');

    const preview = screen.getByTestId('contact-preview');
    await user.click(within(preview).getByTestId('tab-la'));
    // No Lao text yet: members reading Lao get the Thai one, and the member's own texts in Lao.
    expect(member.getByTestId('contact-text').textContent).toBe('ติดต่อได้ตลอด 24 ชั่วโมง');
    expect(member.getByTestId('line-name').textContent).toMatch(/^LINE/);
    expect(member.getByTestId('line-link').textContent).toMatch(/[\u0E80-\u0EFF]/);
    await user.type(screen.getByTestId('text-contact.contactText-la'), 'ຕິດຕໍ່');
    expect(member.getByTestId('contact-text').textContent).toBe('ຕິດຕໍ່');

    await user.click(within(preview).getByTestId('tab-en'));
    expect(member.getByTestId('contact-text').textContent).toBe('We answer day and night');
    expect(member.getByTestId('line-link').textContent).toBe('Add us on LINE');

    const lineName = screen.getByTestId('setting-contact.lineName');
    await user.clear(lineName);
    await user.type(lineName, '@new');
    expect(member.getByTestId('line-name').textContent).toBe('LINE: @new');
  });

  it("draws the uploaded QR, and no LINE button for a link the member site's check refuses", async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/settings/lookup');
    const member = await memberSide('contact-preview');
    await user.click(screen.getByTestId('setting-contact.lineQR'));
    await user.paste(QR);
    expect(member.getByTestId('line-qr').getAttribute('src')).toBe(QR);
    expect(member.getByTestId('line-qr').getAttribute('data-fallback')).toBe('false');
    const link = screen.getByTestId('setting-contact.lineLink');
    await user.clear(link);
    await user.paste('javascript:alert(1)');
    expect(member.queryByTestId('line-link')).toBeNull();
  });

  it("draws the registration's source picker from the rows as edited, in order, Thai where Lao is missing", async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/settings/sources');
    const member = await memberSide('sources-preview');
    const picker = () => member.getByRole('combobox');
    expect(optionTexts(picker())).toEqual(['เลือกช่องทาง', 'เพื่อนแนะนำ', 'ติ๊กต็อก']);

    await user.click(within(screen.getByTestId('sources-preview')).getByTestId('tab-la'));
    expect(optionTexts(picker()).slice(1)).toEqual(['เพื่อนแนะนำ', 'ຕິກຕອກ']);
    await user.type(
      within(screen.getByTestId('settings-row-friend')).getByTestId('text-description-la'),
      'ໝູ່',
    );
    expect(optionTexts(picker()).slice(1)).toEqual(['ໝູ່', 'ຕິກຕອກ']);

    // A new order shows before it is saved.
    const sort = within(screen.getByTestId('settings-row-tiktok')).getByTestId('setting-sort');
    await user.clear(sort);
    await user.type(sort, '0');
    expect(optionTexts(picker()).slice(1)).toEqual(['ຕິກຕອກ', 'ໝູ່']);
  });

  it("draws each site's bank picker: a bank marked Thai-only leaves the Lao site's list", async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/settings/banks');
    const member = await memberSide('banks-preview');
    const picker = (site: 'th' | 'la') =>
      within(member.getByTestId(`banks-preview-${site}`)).getByRole('combobox');
    expect(optionTexts(picker('th')).slice(1)).toEqual(['กสิกรไทย']);
    // The Lao site lists Lao banks first.
    expect(optionTexts(picker('la')).slice(1)).toEqual(['บีซีอีแอล', 'กสิกรไทย']);

    await user.click(within(screen.getByTestId('banks-preview')).getByTestId('tab-la'));
    expect(optionTexts(picker('la')).slice(1)).toEqual(['ບີຊີອີແອລ', 'ກະສິກອນໄທ']);
    await user.click(within(screen.getByTestId('settings-row-KBANK')).getByTestId('setting-thaiOnly'));
    expect(optionTexts(picker('la')).slice(1)).toEqual(['ບີຊີອີແອລ']);
    expect(optionTexts(picker('th')).slice(1)).toEqual(['ກະສິກອນໄທ']);
  });
});
