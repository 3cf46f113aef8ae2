import type { APIRequestContext } from '@playwright/test';
import { pathOf, sandboxApi } from '@wallet/contract';

/** Flips an operator switch through the sandbox API. */
export async function setSiteSettings(
  request: APIRequestContext,
  values: { siteActive?: boolean; registerOTP?: boolean; enableChatWidget?: boolean },
): Promise<void> {
  const response = await request.put(pathOf(sandboxApi.settings), { data: values });
  if (!response.ok()) throw new Error(`sandbox settings refused: ${response.status()}`);
}

/** The newest text the sandbox SMS gateway delivered to a phone. */
export async function latestSms(request: APIRequestContext, phone: string): Promise<string> {
  const response = await request.get(pathOf(sandboxApi.sms, { phone }));
  const messages = (await response.json()) as { message: string }[];
  return messages[0]?.message ?? '';
}

/** The newest OTP texted to a phone, read from the sandbox SMS gateway. */
export async function latestOtp(
  request: APIRequestContext,
  phone: string,
): Promise<{ code: string; otpRef: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const response = await request.get(pathOf(sandboxApi.sms, { phone }));
    const messages = (await response.json()) as { code: string | null; otpRef: string | null }[];
    const newest = messages[0];
    if (newest?.code && newest.otpRef) return { code: newest.code, otpRef: newest.otpRef };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no OTP texted to ${phone}`);
}
