import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/site-wide.ts';
import Papa from 'papaparse';
import { chooseBackofficeLocale, signInDemoAdmin } from '../support/backoffice.ts';
import { registerFundedPlayer } from '../support/money.ts';
import { LOCALES, newPhone, screenshot } from '../support/screens.ts';

// Operators work at a desk: the back-office is laid out for a desktop screen.
test.use({ viewport: { width: 1280, height: 860 } });

/** "3,800.00 (5)" as the English dashboard shows today's deposits: amount and count. */
async function todayDeposits(page: Page): Promise<{ amount: number; count: number }> {
  const text = (await page.getByTestId('period-today-deposits').textContent()) ?? '';
  const match = /^([\d,]+\.\d\d) \((\d+)\)$/.exec(text.trim());
  if (!match) throw new Error(`today's deposits read "${text}"`);
  return { amount: Number(match[1]!.replaceAll(',', '')), count: Number(match[2]) };
}

const amountOf = (text: string | null) => Number((text ?? '').replaceAll(',', ''));

/**
 * Issue 27: the dashboard's deposit total moves by exactly the deposits this test makes; the CSV
 * of today's deposits has those deposits and a total equal to the range's total on screen; the
 * dashboard in every language.
 */
test("back-office dashboard: today's deposits, a CSV export of the range, th/la/en", async ({ page }) => {
  test.setTimeout(180_000);
  await signInDemoAdmin(page);
  await page.getByTestId('language-select').first().selectOption('en');
  await page.getByTestId('nav-reports').click();
  await expect(page.getByTestId('dashboard-chart')).toBeVisible();
  const before = await todayDeposits(page);

  const first = await registerFundedPlayer(page.request, newPhone(), 700);
  const second = await registerFundedPlayer(page.request, newPhone(), 300.5);
  await page.reload();
  await expect(page.getByTestId('dashboard-chart')).toBeVisible();
  await expect
    .poll(() => todayDeposits(page))
    .toEqual({ amount: before.amount + 1000.5, count: before.count + 2 });

  // Today's deposits as CSV: the download has both deposits and the total shown for the range.
  const panel = page.getByTestId('report-export');
  await panel.getByTestId('report-kind').selectOption('deposits');
  const shownTotal = amountOf(await panel.getByTestId('report-total-deposits').textContent());
  expect(shownTotal).toBe(before.amount + 1000.5);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByTestId('report-download').click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  expect(header).toEqual(['time', 'reference', 'phone', 'name', 'type', 'amount']);
  const total = rows.at(-1)!;
  expect(total[0]).toBe('TOTAL');
  expect(Number(total[5])).toBe(shownTotal);
  const lines = rows.slice(0, -1);
  expect(lines.reduce((sum, row) => sum + Math.round(Number(row[5]) * 100), 0) / 100).toBe(shownTotal);
  expect(lines.filter((row) => row[2] === first.phone).map((row) => Number(row[5]))).toEqual([700]);
  expect(lines.filter((row) => row[2] === second.phone).map((row) => Number(row[5]))).toEqual([300.5]);

  for (const locale of LOCALES) {
    await chooseBackofficeLocale(page, locale);
    await expect(page.getByTestId('dashboard-chart')).toBeVisible();
    await screenshot(page, locale, 'backoffice-reports-dashboard');
    // The day's reconciliation per deposit account (ADR 0176), today's deposits among its rows.
    await expect(page.getByTestId('recon-row').first()).toBeVisible();
    await page.getByTestId('reconciliation').scrollIntoViewIfNeeded();
    await screenshot(page, locale, 'backoffice-reports-reconciliation', false);
  }
});
