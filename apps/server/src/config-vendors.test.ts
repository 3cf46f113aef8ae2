import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const production = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'x'.repeat(40),
  ALLOW_SANDBOX_IN_PRODUCTION: 'true',
};

/** Each vendor with every variable it needs, well formed. */
const VENDORS: Record<string, Record<string, string>> = {
  easyslip: { SLIP_VERIFIER: 'easyslip', EASYSLIP_API_KEY: 'easyslip-key-0001' },
  slipok: { SLIP_VERIFIER: 'slipok', SLIPOK_API_KEY: 'SLIPOKKEY01', SLIPOK_BRANCH_ID: '12345' },
  thaibulksms: {
    SMS_ADAPTER: 'thaibulksms',
    THAIBULKSMS_API_KEY: 'tbs-key',
    THAIBULKSMS_API_SECRET: 'tbs-secret',
    SMS_SENDER: 'WALLET',
  },
  twilio: {
    SMS_ADAPTER: 'twilio',
    TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
    TWILIO_AUTH_TOKEN: 'f'.repeat(32),
    TWILIO_FROM: '+8562012345678',
  },
  telegram: {
    TEAM_ALERTS: 'telegram',
    TELEGRAM_BOT_TOKEN: '123456:ABC-DEF1234ghIkl-zyx57W2v1u123ew11',
    TELEGRAM_CHAT_ID: '-1001234567890',
    BACKOFFICE_URL: 'https://admin.example.com/backoffice',
  },
  line: {
    TEAM_ALERTS: 'line',
    LINE_CHANNEL_ACCESS_TOKEN: 'aBcD+efGh/IjKl0123456789=',
    LINE_TARGET_ID: `C${'0a1b2c3d'.repeat(4)}`,
    BACKOFFICE_URL: 'https://admin.example.com/backoffice',
  },
};

/** The variables that choose a vendor (not credentials of one). */
const CHOOSERS = new Set(['SLIP_VERIFIER', 'SMS_ADAPTER', 'TEAM_ALERTS']);

const needed = Object.entries(VENDORS).flatMap(([vendor, env]) =>
  Object.keys(env)
    .filter((name) => !CHOOSERS.has(name))
    .map((name) => [vendor, name] as const),
);

describe('vendor settings at start', () => {
  it.each(Object.keys(VENDORS))('starts in production with %s fully configured', (vendor) => {
    expect(() => loadConfig({ ...production, ...VENDORS[vendor] })).not.toThrow();
  });

  it.each(needed)('refuses a production start with %s and no %s, naming it', (vendor, name) => {
    const { [name]: _missing, ...rest } = VENDORS[vendor]!;
    expect(() => loadConfig({ ...production, ...rest })).toThrow(new RegExp(`needs .*${name}`));
    // The same outside production: a chosen vendor without its credentials cannot work anywhere.
    expect(() => loadConfig(rest)).toThrow(new RegExp(name));
  });

  it.each([
    ['SLIPOK_BRANCH_ID', 'branch-one', 'slipok'],
    ['TWILIO_ACCOUNT_SID', 'SK123', 'twilio'],
    ['TWILIO_FROM', '02012345678-and-more', 'twilio'],
    ['SMS_SENDER', 'A-SENDER-NAME-TOO-LONG', 'thaibulksms'],
    ['EASYSLIP_API_KEY', 'key with a space', 'easyslip'],
    ['EASYSLIP_BASE_URL', 'not a url', 'easyslip'],
    ['TELEGRAM_CHAT_ID', 'the-team-group', 'telegram'],
    ['TELEGRAM_BOT_TOKEN', '123456:ABC DEF', 'telegram'],
    ['LINE_TARGET_ID', 'the-team-group', 'line'],
    ['LINE_CHANNEL_ACCESS_TOKEN', 'token with spaces', 'line'],
  ])('refuses a malformed %s, naming it and not its value', (name, value, vendor) => {
    const attempt = () => loadConfig({ ...production, ...VENDORS[vendor], [name]: value });
    expect(attempt).toThrow(new RegExp(name));
    expect(attempt).not.toThrow(new RegExp(value.replace(/[.+]/g, '\\$&')));
  });

  it('reads a secret from <NAME>_FILE, refuses both at once and names a file it cannot read', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wallet-secrets-'));
    const file = path.join(dir, 'easyslip-key');
    writeFileSync(file, 'from-a-file-0001\n');
    const { EASYSLIP_API_KEY: _inline, ...viaFile } = VENDORS.easyslip!;
    expect(loadConfig({ ...production, ...viaFile, EASYSLIP_API_KEY_FILE: file }).EASYSLIP_API_KEY).toBe(
      'from-a-file-0001',
    );
    expect(() => loadConfig({ ...production, ...VENDORS.easyslip, EASYSLIP_API_KEY_FILE: file })).toThrow(
      'Set EASYSLIP_API_KEY or EASYSLIP_API_KEY_FILE, not both',
    );
    expect(() =>
      loadConfig({ ...production, ...viaFile, EASYSLIP_API_KEY_FILE: path.join(dir, 'missing') }),
    ).toThrow(/EASYSLIP_API_KEY_FILE: cannot read/);
  });

  it('reads the Telegram bot token from TELEGRAM_BOT_TOKEN_FILE, and starts with team alerts off without one', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wallet-secrets-'));
    const file = path.join(dir, 'telegram-token');
    writeFileSync(file, '654321:from-a-file\n');
    const { TELEGRAM_BOT_TOKEN: _inline, ...viaFile } = VENDORS.telegram!;
    expect(loadConfig({ ...production, ...viaFile, TELEGRAM_BOT_TOKEN_FILE: file }).TELEGRAM_BOT_TOKEN).toBe(
      '654321:from-a-file',
    );
    expect(() => loadConfig({ ...production, ...viaFile })).toThrow(
      'TEAM_ALERTS=telegram needs TELEGRAM_BOT_TOKEN (or TELEGRAM_BOT_TOKEN_FILE)',
    );
    expect(loadConfig({ ...production }).TEAM_ALERTS).toBe('off');
  });

  it('reads the LINE channel access token from LINE_CHANNEL_ACCESS_TOKEN_FILE, and names it when missing', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'wallet-secrets-'));
    const file = path.join(dir, 'line-token');
    writeFileSync(file, 'from+a/file=\n');
    const { LINE_CHANNEL_ACCESS_TOKEN: _inline, ...viaFile } = VENDORS.line!;
    expect(
      loadConfig({ ...production, ...viaFile, LINE_CHANNEL_ACCESS_TOKEN_FILE: file })
        .LINE_CHANNEL_ACCESS_TOKEN,
    ).toBe('from+a/file=');
    expect(() => loadConfig({ ...production, ...viaFile })).toThrow(
      'TEAM_ALERTS=line needs LINE_CHANNEL_ACCESS_TOKEN (or LINE_CHANNEL_ACCESS_TOKEN_FILE)',
    );
  });

  it('keeps the sandbox refusal: a named slip verifier and SMS gateway leave no sandbox part of theirs', () => {
    const env = {
      NODE_ENV: 'production',
      TOKEN_SECRET: 'x'.repeat(40),
      SANDBOX: 'false',
      ...VENDORS.slipok,
      ...VENDORS.twilio,
    };
    const error = (() => {
      try {
        loadConfig(env);
      } catch (e) {
        return String(e);
      }
      return '';
    })();
    expect(error).not.toMatch(/SMS sender|slip verifier/);
  });
});
