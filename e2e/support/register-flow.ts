import { expect, type Page } from '@playwright/test';
import { latestOtp } from './api.ts';
import { screenshot as saveScreenshot, type Locale } from './screens.ts';

export interface NewMember {
  phone: string;
  password: string;
}

/** Where the wizard reads the code texted to a phone: the sandbox SMS API, or an SMS gateway's fake. */
export type OtpReader = (phone: string) => Promise<{ code: string; otpRef: string }>;

/**
 * Walks the four-step wizard as a person does, reading the OTP from the sandbox SMS API (or
 * `options.otp`), and saves a screenshot of each step in `locale` (unless `screenshots: false`:
 * another walk through the same screens).
 */
export async function registerThroughWizard(
  page: Page,
  locale: Locale,
  phone: string,
  accountNo: string,
  options: { otp?: OtpReader; screenshots?: boolean } = {},
) {
  const password = 'e2e-pass-123';
  const readOtp = options.otp ?? ((to: string) => latestOtp(page.request, to));
  const screenshot = (options.screenshots ?? true) ? saveScreenshot : async () => {};
  await page.goto('/register');
  const phoneStep = page.getByTestId('register-step-phone');
  await expect(phoneStep).toBeVisible();
  await page.locator('input[name="phoneNumber"]').fill(phone);
  await screenshot(page, locale, 'register-1-phone');
  await phoneStep.locator('button[type="submit"]').click();

  const otpStep = page.getByTestId('register-step-otp');
  await expect(otpStep).toBeVisible();
  const { code, otpRef } = await readOtp(phone);
  await expect(page.getByTestId('otp-ref')).toContainText(otpRef);
  await page.locator('input[name="otpCode"]').fill(code);
  await screenshot(page, locale, 'register-2-otp');
  await otpStep.locator('button[type="submit"]').click();

  const profileStep = page.getByTestId('register-step-profile');
  await expect(profileStep).toBeVisible();
  await page.locator('input[name="name"]').fill('E2E Player');
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="confirmPassword"]').fill(password);
  await page.locator('select[name="sourceCode"]').selectOption('FACEBOOK');
  await screenshot(page, locale, 'register-3-profile');
  await profileStep.locator('button[type="submit"]').click();

  const bankStep = page.getByTestId('register-step-bank');
  await expect(bankStep).toBeVisible();
  await page.locator('select[name="bankCode"]').selectOption('KTB');
  await page.locator('input[name="bankAccountNo"]').fill(accountNo);
  await page.locator('input[name="firstName"]').fill('somchai');
  await page.locator('input[name="lastName"]').fill('player');
  await expect(page.getByTestId('account-name-preview')).toContainText('SOMCHAI PLAYER');
  await screenshot(page, locale, 'register-4-bank');
  await bankStep.locator('button[type="submit"]').click();

  const toast = page
    .getByTestId('toast')
    .filter({ has: page.locator('[data-kind="success"]') })
    .or(page.locator('[data-testid="toast"][data-kind="success"]'));
  await expect(toast.first()).toBeVisible();
  await screenshot(page, locale, 'register-5-success');
  await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });
  return { phone, password } satisfies NewMember;
}

export async function login(page: Page, member: NewMember, remember: boolean) {
  await page.goto('/login');
  await page.locator('input[name="username"]').fill(member.phone);
  await page.locator('input[name="password"]').fill(member.password);
  const checkbox = page.locator('input[name="isRemember"]');
  if (remember) await checkbox.check();
  else await checkbox.uncheck();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/user\/home$/);
  await expect(page.getByTestId('member-name')).toContainText('E2E Player');
}
