import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  operatorAuthApi,
  pathOf,
  settingGroupInputs,
  settingTableInputs,
  settingTablesApi,
  settingsOperatorApi,
  queuesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { backofficeCatalogues } from '../../lib/i18n/catalogue.ts';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';
import { spinGroupOf } from '../../test/spin-settings.ts';
import { bonusRowOf } from '../../test/bonus-row.ts';
import { waitingChangeOf } from '../../test/setting-change.ts';

const spinGroup = spinGroupOf();
const bonus = bonusRowOf('XMAS', { description: { th: 'คริสต์มาส' }, startsAt: '2026-12-01T03:00:00.000Z' });
const SAVE_SPIN = `PUT ${pathOf(settingsOperatorApi.spin.change)}`;
const SAVE_XMAS = `PUT ${pathOf(settingTablesApi.bonuses.save, { code: 'XMAS' })}`;

function signedIn() {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf('admin')) },
    [`GET ${pathOf(queuesApi.queues)}`]: {
      body: emptyQueues,
    },
    [`GET ${pathOf(settingsOperatorApi.spin.read)}`]: { body: spinGroup },
    // The spin switch alone applies (the group as saved is the group sent); a change of the
    // wheel waits for a second admin (ADR 0194).
    [SAVE_SPIN]: (init) => {
      const { reason, ...sent } = JSON.parse(String(init?.body)) as typeof spinGroup & { reason: string };
      return JSON.stringify(sent.spin) === JSON.stringify(spinGroup.spin)
        ? { body: sent }
        : { status: 202, body: { pending: waitingSpin(reason, sent) } };
    },
    [`GET ${pathOf(settingTablesApi.bonuses.list)}`]: { body: { rows: [bonus] } },
    [SAVE_XMAS]: { body: { rows: [bonus] } },
  });
}

const waitingSpin = (reason: string, after: typeof spinGroup) =>
  waitingChangeOf({ group: 'spin', before: { spin: spinGroup.spin }, after: { spin: after.spin }, reason });

async function saveWithReason(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('settings-save'));
  await user.type(await screen.findByTestId('confirm-reason'), 'new season wheel');
  await user.click(screen.getByTestId('confirm-submit'));
}

const sentSlices = (callsTo: (route: string) => { body: unknown }[]) =>
  (callsTo(SAVE_SPIN)[0]!.body as typeof spinGroup).spin.wheel.slices;

describe("a setting's inputs come from the contract's shapes (ADR 0122)", () => {
  it("a wheel prize's kind is a choice in the operator's language; choosing one gives the prize that kind's fields", async () => {
    const { callsTo } = signedIn();
    const user = userEvent.setup();
    renderApp('/settings/spin');
    const kind = (await screen.findByTestId('setting-spin.wheel.slices.1.prize.type')) as HTMLSelectElement;
    expect(kind.value).toBe('none');
    expect([...kind.options].map((option) => option.textContent)).toEqual([
      'Credit (THB, a coupon to claim)',
      'Extra coins',
      'No prize',
    ]);
    expect(screen.queryByTestId('setting-spin.wheel.slices.1.prize.amount')).toBeNull();
    await user.selectOptions(kind, 'coin');
    // A coin prize has an amount: it starts at the least the contract allows.
    expect((screen.getByTestId('setting-spin.wheel.slices.1.prize.amount') as HTMLInputElement).value).toBe(
      '1',
    );
    await user.selectOptions(screen.getByTestId('setting-spin.wheel.slices.0.prize.type'), 'none');
    await saveWithReason(user);
    await waitFor(() => expect(callsTo(SAVE_SPIN)).toHaveLength(1));
    expect(sentSlices(callsTo).map((sent) => sent.prize)).toEqual([
      { type: 'none' },
      { type: 'coin', amount: 1 },
    ]);
    // The wheel pays members: its change waits for a second admin, and the form says so.
    expect((await screen.findByTestId('settings-change-waiting')).textContent).toBeTruthy();
    expect(screen.queryByTestId('settings-saved')).toBeNull();
  });

  it('a change of the spin switch alone is in force at once, confirmed in words; an edit clears the message', async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp('/settings/spin');
    await user.click(await screen.findByTestId('setting-spinActive'));
    await saveWithReason(user);
    expect((await screen.findByTestId('settings-saved')).textContent).toMatch(
      /^Saved at \d{4}-\d{2}-\d{2} \d{2}:\d{2}: in force now\.$/,
    );
    await user.click(screen.getByTestId('setting-spinActive'));
    expect(screen.queryByTestId('settings-saved')).toBeNull();
  });

  it('a colour is a picker with its hex beside it; either sends #rrggbb', async () => {
    const { callsTo } = signedIn();
    const user = userEvent.setup();
    renderApp('/settings/spin');
    const hex = (await screen.findByTestId('setting-spin.wheel.slices.0.bgColor')) as HTMLInputElement;
    const picker = screen.getByTestId('setting-spin.wheel.slices.0.bgColor-picker') as HTMLInputElement;
    expect(picker.type).toBe('color');
    expect(picker.value).toBe('#ff0000');
    expect(hex.value).toBe('#FF0000');
    fireEvent.input(picker, { target: { value: '#00ff00' } });
    expect(hex.value).toBe('#00ff00');
    const text = screen.getByTestId('setting-spin.wheel.slices.1.textColor') as HTMLInputElement;
    await user.clear(text);
    await user.type(text, '#123ABC');
    expect(
      (screen.getByTestId('setting-spin.wheel.slices.1.textColor-picker') as HTMLInputElement).value,
    ).toBe('#123abc');
    await saveWithReason(user);
    await waitFor(() => expect(callsTo(SAVE_SPIN)).toHaveLength(1));
    expect(sentSlices(callsTo).map((sent) => [sent.bgColor, sent.textColor])).toEqual([
      ['#00ff00', '#ffffff'],
      ['#FF0000', '#123ABC'],
    ]);
  });

  it("an instant is a date and time on Bangkok's clock; untouched it goes back as the server sent it", async () => {
    const { callsTo } = signedIn();
    const user = userEvent.setup();
    renderApp('/settings/bonuses');
    const row = await screen.findByTestId('settings-row-XMAS');
    const starts = within(row).getByTestId('setting-startsAt') as HTMLInputElement;
    const ends = within(row).getByTestId('setting-endsAt') as HTMLInputElement;
    expect(starts.type).toBe('datetime-local');
    expect(starts.value).toBe('2026-12-01T10:00');
    expect(ends.value).toBe('');
    await user.click(within(row).getByTestId('settings-save-XMAS'));
    await waitFor(() => expect(callsTo(SAVE_XMAS)).toHaveLength(1));
    expect(callsTo(SAVE_XMAS)[0]!.body).toMatchObject({ startsAt: bonus.startsAt, endsAt: null });

    // A browser sends `input` at every change of a date field: what Preact's onChange listens to.
    fireEvent.input(ends, { target: { value: '2026-12-26T23:59:30' } });
    fireEvent.input(starts, { target: { value: '' } });
    await user.click(within(row).getByTestId('settings-save-XMAS'));
    await waitFor(() => expect(callsTo(SAVE_XMAS)).toHaveLength(2));
    expect(callsTo(SAVE_XMAS)[1]!.body).toMatchObject({
      startsAt: null,
      endsAt: '2026-12-26T16:59:30.000Z',
    });
  });

  it('every choice the contract offers has its words in th, la and en', () => {
    const words = [...Object.values(settingGroupInputs), ...Object.values(settingTableInputs)]
      .flatMap((inputs) => Object.values(inputs))
      .flatMap((input) => (input.kind === 'choice' ? input.options : []));
    expect(words).toContain('credit');
    for (const locale of ['th', 'la', 'en'] as const)
      for (const word of words)
        expect(backofficeCatalogues[locale], `${locale}: settings.option.${word}`).toHaveProperty([
          `settings.option.${word}`,
        ]);
  });
});
