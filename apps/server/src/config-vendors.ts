import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * The named vendors' settings (issue 39, ADRs 0143-0145): the slip verification services
 * (EasySlip, SlipOK) and SMS gateways (ThaiBulkSMS, Twilio); the game bridge's key (ADR 0150)
 * Opn's secret key (ADR 0148) and the
 * object storage's keys (ADR 0140) and
 * the VAPID private key (ADR 0156) and the team alerts' Telegram bot token (ADR 0177) and LINE
 * channel access token (ADR 0191) are secrets read the same way. config.ts merges this shape into
 * its schema; the environment is still read there only.
 */

/** Every vendor secret: each may come from `<NAME>_FILE` instead (a mounted secret), never from the database. */
export const VENDOR_SECRETS = [
  'EASYSLIP_API_KEY',
  'SLIPOK_API_KEY',
  'THAIBULKSMS_API_KEY',
  'THAIBULKSMS_API_SECRET',
  'TWILIO_AUTH_TOKEN',
  'GAME_PROVIDER_KEY',
  'OPN_SECRET_KEY',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'VAPID_PRIVATE_KEY',
  'TELEGRAM_BOT_TOKEN',
  'LINE_CHANNEL_ACCESS_TOKEN',
] as const;

/** A secret: no white space inside (a pasted line break or space is a mistake, refused in words). */
const secret = z.string().regex(/^\S+$/, 'no white space').optional();

export const vendorEnvShape = {
  EASYSLIP_API_KEY: secret,
  /** Where EasySlip's API is; a fake of it in tests. */
  EASYSLIP_BASE_URL: z.url().optional(),
  SLIPOK_API_KEY: secret,
  /** SlipOK's branch: its number, as the SlipOK LINE official account shows it. */
  SLIPOK_BRANCH_ID: z.string().regex(/^\d+$/, 'digits only').optional(),
  SLIPOK_BASE_URL: z.url().optional(),
  /** Our deadline for one slip-verification call; past it the slip stays pending (the answer is unknown). */
  SLIP_VERIFIER_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  THAIBULKSMS_API_KEY: secret,
  THAIBULKSMS_API_SECRET: secret,
  THAIBULKSMS_BASE_URL: z.url().optional(),
  /** The sender name registered with the SMS gateway (ThaiBulkSMS): up to 11 letters, digits or spaces. */
  SMS_SENDER: z
    .string()
    .regex(/^[A-Za-z0-9 ._-]{1,11}$/, 'up to 11 letters, digits, spaces or . _ -')
    .optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-fA-F]{32}$/, 'AC and 32 hex digits')
    .optional(),
  TWILIO_AUTH_TOKEN: secret,
  /** An E.164 number (+8562…), an alphanumeric sender ID, or a Messaging Service SID (MG…). */
  TWILIO_FROM: z
    .string()
    .regex(/^(?:\+\d{8,15}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/, 'an E.164 number, a sender ID or MG… SID')
    .optional(),
  TWILIO_BASE_URL: z.url().optional(),
  /** Our deadline for one SMS send; past it the send counts as failed. */
  SMS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The team alerts' Telegram bot (ADR 0177): its token from @BotFather, a secret. */
  TELEGRAM_BOT_TOKEN: secret,
  /** The team's group or channel the bot posts to: its numeric id (-100…) or @channelname. */
  TELEGRAM_CHAT_ID: z
    .string()
    .regex(/^(?:-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, 'a numeric chat id or @channelname')
    .optional(),
  /** Where the Bot API is; a fake of it in tests, or a self-hosted Bot API server. */
  TELEGRAM_BASE_URL: z.url().optional(),
  /** The team alerts' LINE Messaging API channel (ADR 0191): its channel access token, a secret. */
  LINE_CHANNEL_ACCESS_TOKEN: secret,
  /** Who the LINE alerts go to: a group (C…), user (U…) or multi-person chat (R…) id. */
  LINE_TARGET_ID: z
    .string()
    .regex(/^[UCR][0-9a-f]{32}$/, 'a LINE user, group or room id: U, C or R and 32 hex digits')
    .optional(),
  /** Where the Messaging API is (https://api.line.me); a fake of it in tests. */
  LINE_BASE_URL: z.url().optional(),
  /** Our deadline for one alert post; past it the alert counts as not sent and is tried again. */
  TEAM_ALERTS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** The back-office's address as the team opens it (https://admin.example.com/backoffice): each alert links there. */
  BACKOFFICE_URL: z.url().optional(),
};

/**
 * The environment with each `<NAME>_FILE` read into `<NAME>` (trailing line break dropped).
 * Both set is refused: which one wins would be a guess. A file that cannot be read refuses to
 * start, naming the variable and never the content.
 */
export function withSecretFiles(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const resolved: NodeJS.ProcessEnv = { ...env };
  for (const name of VENDOR_SECRETS) {
    const file = env[`${name}_FILE`];
    if (!file) continue;
    if (env[name]) throw new Error(`Set ${name} or ${name}_FILE, not both`);
    try {
      resolved[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch {
      throw new Error(`${name}_FILE: cannot read ${file}`);
    }
  }
  return resolved;
}

/** Which variables each chosen vendor needs: a start without one refuses, naming it. */
const NEEDS: Record<string, string[]> = {
  'SLIP_VERIFIER=easyslip': ['EASYSLIP_API_KEY'],
  'SLIP_VERIFIER=slipok': ['SLIPOK_API_KEY', 'SLIPOK_BRANCH_ID'],
  'SMS_ADAPTER=thaibulksms': ['THAIBULKSMS_API_KEY', 'THAIBULKSMS_API_SECRET', 'SMS_SENDER'],
  'SMS_ADAPTER=twilio': ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'],
  'GAME_PROVIDER_ADAPTER=http': ['GAME_PROVIDER_KEY'],
  'QR_GATEWAY=opn': ['OPN_SECRET_KEY', 'OPN_PUBLIC_KEY'],
  // An alert without its link would send the team looking: the back-office's address is needed too.
  'TEAM_ALERTS=telegram': ['TELEGRAM_BOT_TOKEN', 'TELEGRAM_CHAT_ID', 'BACKOFFICE_URL'],
  'TEAM_ALERTS=line': ['LINE_CHANNEL_ACCESS_TOKEN', 'LINE_TARGET_ID', 'BACKOFFICE_URL'],
};

/** The settings that choose an outside system's adapter. */
const CHOOSERS = [
  'SLIP_VERIFIER',
  'SMS_ADAPTER',
  'GAME_PROVIDER_ADAPTER',
  'QR_GATEWAY',
  'TEAM_ALERTS',
] as const;

export function checkVendorCredentials(config: Record<(typeof CHOOSERS)[number], string> & object): void {
  const values = config as Record<string, unknown>;
  for (const choice of CHOOSERS.map((name) => `${name}=${config[name]}`)) {
    const missing = (NEEDS[choice] ?? []).filter((name) => !values[name]);
    if (missing.length > 0) throw new Error(`${choice} needs ${missing.join(', ')} (or ${missing[0]}_FILE)`);
  }
}
