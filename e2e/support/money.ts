import { expect, type APIRequestContext, type Page } from '@playwright/test';
import {
  accountApi,
  OTP_TOKEN_HEADER,
  otpApi,
  pathOf,
  qrApi,
  sandboxApi,
  type QrChannel,
} from '@wallet/contract';
import { latestOtp } from './api.ts';

export interface Player {
  phone: string;
  password: string;
  name: string;
}

/** Registers a member through the API (the wizard has its own spec) and credits `baht` through the sandbox. */
export async function registerFundedPlayer(
  request: APIRequestContext,
  phone: string,
  baht: number,
  /** The registered KBANK account; by default one made from the phone. */
  bankAccountNo = `7${phone.slice(1)}`,
): Promise<Player> {
  const player = { phone, password: 'e2e-pass-123', name: 'E2E Wallet' };
  const sent = await request.post(pathOf(otpApi.send), { data: { phoneNumber: phone } });
  const { otpToken } = (await sent.json()) as { otpToken: string };
  const { code } = await latestOtp(request, phone);
  expect((await request.post(pathOf(otpApi.verify), { data: { otpToken, otpCode: code } })).ok()).toBe(true);
  // The verified OTP belongs to the client holding its token (ADR 0026).
  const registered = await request.post(pathOf(accountApi.register), {
    headers: { [OTP_TOKEN_HEADER]: otpToken },
    data: {
      name: player.name,
      username: phone,
      password: player.password,
      sourceCode: 'FACEBOOK',
      bankCode: 'KBANK',
      bankAccountName: 'E2E WALLET',
      bankAccountNo,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const credited = await request.post(pathOf(sandboxApi.credit), {
    data: { username: phone, amount: baht },
  });
  expect(credited.ok()).toBe(true);
  return player;
}

/** The session token the web app holds, to act for the member from outside the page. */
export async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? sessionStorage.getItem('token'));
  if (!token) throw new Error('no session token in the page');
  return token;
}

/** The payer's bank pays the member's live QR of a channel: the sandbox gateway's signed webhook follows. */
export async function payLiveQr(page: Page, channel: QrChannel): Promise<void> {
  const token = await tokenOf(page);
  const live = await page.request.get(pathOf(qrApi.current, { channel }), {
    headers: { authorization: `Bearer ${token}` },
  });
  const { qrcodeId } = (await live.json()) as { qrcodeId: string };
  const paid = await page.request.post(pathOf(sandboxApi.payQr, { qrcodeId }), { data: {} });
  expect(paid.ok(), await paid.text()).toBe(true);
}

/**
 * The member uploads, in the open deposit modal's bank tab, the slip the sandbox bank prints for a
 * real transfer of `amount` baht from their account; the outcome is the caller's to read.
 */
export async function uploadSandboxSlip(page: Page, player: Player, amount: number): Promise<void> {
  const slip = await page.request.get(pathOf(sandboxApi.slip), {
    params: { amount, username: player.phone },
  });
  expect(slip.ok(), await slip.text()).toBe(true);
  await page
    .getByTestId('slip-file')
    .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: await slip.body() });
  await page.getByTestId('slip-upload').click();
}
