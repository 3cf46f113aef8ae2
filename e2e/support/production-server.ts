import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort } from '../../apps/server/src/db/embedded.ts';
import { readOtpMessage } from '../../apps/server/src/modules/otp/codes.ts';
import { startFakeOpn, OPN_TEST_PUBLIC, OPN_TEST_SECRET } from '../../apps/server/test/fakes/opn.ts';
import { startFakeVendor, type FakeVendor } from '../../apps/server/test/kits/fake-vendor.ts';
import { startSandboxBridge } from '../../apps/server/test/kits/sandbox-bridge.ts';
import { waitForHealthy } from './server.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

const TWILIO_SID = `AC${'7'.repeat(32)}`;
const TWILIO_TOKEN = '8'.repeat(32);
const EASYSLIP_KEY = 'e2e-production-easyslip-key';

/** The first admin, made by the shell as a production site makes it (`npm run operator:add`). */
export interface ShellOperator {
  username: string;
  name: string;
  password: string;
  totpSecret: string;
}

/**
 * The vendors a production start talks to, each a fake at its base URL answering as the server
 * tests' fakes do (apps/server/test): Twilio for SMS, EasySlip for slips, Opn for QR, the game
 * bridge (the transfer-wallet protocol). Payout and TrueMoney are the manual desks: no vendor.
 */
async function startVendors() {
  // Twilio's Messages (a queued message) and Balance (the doctor's harmless call), as documented.
  const sms = await startFakeVendor((request) => {
    if (request.method === 'GET' && request.path.endsWith('/Balance.json'))
      return { status: 200, json: { currency: 'USD', balance: '20.00', account_sid: TWILIO_SID } };
    const form = new URLSearchParams(request.body);
    return { status: 201, json: { sid: `SM${Date.now()}`, status: 'queued', to: form.get('To') } };
  });
  // EasySlip's /me (the doctor's harmless call); a slip it is sent is not one it knows.
  const slips = await startFakeVendor((request) =>
    request.path.endsWith('/me')
      ? { status: 200, json: { status: 200, data: { usedQuota: 0, maxQuota: 100, remainingQuota: 100 } } }
      : { status: 404, json: { status: 404, message: 'slip_not_found' } },
  );
  const opn = await startFakeOpn();
  const bridge = await startSandboxBridge();
  return { sms, slips, opn, bridge };
}

/** The OTP the SMS gateway was last asked to text to a phone (the Thai number in E.164), and its reference. */
export async function otpTextedTo(
  sms: FakeVendor,
  phone: string,
  timeoutMs = 15_000,
): Promise<{ code: string; otpRef: string }> {
  const to = `+66${phone.slice(1)}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sent = sms.requests
      .map((request) => new URLSearchParams(request.body))
      .filter((form) => form.get('To') === to)
      .at(-1);
    const { code, ref } = readOtpMessage(sent?.get('Body') ?? '');
    if (code && ref) return { code, otpRef: ref };
    if (Date.now() > deadline) throw new Error(`no OTP texted to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The compiled server started as production runs it (ADR 0192): NODE_ENV=production, no sandbox
 * part (no ALLOW_SANDBOX_IN_PRODUCTION), manual payout and TrueMoney, the vendors at their fakes,
 * its own embedded database in a temporary folder, and its first admin made by the shell.
 */
export async function startProductionServer() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'wallet-e2e-production-'));
  const vendors = await startVendors();
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    TOKEN_SECRET: 'e2e-production-token-secret-0123456789abcdef',
    LOG_LEVEL: 'warn',
    SITE_VARIANT: 'th',
    PAYOUT_RAIL: 'manual',
    TRUEMONEY: 'manual',
    SLIP_VERIFIER: 'easyslip',
    EASYSLIP_API_KEY: EASYSLIP_KEY,
    EASYSLIP_BASE_URL: vendors.slips.url,
    SMS_ADAPTER: 'twilio',
    TWILIO_ACCOUNT_SID: TWILIO_SID,
    TWILIO_AUTH_TOKEN: TWILIO_TOKEN,
    TWILIO_FROM: 'WALLET',
    TWILIO_BASE_URL: vendors.sms.url,
    QR_GATEWAY: 'opn',
    OPN_SECRET_KEY: OPN_TEST_SECRET,
    OPN_PUBLIC_KEY: OPN_TEST_PUBLIC,
    OPN_BASE_URL: vendors.opn.url,
    GAME_PROVIDER_ADAPTER: 'http',
    GAME_PROVIDER_URL: vendors.bridge.url,
    GAME_PROVIDER_KEY: vendors.bridge.key,
  };
  // The shell makes the first admin before the server holds the data folder (one server per folder).
  const admin: ShellOperator = {
    username: 'first-admin',
    name: 'First Admin',
    password: 'first-admin-pass-2026',
    totpSecret: '',
  };
  const made = await run(
    process.execPath,
    [
      'apps/server/dist/operator-add.js',
      '--username',
      admin.username,
      '--name',
      admin.name,
      '--role',
      'admin',
      '--password',
      admin.password,
    ],
    { cwd: repoRoot, env, timeout: 120_000 },
  );
  admin.totpSecret = /TOTP secret: (\S+)/.exec(made.stdout)?.[1] ?? '';
  if (!admin.totpSecret)
    throw new Error(`operator:add printed no TOTP secret:\n${made.stdout}${made.stderr}`);

  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealthy(url, child, 120_000);
  return {
    url,
    admin,
    vendors,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      await Promise.all([
        vendors.sms.close(),
        vendors.slips.close(),
        vendors.opn.close(),
        vendors.bridge.close(),
      ]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
