import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  QR_MINIMUMS,
  operatorAuthApi,
  pathOf,
  settingChangesApi,
  settingTablesApi,
  settingsOperatorApi,
  type DepositSetting,
  type OperatorRole,
  type SettingChange,
  queuesApi,
} from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { describe, expect, it } from 'vitest';
import { saveToken } from '../../lib/session/session.ts';
import { emptyQueues, meReplyOf, operatorOf, renderApp } from '../../test/render.tsx';

type Row = DepositSetting['banks'][number];
const KBANK = { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank', nameLA: 'ທະນາຄານກະສິກອນໄທ' };
const BCEL = { nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameEN: 'BCEL', nameLA: 'ທະນາຄານການຄ້າຕ່າງປະເທດລາວ' };
const account = (over: Partial<Row>): Row => ({
  bankCode: 'KBANK',
  bankType: 'BANK',
  mode: 'AUTO',
  bank: KBANK,
  bankAccountName: 'LUCKY WALLET',
  bankAccountNo: '0481234567',
  currency: 'THB',
  ...over,
});
const first = account({});
const second = account({ bankAccountNo: '0481112223' });
const deposit: DepositSetting = { banks: [first, second], wallets: [], isManual: false };
const group = {
  deposit,
  qr: { minDeposit: { ...QR_MINIMUMS }, validityMinutes: 10 },
  trueMoney: { mobile: '0812345000' },
  slip: { closeFrom: '23:00', closeTo: '00:30' },
  bankFeed: {
    push: true,
    notification: false,
    statement: false,
    autoAmountMinutes: 5,
    silentAfterMinutes: 30,
  },
  depositNotice: { maxBaht: 50_000 },
};
const banks = [
  { code: 'KBANK', ...KBANK, country: 'TH', thaiOnly: false },
  { code: 'BCEL', ...BCEL, country: 'LA', thaiOnly: false },
];
const CHANGE = `PUT ${pathOf(settingsOperatorApi.deposit.change)}`;
const pending: SettingChange = {
  id: 9,
  group: 'deposit',
  status: 'WAITING',
  before: {},
  after: {},
  reason: 'KBANK frozen',
  requestedBy: { id: 1, username: 'admin.one', name: 'Admin One' },
  requestedAt: '2026-11-29T01:00:00.000Z',
  appliesAt: null,
  decidedBy: null,
  decidedAt: null,
  decisionReason: null,
};

function signedIn(role: OperatorRole, change: () => { status?: number; body: unknown }) {
  saveToken('op-token');
  return mockFetch({
    [`GET ${pathOf(operatorAuthApi.me)}`]: { body: meReplyOf(operatorOf(role, 1)) },
    [`GET ${pathOf(queuesApi.queues)}`]: { body: emptyQueues },
    [`GET ${pathOf(settingChangesApi.list)}`]: { body: { waiting: [], recent: [] } },
    [`GET ${pathOf(settingsOperatorApi.deposit.read)}`]: { body: group },
    [`GET ${pathOf(settingTablesApi.banks.list)}`]: { body: { rows: banks } },
    [CHANGE]: change,
  });
}

async function saveWithReason(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByTestId('settings-save'));
  await user.type(await screen.findByTestId('confirm-reason'), 'KBANK frozen');
  await user.click(screen.getByTestId('confirm-submit'));
}

describe('the deposit accounts table (ADR 0185)', () => {
  it('switching the AUTO account off hands the mark to the next; a Lao bank shows kip; order and rows go to the two-person change', async () => {
    const { callsTo } = signedIn('admin', () => ({ status: 202, body: { pending } }));
    const user = userEvent.setup();
    renderApp('/settings/deposit');
    const table = await screen.findByTestId('deposit-accounts');
    expect(within(table).getByTestId('deposit-account-0-auto')).toBeTruthy();
    expect(within(table).queryByTestId('deposit-account-1-auto')).toBeNull();

    await user.click(within(table).getByTestId('deposit-account-0-active'));
    expect(within(table).queryByTestId('deposit-account-0-auto')).toBeNull();
    expect(within(table).getByTestId('deposit-account-1-auto')).toBeTruthy();

    // A new row: its bank from the list, never typed; the currency follows the bank.
    await waitFor(() =>
      expect(within(table).getByTestId('deposit-account-add')).toHaveProperty('disabled', false),
    );
    await user.click(within(table).getByTestId('deposit-account-add'));
    expect(within(table).getByTestId('deposit-account-2-bank').tagName).toBe('SELECT');
    expect(within(table).getByTestId('deposit-account-2-currency').textContent).toBe('THB');
    await user.selectOptions(within(table).getByTestId('deposit-account-2-bank'), 'BCEL');
    expect(within(table).getByTestId('deposit-account-2-currency').textContent).toBe('LAK');
    await user.click(within(table).getByTestId('deposit-account-2-no'));
    await user.paste('0101000123456789');
    await user.click(within(table).getByTestId('deposit-account-2-name'));
    await user.paste('LUCKY WALLET CO LTD');
    await user.click(within(table).getByTestId('deposit-account-2-up'));
    expect(within(table).getByTestId('deposit-account-1-currency').textContent).toBe('LAK');

    await saveWithReason(user);
    await waitFor(() => expect(callsTo(CHANGE)).toHaveLength(1));
    const sent = callsTo(CHANGE)[0]!.body as { deposit: DepositSetting; reason: string };
    expect(sent.reason).toBe('KBANK frozen');
    expect(sent.deposit.banks).toEqual([
      { ...first, active: false },
      {
        bankCode: 'BCEL',
        bankType: 'BANK',
        mode: 'MANUAL',
        bank: BCEL,
        bankAccountName: 'LUCKY WALLET CO LTD',
        bankAccountNo: '0101000123456789',
        currency: 'LAK',
        active: true,
      },
      second,
    ]);
    expect(await screen.findByTestId('settings-change-waiting')).toBeTruthy();
  }, 20_000);

  it("the server's refusal shows under the row it names, in words", async () => {
    signedIn('admin', () => ({
      status: 400,
      body: { message: 'DEPOSIT_CURRENCY_MISMATCH', field: 'deposit.banks.1.currency' },
    }));
    const user = userEvent.setup();
    renderApp('/settings/deposit');
    await screen.findByTestId('deposit-accounts');
    await saveWithReason(user);
    const error = await screen.findByTestId('error-deposit.banks.1.currency');
    expect(error.textContent).toContain('Currency');
    expect(error.textContent).not.toContain('DEPOSIT_CURRENCY_MISMATCH');
    expect(screen.queryByTestId('error-deposit.banks.0.currency')).toBeNull();
  });

  it('a support operator reads the table with nothing to change', async () => {
    signedIn('support', () => ({ body: group }));
    renderApp('/settings/deposit');
    const table = await screen.findByTestId('deposit-accounts');
    expect(within(table).getByTestId('deposit-account-0-active')).toHaveProperty('disabled', true);
    expect(within(table).getByTestId('deposit-account-0-bank')).toHaveProperty('disabled', true);
    expect(within(table).queryByTestId('deposit-account-add')).toBeNull();
    expect(within(table).queryByTestId('deposit-account-0-up')).toBeNull();
  });
});
