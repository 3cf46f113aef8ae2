import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authApi, IDEMPOTENCY_HEADER, pathOf, sandboxApi, slipApi, withdrawApi } from '@wallet/contract';
import { generateSync } from 'otplib';
import { randomUUID } from 'node:crypto';
import { demoOperator } from '../../apps/server/src/demo-data.ts';
import type { Player } from './money.ts';

/** The member's bearer token, from the member API's own login. */
export async function memberToken(request: APIRequestContext, player: Player): Promise<string> {
  const response = await request.post(pathOf(authApi.login), {
    data: { username: player.phone, password: player.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { token: string }).token;
}

/** A withdrawal the member asks for; with operator approval on, it waits in the finance queue. */
export async function requestWithdrawal(
  request: APIRequestContext,
  token: string,
  amount: number,
): Promise<string> {
  const response = await request.post(pathOf(withdrawApi.withdraw), {
    headers: { authorization: `Bearer ${token}`, [IDEMPOTENCY_HEADER]: randomUUID().replace(/-/g, '') },
    data: { amount },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { reference: string }).reference;
}

/**
 * A real slip of a real sandbox transfer, uploaded while the verifier service errors once: the
 * slip stays PENDING and lands in the operators' deposit reviews.
 */
export async function uploadUndecidedSlip(
  request: APIRequestContext,
  token: string,
  player: Player,
  amount: number,
): Promise<string> {
  expect(
    (await request.put(pathOf(sandboxApi.slipVerifier), { data: { mode: 'error', times: 1 } })).ok(),
  ).toBe(true);
  const slip = await request.get(pathOf(sandboxApi.slip), { params: { amount, username: player.phone } });
  expect(slip.ok(), await slip.text()).toBe(true);
  const uploaded = await request.post(pathOf(slipApi.upload), {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'slip.png', mimeType: 'image/png', buffer: await slip.body() } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const entry = (await uploaded.json()) as { status: string; reference: string };
  expect(entry.status).toBe('PENDING');
  return entry.reference;
}

/** The six digits an authenticator app shows now for a base32 secret. */
export function totpCode(secret: string): string {
  return generateSync({ secret });
}

/**
 * Signs the demo admin in as a person does: password, then the six digits an authenticator app
 * would show for the demo secret. A code is good once, so the flow signs in once per test.
 */
export async function signInDemoAdmin(page: Page, onStep?: (step: 'password' | 'totp') => Promise<void>) {
  await page.goto('/backoffice/');
  await page.locator('input[name="username"]').fill(demoOperator.username);
  await page.locator('input[name="password"]').fill(demoOperator.password);
  await onStep?.('password');
  await page.getByTestId('sign-in-submit').click();
  const code = page.locator('input[name="totp"]');
  await expect(code).toBeVisible();
  await code.fill(totpCode(demoOperator.totpSecret));
  await onStep?.('totp');
  await page.getByTestId('sign-in-submit').click();
  await expect(page.getByTestId('operator-name')).toContainText(demoOperator.name);
}
