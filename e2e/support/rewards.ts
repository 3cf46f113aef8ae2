import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import {
  accountApi,
  authApi,
  gamesApi,
  homeApi,
  inviteCodeOf,
  OTP_TOKEN_HEADER,
  otpApi,
  pathOf,
  rewardsSandboxApi,
  sandboxApi,
} from '@wallet/contract';
import { latestOtp } from './api.ts';

/** A member registered through the API with an inviter's code (PR{id}), logged in. */
export async function registerInvitee(request: APIRequestContext, phone: string, inviterId: string) {
  const sent = await request.post(pathOf(otpApi.send), { data: { phoneNumber: phone } });
  const { otpToken } = (await sent.json()) as { otpToken: string };
  const { code } = await latestOtp(request, phone);
  expect((await request.post(pathOf(otpApi.verify), { data: { otpToken, otpCode: code } })).ok()).toBe(true);
  const registered = await request.post(pathOf(accountApi.register), {
    headers: { [OTP_TOKEN_HEADER]: otpToken },
    data: {
      name: 'Friend Invitee',
      username: phone,
      password: 'e2e-pass-123',
      sourceCode: 'FACEBOOK',
      bankCode: 'KBANK',
      bankAccountName: 'FRIEND INVITEE',
      bankAccountNo: `6${phone.slice(1)}`,
      inviteCode: inviteCodeOf(inviterId),
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return login(request, phone, 'e2e-pass-123');
}

/** The bearer headers of a fresh login. */
export async function login(request: APIRequestContext, phone: string, password: string) {
  const response = await request.post(pathOf(authApi.login), {
    data: { username: phone, password, isRemember: false },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token } = (await response.json()) as { token: string };
  return { authorization: `Bearer ${token}` };
}

export async function memberIdOf(request: APIRequestContext, headers: Record<string, string>) {
  const wallet = await request.get(pathOf(homeApi.wallet), { headers });
  return ((await wallet.json()) as { profile: { _id: string } }).profile._id;
}

/** A sandbox bank transfer arriving for the member. */
export async function sandboxDeposit(request: APIRequestContext, phone: string, baht: number) {
  expect(
    (await request.post(pathOf(sandboxApi.credit), { data: { username: phone, amount: baht } })).ok(),
  ).toBe(true);
}

/** Opens pg, moves `baht` there, loses `lost` at the sandbox provider, and books it. */
export async function playAtPg(
  request: APIRequestContext,
  headers: Record<string, string>,
  baht: number,
  lost: number,
) {
  expect((await request.get(pathOf(gamesApi.activate, { slotCode: 'pg' }), { headers })).ok()).toBe(true);
  const moved = await request.post(pathOf(gamesApi.transfer), {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: { from: 'WALLET', to: 'pg', amount: baht },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  if (lost > 0) {
    const id = await memberIdOf(request, headers);
    const username = `lw${id.padStart(6, '0')}`;
    const played = await request.post(pathOf(sandboxApi.play, { provider: 'pg', username }), {
      data: { amount: -lost },
    });
    expect(played.ok(), await played.text()).toBe(true);
  }
  expect((await request.get(pathOf(homeApi.refresh), { headers })).ok()).toBe(true);
}

/** Closes today's invite day and this week's refund week for the rewards, then runs the accrual. */
export async function closePeriodsAndAccrue(request: APIRequestContext) {
  const shifted = await request.put(pathOf(rewardsSandboxApi.clock), { data: { shiftMs: 7 * 86_400_000 } });
  expect(shifted.ok()).toBe(true);
  const accrued = await request.post(pathOf(rewardsSandboxApi.accrue));
  expect(accrued.ok(), await accrued.text()).toBe(true);
}
