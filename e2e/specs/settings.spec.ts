import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/site-wide.ts';
import {
  bankNameIn,
  lookupApi,
  pathOf,
  sandboxApi,
  settingChangesApi,
  settingGroupNames,
  settingTableEditable,
  settingTableNames,
  settingTablesApi,
  settingsOperatorApi,
  type BankItem,
  type ContactReply,
  type SettingGroupValues,
  type SourceItem,
  type SettingTableRow,
} from '@wallet/contract';
import {
  chooseBackofficeLocale,
  confirmSettingChange,
  createOperator,
  operatorApiToken,
  operatorTokenOf,
  saveWaitingSettings,
  seasonedAdmin,
  signInDemoAdmin,
  signInOperator,
  type Operator,
} from '../support/backoffice.ts';
import { registerFundedPlayer } from '../support/money.ts';
import { LOCALES, logIn, newPhone, screenshot, type Locale } from '../support/screens.ts';
import { settingDefaults } from '../../apps/server/src/modules/settings/index.ts';

/** What the member site's lookup answers a member reading `locale`. */
async function lookupIn<T>(page: Page, route: Parameters<typeof pathOf>[0], locale: Locale): Promise<T> {
  const response = await page.request.get(pathOf(route), { headers: { 'accept-language': locale } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** The options a member's picker offers, its placeholder left out. */
async function choices(picker: Locator): Promise<string[]> {
  return (await picker.locator('option').allTextContents()).slice(1);
}

/**
 * The member site's previews (ADR 0120): in each language they show what the member site's
 * lookups give members, and a draft shows before it is saved. Each is captured in th, la and en.
 */
async function previewsShowWhatMembersGet(page: Page) {
  await openGroup(page, 'lookup');
  const contact = page.getByTestId('contact-preview');
  for (const locale of LOCALES) {
    await contact.getByTestId(`tab-${locale}`).click();
    const answer = await lookupIn<ContactReply>(page, lookupApi.contact, locale);
    await expect(contact.getByTestId('contact-text')).toHaveText(answer.contactText);
    await expect(contact.getByTestId('line-name')).toContainText(answer.lineName);
    await contact.scrollIntoViewIfNeeded();
    await screenshot(page, locale, 'backoffice-preview-contact', false);
  }
  // A Lao text cleared and not saved: the preview's Lao tab shows the Thai one, as members would get.
  await page.getByTestId('text-contact.contactText-la').fill('');
  await contact.getByTestId('tab-la').click();
  const thai = await lookupIn<ContactReply>(page, lookupApi.contact, 'th');
  await expect(contact.getByTestId('contact-text')).toHaveText(thai.contactText);

  for (const table of ['sources', 'banks'] as const) {
    await page.getByTestId(`tab-${table}`).click();
    const preview = page.getByTestId(`${table}-preview`);
    for (const locale of LOCALES) {
      await preview.getByTestId(`tab-${locale}`).click();
      if (table === 'sources') {
        const answer = await lookupIn<SourceItem[]>(page, lookupApi.sources, locale);
        expect(await choices(preview.getByRole('combobox'))).toEqual(answer.map((s) => s.description));
      } else {
        // The demo runs the Thai site: its picker offers what the Thai site's lookup answers.
        const answer = await lookupIn<BankItem[]>(page, lookupApi.banks, locale);
        expect(await choices(preview.getByTestId('banks-preview-th').getByRole('combobox'))).toEqual(
          answer.map((bank) => bankNameIn(bank, locale)),
        );
      }
      // A choice made, so the capture shows an option's name in the tab's language.
      for (const picker of await preview.getByRole('combobox').all()) await picker.selectOption({ index: 1 });
      await preview.scrollIntoViewIfNeeded();
      await screenshot(page, locale, `backoffice-preview-${table}`, false);
    }
  }
}

// Operators work at a desk: the back-office is laid out for a desktop screen.
test.use({ viewport: { width: 1280, height: 860 } });

/** Saves the open settings form and waits for the server's answer to be drawn. */
async function save(page: Page) {
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
  await page.getByTestId('settings-save').click();
  expect((await saved).status()).toBe(200);
}

async function openGroup(page: Page, group: string) {
  await page.getByTestId(`tab-${group}`).click();
  await expect(page.getByTestId(`settings-form-${group}`)).toBeVisible();
}

/** Puts a group back as the demo has it (each test leaves the site as it found it). */
async function restore(
  request: APIRequestContext,
  token: string,
  group: keyof typeof settingsOperatorApi,
  body: object,
) {
  const response = await request.put(pathOf(settingsOperatorApi[group].change), {
    headers: { authorization: `Bearer ${token}` },
    data: body,
  });
  expect(response.ok()).toBe(true);
}

/** Puts money-control settings back as the demo has them, past the two admins (the sandbox's switch). */
async function restoreMoneySettings(request: APIRequestContext, body: object) {
  const response = await request.put(pathOf(sandboxApi.settings), { data: body });
  expect(response.ok(), await response.text()).toBe(true);
}

/** Saves the open form's money-control change (it waits) and has the second admin confirm it (ADR 0130). */
async function saveConfirmed(page: Page, second: Operator, reason: string) {
  const pending = await saveWaitingSettings(page, reason);
  await confirmSettingChange(page.request, await operatorApiToken(page.request, second), pending.id);
  await page.reload();
}

/** Signs a new member in; home opens with the agreement, read (`check`) then accepted. */
async function memberIn(page: Page, locale: Locale, check?: (agreement: Locator) => Promise<void>) {
  const player = await registerFundedPlayer(page.request, newPhone(), 500);
  await logIn(page, locale, player.phone, player.password, check);
  return player;
}

test('settings: an admin changes what members see; a support operator only reads', async ({
  page,
  browser,
}) => {
  test.setTimeout(400_000);
  await signInDemoAdmin(page);
  const token = (await page.evaluate(() => sessionStorage.getItem('backoffice-token')))!;
  // The limits and the deposit accounts are money-control settings: a second admin confirms them.
  const second = await seasonedAdmin(page.request, 'E2E Settings Second Admin');
  await page.getByTestId('nav-settings').click();
  await expect(page.getByTestId('settings-form-site')).toBeVisible();

  // Every settings screen in every language.
  for (const locale of LOCALES) {
    await chooseBackofficeLocale(page, locale);
    for (const group of settingGroupNames) {
      await openGroup(page, group);
      await screenshot(page, locale, `backoffice-settings-${group}`);
    }
    // The tables (ADR 0107): games, bonuses and codes, sources, banks offered.
    for (const table of settingTableNames) {
      await page.getByTestId(`tab-${table}`).click();
      await expect(page.getByTestId(`settings-table-${table}`).locator('form').first()).toBeVisible();
      await screenshot(page, locale, `backoffice-settings-table-${table}`);
    }
  }
  await chooseBackofficeLocale(page, 'en');
  await previewsShowWhatMembersGet(page);

  const member = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const memberPage = await member.newPage();
  try {
    // withdrawMax: the member's withdraw modal shows the new limit.
    await openGroup(page, 'withdraw');
    await page.getByTestId('setting-withdraw.withdrawMax').fill('12345');
    await saveConfirmed(page, second, 'E2E: a lower withdrawal cap');
    await memberIn(memberPage, 'en');
    await memberPage.getByTestId('withdraw-open').click();
    await expect(memberPage.getByTestId('withdraw-limits')).toContainText('12,345');

    // A minimum above the maximum: the server's reason beside the field, nothing saved or waiting.
    await openGroup(page, 'withdraw');
    await page.getByTestId('setting-withdraw.withdrawMin').fill('20000');
    await page.getByTestId('settings-save').click();
    const why = page.getByTestId('settings-change-reason');
    await why.getByTestId('confirm-reason').fill('E2E: a minimum above the maximum');
    await why.getByTestId('confirm-submit').click();
    await expect(page.getByTestId('error-withdraw.withdrawMax')).toBeVisible();
    await screenshot(page, 'en', 'backoffice-settings-refused');
    await why.getByRole('button', { name: 'Cancel' }).click();
    await expect(why).toHaveCount(0);
    await restoreMoneySettings(page.request, { withdraw: settingDefaults.withdraw });

    // A deposit bank account added: the member's deposit modal lists it.
    await page.reload();
    await openGroup(page, 'deposit');
    // The accounts' table (ADR 0185): the bank chosen from the list, the currency the bank's.
    await page.getByTestId('deposit-account-add').click();
    const last = `deposit-account-${settingDefaults.deposit.banks.length}`;
    await page.getByTestId(`${last}-bank`).selectOption('KTB');
    await page.getByTestId(`${last}-mode`).selectOption('MANUAL');
    await page.getByTestId(`${last}-name`).fill('E2E SETTINGS ACCOUNT');
    await page.getByTestId(`${last}-no`).fill('9870001234');
    await expect(page.getByTestId(`${last}-currency`)).toHaveText('THB');
    await screenshot(page, 'en', 'backoffice-settings-deposit-accounts');
    await saveConfirmed(page, second, 'E2E: a new deposit account');
    await memberPage.goto('/user/home');
    await memberPage.getByTestId('deposit-open').click();
    await expect(memberPage.getByTestId('deposit-modal')).toContainText('E2E SETTINGS ACCOUNT');
    await restoreMoneySettings(page.request, { deposit: settingDefaults.deposit });

    // The agreement in Lao: a Lao member reads it; the conditions' <script> is stripped on save.
    await openGroup(page, 'lookup');
    await page.getByTestId('text-agreements.0-la').fill('<p>ຂ້ອຍຍອມຮັບ ຂໍ້ຕົກລົງສະບັບໃໝ່</p>');
    await page.getByTestId('text-conditions.0-th').fill('<p>เงื่อนไขใหม่</p><script>window.hacked = 1</script>');
    await expect(page.getByTestId('preview-conditions.0-th')).not.toContainText('hacked');
    await screenshot(page, 'en', 'backoffice-settings-texts-editing');
    await save(page);
    await expect(page.getByTestId('text-conditions.0-th')).toHaveValue('<p>เงื่อนไขใหม่</p>');
    const conditions = await page.request.get(pathOf(lookupApi.conditions), {
      headers: { 'accept-language': 'th' },
    });
    expect(JSON.stringify(await conditions.json())).not.toContain('script');
    const lao = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const laoPage = await lao.newPage();
    await memberIn(laoPage, 'la', async (agreement) => {
      await expect(agreement).toContainText('ຂໍ້ຕົກລົງສະບັບໃໝ່');
      await screenshot(laoPage, 'la', 'settings-member-agreement-lao', false);
    });
    await lao.close();
    await restore(page.request, token, 'lookup', {
      agreements: settingDefaults.agreements,
      conditions: settingDefaults.conditions,
    });

    // The admin closes the site: the member site shows /terminated; the back-office still works.
    await openGroup(page, 'site');
    await page.getByTestId('setting-siteActive').uncheck();
    await save(page);
    await memberPage.goto('/user/home');
    await expect(memberPage).toHaveURL(/\/terminated$/, { timeout: 10_000 });
    await screenshot(memberPage, 'en', 'settings-member-terminated', false);
    await page.reload();
    await openGroup(page, 'site');
    await page.getByTestId('setting-siteActive').check();
    await save(page);
  } finally {
    await restore(page.request, token, 'site', { siteActive: true });
    await member.close();
  }

  // A support operator sees the settings read-only.
  const support = await createOperator(page.request, token, 'support', 'E2E support');
  const desk = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const deskPage = await desk.newPage();
  await deskPage.goto('/backoffice/');
  await signInOperator(deskPage, support);
  await deskPage.getByTestId('nav-settings').click();
  await expect(deskPage.getByTestId('settings-read-only')).toBeVisible();
  await expect(deskPage.getByTestId('settings-save')).toHaveCount(0);
  await openGroup(deskPage, 'withdraw');
  await expect(deskPage.getByTestId('setting-withdraw.withdrawMax')).toHaveJSProperty('readOnly', true);
  for (const locale of LOCALES) {
    await chooseBackofficeLocale(deskPage, locale);
    await screenshot(deskPage, locale, 'backoffice-settings-read-only');
  }
  await desk.close();
});

/**
 * Issue 37's second door (ADR 0130): the admin raises the second-approver limit; it does not apply,
 * every operator sees it waiting with who asked and why, and it applies only when a second admin
 * (one made before the 72 h window) confirms it in their own browser.
 */
test('settings: a limit change waits for a second admin, then applies when confirmed', async ({
  page,
  browser,
}) => {
  test.setTimeout(200_000);
  await signInDemoAdmin(page);
  const token = await operatorTokenOf(page);
  const headers = { authorization: `Bearer ${token}` };
  const readLimits = async () =>
    (
      (await (
        await page.request.get(pathOf(settingsOperatorApi.wallet.read), { headers })
      ).json()) as SettingGroupValues<'wallet'>
    ).secondApprover;
  const before = await readLimits();
  const second = await seasonedAdmin(page.request, 'E2E Confirming Admin');
  const desk = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    await chooseBackofficeLocale(page, 'en');
    await page.getByTestId('nav-settings').click();
    await openGroup(page, 'wallet');
    const raised = before.memberCreditsBaht + 5000;
    await page.getByTestId('setting-secondApprover.memberCreditsBaht').fill(String(raised));
    const pending = await saveWaitingSettings(page, 'Season peak: larger goodwill credits');
    await expect(page.getByTestId('settings-change-waiting')).toContainText('second admin');
    // The form and the server keep the limit in force; every operator's frame says a change waits.
    await expect(page.getByTestId('setting-secondApprover.memberCreditsBaht')).toHaveValue(
      String(before.memberCreditsBaht),
    );
    await expect(page.getByTestId('setting-changes-notice')).toBeVisible();
    expect((await readLimits()).memberCreditsBaht).toBe(before.memberCreditsBaht);
    // The asker cannot confirm their own change.
    const own = await page.request.post(pathOf(settingChangesApi.confirm, { changeId: pending.id }), {
      headers,
      data: {},
    });
    expect(await own.json()).toEqual({ message: 'SAME_OPERATOR' });

    // The second admin, at their own desk, reads who asked and why, and confirms.
    const deskPage = await desk.newPage();
    await deskPage.goto('/backoffice/');
    await signInOperator(deskPage, second);
    await expect(deskPage.getByTestId('setting-changes-notice')).toBeVisible();
    await deskPage.getByTestId('setting-changes-open').click();
    const item = deskPage.getByTestId(`setting-change-${pending.id}`);
    await expect(item).toContainText('Season peak');
    for (const locale of LOCALES) {
      await chooseBackofficeLocale(deskPage, locale);
      await screenshot(deskPage, locale, 'backoffice-setting-change-waiting');
    }
    await chooseBackofficeLocale(deskPage, 'en');
    await item.getByTestId('setting-change-confirm').click();
    const dialog = deskPage.getByTestId('setting-change-dialog');
    await dialog.getByTestId('confirm-reason').fill('Agreed at the morning meeting');
    await dialog.getByTestId('confirm-submit').click();
    await expect(dialog).toHaveCount(0);
    await expect(item).toContainText('Applied');
    expect((await readLimits()).memberCreditsBaht).toBe(raised);
    await expect(deskPage.getByTestId('setting-changes-notice')).toHaveCount(0);
  } finally {
    await desk.close();
    await restoreMoneySettings(page.request, { secondApprover: before });
  }
});

/**
 * A table's row reaching the member site (ADR 0107): the admin writes WELCOME50's Lao description
 * and its end (the date-and-time input, ADR 0122) and a Lao member reads the new description;
 * the end comes back from the server showing the same time. The row is put back as it was.
 */
test("settings tables: a bonus's Lao description reaches a Lao member; its end round-trips", async ({
  page,
  browser,
}) => {
  test.setTimeout(200_000);
  await signInDemoAdmin(page);
  const token = (await page.evaluate(() => sessionStorage.getItem('backoffice-token')))!;
  const headers = { authorization: `Bearer ${token}` };
  const listed = await page.request.get(pathOf(settingTablesApi.bonuses.list), { headers });
  const { rows } = (await listed.json()) as { rows: SettingTableRow<'bonuses'>[] };
  const original = rows.find((row) => row.code === 'WELCOME50')!;
  const description = 'ໂບນັດຕ້ອນຮັບ ສະບັບທົດສອບ E2E';
  try {
    await chooseBackofficeLocale(page, 'en');
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('tab-bonuses').click();
    const row = page.getByTestId('settings-row-WELCOME50');
    await row.getByTestId('text-description-la').fill(description);
    await row.getByTestId('setting-endsAt').fill('2030-12-31T23:59');
    const saved = page.waitForResponse((response) => response.request().method() === 'PUT');
    await row.getByTestId('settings-save-WELCOME50').click();
    expect((await saved).status()).toBe(200);
    // Bangkok's 23:59 is 16:59 UTC, and the form read again shows the time chosen.
    const stored = await page.request.get(pathOf(settingTablesApi.bonuses.list), { headers });
    const after = ((await stored.json()) as { rows: typeof rows }).rows;
    expect(after.find((found) => found.code === 'WELCOME50')!.endsAt).toBe('2030-12-31T16:59:00.000Z');
    await page.reload();
    await page.getByTestId('tab-bonuses').click();
    await expect(row.getByTestId('setting-endsAt')).toHaveValue('2030-12-31T23:59');
    for (const locale of LOCALES) {
      await chooseBackofficeLocale(page, locale);
      await row.getByTestId('setting-startsAt').scrollIntoViewIfNeeded();
      await screenshot(page, locale, 'backoffice-settings-bonus-dates', false);
    }

    const lao = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const laoPage = await lao.newPage();
    await memberIn(laoPage, 'la');
    await laoPage.goto('/user/bonus');
    await expect(laoPage.getByTestId('bonus-card-WELCOME50')).toContainText(description);
    await screenshot(laoPage, 'la', 'settings-member-bonus-lao', false);
    await lao.close();
  } finally {
    const fields = Object.fromEntries(
      settingTableEditable.bonuses.map((field) => [field, original[field as keyof typeof original]]),
    );
    const restored = await page.request.put(pathOf(settingTablesApi.bonuses.save, { code: 'WELCOME50' }), {
      headers,
      data: fields,
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  }
});
