import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  bankFeedApi,
  bankFeedOperatorApi,
  pathOf,
  type CreatedBankFeedDevice,
  type WithdrawalItem,
  withdrawalQueueApi,
} from '@wallet/contract';
import { demoFinanceOperators, demoOperator } from '../../apps/server/src/demo-data.ts';
import { latestOtp } from './api.ts';
import { operatorApiToken } from './backoffice.ts';
import { chooseLocale, screenshot, type Locale } from './screens.ts';
import { testOnOwnSite } from './own-site.ts';
import { LAO_SITE } from './server.ts';
import { textLayoutProblems } from './text-layout.ts';

/**
 * The Lao site for a spec (ADR 0193): a server of its own with SITE_VARIANT=la serving the Lao web
 * build, on its own port and embedded database, started once per worker that runs such a spec and
 * made the pages' base URL. The Thai run's server is not touched.
 */
export const test = testOnOwnSite(LAO_SITE);

/** The Lao site's language first: a screen is captured in it, then in Thai and English, and left in Lao. */
const SHOT_LOCALES: readonly Locale[] = ['th', 'en', 'la'];

/**
 * Saves the screen as it is now in la, th and en, switching the language on it (no replay). Not
 * for a result dialog: its message is the text of the moment it opened (a person cannot reach the
 * language select behind it), so it is saved once, in Lao, with `screenshot`.
 */
export async function screenInEachLocale(
  page: Page,
  name: string,
  {
    fullPage = false,
    readable = false,
  }: {
    fullPage?: boolean;
    /** A screen with no dialog over it: no text on it is clipped or covered, in any language. */
    readable?: boolean;
  } = {},
): Promise<void> {
  // A toast keeps the text of its moment, in the language it was shown in, over the top bar: it
  // goes in 4 s (TOAST_MS), and the screen is saved without it.
  await expect(page.getByTestId('toast')).toHaveCount(0, { timeout: 15_000 });
  for (const locale of SHOT_LOCALES) {
    await chooseLocale(page, locale);
    if (readable) {
      expect(await textLayoutProblems(page), `clipped or covered text on ${name} (${locale})`).toEqual([]);
    }
    await screenshot(page, locale, name, fullPage);
  }
}

let phoneCounter = 0;
/** A fresh Lao mobile number (020 and eight digits, ADR 0004), apart per worker and per call. */
export function newLaoPhone(): string {
  phoneCounter += 1;
  const stamp = String(Date.now() % 100_000).padStart(5, '0');
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 10;
  return `020${stamp}${worker}${String(phoneCounter % 100).padStart(2, '0')}`;
}

export interface LaoMember {
  phone: string;
  password: string;
  /** The registered BCEL account and its name, as a BCEL message of the member's transfer shows them. */
  accountNo: string;
  accountName: string;
}

/**
 * The Lao registration as a person walks it: phone, the SMS code, the profile, then the bank step
 * with its currency (LAK preselected, ADR 0158), each step saved in la, th and en.
 */
export async function registerOnLaoSite(
  page: Page,
  prefix: string,
  currency: 'LAK' | 'BAHT',
  accountNo: string,
): Promise<LaoMember> {
  const member = {
    phone: newLaoPhone(),
    password: 'e2e-pass-123',
    accountNo,
    accountName: 'SOMPHONE KEOMANY',
  };
  await page.goto('/register');
  const phoneStep = page.getByTestId('register-step-phone');
  await expect(phoneStep).toBeVisible();
  await page.locator('input[name="phoneNumber"]').fill(member.phone);
  await screenInEachLocale(page, `${prefix}-register-1-phone`);
  await phoneStep.locator('button[type="submit"]').click();

  const otpStep = page.getByTestId('register-step-otp');
  await expect(otpStep).toBeVisible();
  const { code } = await latestOtp(page.request, member.phone);
  await page.locator('input[name="otpCode"]').fill(code);
  await otpStep.locator('button[type="submit"]').click();

  const profileStep = page.getByTestId('register-step-profile');
  await expect(profileStep).toBeVisible();
  await page.locator('input[name="name"]').fill('E2E Lao Player');
  await page.locator('input[name="password"]').fill(member.password);
  await page.locator('input[name="confirmPassword"]').fill(member.password);
  await page.locator('select[name="sourceCode"]').selectOption('FACEBOOK');
  await screenInEachLocale(page, `${prefix}-register-2-profile`);
  await profileStep.locator('button[type="submit"]').click();

  const bankStep = page.getByTestId('register-step-bank');
  await expect(bankStep).toBeVisible();
  await page.locator('select[name="bankCode"]').selectOption('BCEL');
  await page.locator('input[name="bankAccountNo"]').fill(accountNo);
  await page.locator('input[name="firstName"]').fill('somphone');
  await page.locator('input[name="lastName"]').fill('keomany');
  await expect(page.getByTestId('account-name-preview')).toContainText(member.accountName);
  // LAK is offered first and chosen; a baht member picks BAHT.
  await expect(page.locator('select[name="currency"]')).toHaveValue('LAK');
  await page.locator('select[name="currency"]').selectOption(currency);
  await screenInEachLocale(page, `${prefix}-register-3-bank`);
  await bankStep.locator('button[type="submit"]').click();
  await expect(page.locator('[data-testid="toast"][data-kind="success"]').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  return member;
}

/** Signs in through the form and accepts the agreement home opens with. */
export async function logInOnLaoSite(page: Page, member: LaoMember): Promise<void> {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(member.phone);
  await page.locator('input[name="password"]').fill(member.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/home$/);
  const agreement = page.getByTestId('agreement-modal');
  await expect(agreement).toBeVisible();
  await page.getByTestId('agreement-accept').click();
  await expect(agreement).toHaveCount(0);
}

/** The site's BCEL account (the seed's 0101000123456789) as BCEL masks it in its messages. */
const SITE_BCEL_SHOWN = '0101XXXXXXXX6789';

/** Vientiane's wall clock now (UTC+7), as BCEL prints it: dd/mm/yyyy and hh:mm. */
function vientianeNow(): { date: string; time: string } {
  const wall = new Date(Date.now() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${two(wall.getUTCDate())}/${two(wall.getUTCMonth() + 1)}/${wall.getUTCFullYear()}`,
    time: `${two(wall.getUTCHours())}:${two(wall.getUTCMinutes())}`,
  };
}

/**
 * The site's BCEL phone forwards BCEL's SMS of a member's transfer to the bank feed, through the
 * feed's real notification route with a device key an admin made (as an operator adds the phone).
 */
export async function forwardBcelSms(
  request: APIRequestContext,
  adminToken: string,
  member: LaoMember,
  kip: string,
): Promise<void> {
  const made = await request.post(pathOf(bankFeedOperatorApi.createBankFeedDevice), {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { label: `BCEL phone ${member.phone}` },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const device = (await made.json()) as CreatedBankFeedDevice;
  // BCEL masks the sender's account but its first digit; what it shows tells the member apart.
  const sender = `X${member.accountNo.slice(1)}`;
  const { date, time } = vientianeNow();
  const text = `${date} ${time} ບັນຊີ ${SITE_BCEL_SHOWN} ເງິນເຂົ້າ ${kip} ກີບ ຈາກ ${sender} ${member.accountName} ຍອດເຫຼືອ 9,999,999 ກີບ`;
  const sent = await request.post(pathOf(bankFeedApi.notification), {
    headers: { 'x-device-key': `${device.id}.${device.key}` },
    data: { from: 'BCEL', text },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect(((await sent.json()) as { results: { outcome: string }[] }).results).toEqual([
    expect.objectContaining({ outcome: 'CREDITED' }),
  ]);
}

let adminSession: Promise<string> | undefined;
/**
 * The demo admin's API session on the Lao site, signed in once per worker (one Lao server per
 * worker): each sign-in spends a TOTP step, and a third within 30 s waits for the next (ADR 0051).
 */
export function laoAdminToken(request: APIRequestContext): Promise<string> {
  adminSession ??= operatorApiToken(request, demoOperator).catch((error: unknown) => {
    adminSession = undefined;
    throw error;
  });
  return adminSession;
}

/**
 * Operators approve the member's waiting withdrawal through the finance API: the demo admin, and,
 * when the amount is above the second-approver figure (ADR 0106), a seeded finance operator.
 */
export async function approveWithdrawal(
  request: APIRequestContext,
  adminToken: string,
  /** The member's phone: the queue's search finds their one withdrawal by it. */
  phone: string,
): Promise<WithdrawalItem> {
  const approveAs = async (token: string, reason: string) => {
    const found = await request.get(pathOf(withdrawalQueueApi.withdrawals), {
      headers: { authorization: `Bearer ${token}` },
      params: { q: phone, limit: 10 },
    });
    const { items } = (await found.json()) as { items: WithdrawalItem[] };
    expect(items).toHaveLength(1);
    const item = items[0]!;
    const approved = await request.post(
      pathOf(withdrawalQueueApi.approveWithdrawal, { withdrawalId: item.id }),
      {
        headers: { authorization: `Bearer ${token}` },
        data: { reason },
      },
    );
    expect(approved.status(), await approved.text()).toBe(200);
    return (await approved.json()) as WithdrawalItem;
  };
  const first = await approveAs(adminToken, 'BCEL account and name match the member');
  if (first.stage !== 'AWAITING_APPROVAL') return first;
  const second = await operatorApiToken(request, demoFinanceOperators[0]!);
  return approveAs(second, 'Second approval: checked the member and the account');
}
