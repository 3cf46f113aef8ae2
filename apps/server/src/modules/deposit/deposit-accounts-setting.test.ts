import { beforeAll, describe, expect, it } from 'vitest';
import {
  DEPOSIT_BANK_CODES,
  bankFeedApi,
  depositLookupReply,
  lookupApi,
  settingChangesApi,
  settingsOperatorApi,
  type AutoAmountReply,
  type DepositSetting,
  type SettingChange,
} from '@wallet/contract';
import { call } from '../../../test/call.ts';
import { useTestApp } from '../../../test/fixture.ts';
import { MONEY_TEST_ENV, fundedPlayer, post } from '../../../test/money.ts';
import { setBankFeed } from '../../../test/kits/bank-feed.ts';
import { makeOperator, type TestOperator } from '../../../test/kits/operators.ts';
import { qrRequest } from '../../../test/kits/qr.ts';
import { changeMoneySettings } from '../../../test/kits/setting-changes.ts';
import { bankRows } from '../../db/seed/reference-data.ts';
import { settingDefaults } from '../settings/index.ts';

/** The deposit accounts as a table (issue 41, ADR 0185): bank from the list, its currency, on/off. */
const t = useTestApp({ ...MONEY_TEST_ENV, OPERATOR_LOGIN_LIMIT_PER_IP: '1000' });
let admin: TestOperator;
let secondAdmin: TestOperator;
beforeAll(async () => {
  admin = await makeOperator(t, 'admin');
  secondAdmin = await makeOperator(t, 'admin');
  await setBankFeed(t, { push: true });
});

type Entry = DepositSetting['banks'][number];
const defaults = settingDefaults.deposit;
const withBanks = (banks: Entry[]): DepositSetting => ({ ...defaults, banks });
const kbankAuto = defaults.banks[0]!;
/** A second AUTO account, the one the first hands over to. */
const secondAuto: Entry = { ...kbankAuto, bankAccountNo: '0481112223' };

async function refusal(deposit: DepositSetting) {
  const response = await call(t.app, settingsOperatorApi.deposit.change, {
    headers: admin.headers,
    body: { deposit, reason: 'test' },
  });
  return { status: response.statusCode, body: response.json<unknown>() };
}

async function memberLookup() {
  return depositLookupReply.parse((await call(t.app, lookupApi.deposit)).json());
}

describe('a change of the deposit accounts is checked against the bank', () => {
  it('the bank list the accounts come from is the seed’s', () => {
    expect([...DEPOSIT_BANK_CODES].sort()).toEqual(bankRows.map((bank) => bank.code).sort());
  });

  it('refuses a kip currency on a Thai bank and baht on a Lao one, naming the field', async () => {
    const thaiInKip = withBanks([
      ...defaults.banks,
      { ...kbankAuto, bankAccountNo: '0480000001', currency: 'LAK' },
    ]);
    const last = thaiInKip.banks.length - 1;
    expect(await refusal(thaiInKip)).toEqual({
      status: 400,
      body: { message: 'DEPOSIT_CURRENCY_MISMATCH', field: `deposit.banks.${last}.currency` },
    });
    const bcel = defaults.banks.findIndex((bank) => bank.bankCode === 'BCEL');
    const laoInBaht = withBanks(
      defaults.banks.map((bank, i) => (i === bcel ? { ...bank, currency: 'THB' } : bank)),
    );
    expect((await refusal(laoInBaht)).body).toEqual({
      message: 'DEPOSIT_CURRENCY_MISMATCH',
      field: `deposit.banks.${bcel}.currency`,
    });
  });

  it('refuses a bank not in the list, a number its bank cannot have, a QR channel we lack, and a repeat', async () => {
    const cases: [Entry, string, string][] = [
      [{ ...kbankAuto, bankCode: 'KBANKX' }, 'INVALID_BANK', 'bankCode'],
      [{ ...kbankAuto, bankAccountNo: '12345' }, 'INVALID_BANK', 'bankAccountNo'],
      [{ ...defaults.banks.at(-1)!, bankCode: 'NOPE' }, 'INVALID_BANK', 'bankCode'],
      [{ ...kbankAuto, bankAccountNo: `0${kbankAuto.bankAccountNo}` }, 'DUPLICATE_CODE', 'bankAccountNo'],
    ];
    const at = defaults.banks.length;
    for (const [entry, message, field] of cases)
      expect(await refusal(withBanks([...defaults.banks, entry]))).toEqual({
        status: 400,
        body: { message, field: `deposit.banks.${at}.${field}` },
      });
  });
});

describe('an account switched off (ADR 0185)', () => {
  it('waits for a second admin; once confirmed, members no longer see it and the next AUTO account takes its requests', async () => {
    // A member asks once a step: each player's own request limits stay out of the way.
    const asked = async () =>
      (
        await post(t.app, await fundedPlayer(t, 0), bankFeedApi.autoAmount, { amount: 300 })
      ).json() as AutoAmountReply;
    const numbersShown = async () => (await memberLookup()).banks.map((bank) => bank.bankAccountNo);
    try {
      await changeMoneySettings(t, admin, secondAdmin, 'deposit', {
        deposit: withBanks([kbankAuto, secondAuto, ...defaults.banks.slice(1)]),
      });
      expect((await asked()).bankAccountNo).toBe(kbankAuto.bankAccountNo);

      // Asked by one admin, the account stays on until the second confirms.
      const off = withBanks([{ ...kbankAuto, active: false }, secondAuto, ...defaults.banks.slice(1)]);
      const waiting = await call(t.app, settingsOperatorApi.deposit.change, {
        headers: admin.headers,
        body: { deposit: off, reason: 'KBANK frozen' },
      });
      expect(waiting.statusCode).toBe(202);
      expect(await numbersShown()).toContain(kbankAuto.bankAccountNo);
      const { pending } = waiting.json<{ pending: SettingChange }>();
      const confirmed = await call(t.app, settingChangesApi.confirm, {
        headers: secondAdmin.headers,
        params: { changeId: pending.id },
        body: {},
      });
      expect(confirmed.statusCode).toBe(200);

      expect(await numbersShown()).not.toContain(kbankAuto.bankAccountNo);
      expect(await numbersShown()).toContain(secondAuto.bankAccountNo);
      expect((await memberLookup()).banks[0]).not.toHaveProperty('active');
      expect(await asked()).toMatchObject({ bankCode: 'KBANK', bankAccountNo: secondAuto.bankAccountNo });

      // Every AUTO account off: no account to send a member to.
      await t.settings.set({
        deposit: withBanks([
          { ...kbankAuto, active: false },
          { ...secondAuto, active: false },
        ]),
      });
      expect(await asked()).toEqual({ message: 'NO_BANK' });
    } finally {
      await t.settings.set({ deposit: defaults });
    }
  });

  it('a QR channel switched off is not offered', async () => {
    const player = await fundedPlayer(t, 0);
    try {
      await t.settings.set({
        deposit: withBanks(
          defaults.banks.map((bank) => (bank.bankCode === 'WW' ? { ...bank, active: false } : bank)),
        ),
      });
      expect((await qrRequest(t, player, 'POST', 'WW', { amount: 150 })).json()).toEqual({
        hasQrcode: false,
        message: 'QR_FAIL',
      });
      expect((await memberLookup()).banks.map((bank) => bank.bankCode)).not.toContain('WW');
    } finally {
      await t.settings.set({ deposit: defaults });
    }
  });
});
