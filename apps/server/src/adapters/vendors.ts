import type { Config } from '../config.ts';
import { EasySlipVerifier } from './slip-verifier/easyslip.ts';
import { HttpSlipVerifier } from './slip-verifier/http.ts';
import type { SlipVerifier } from './slip-verifier/port.ts';
import { SlipOkVerifier } from './slip-verifier/slipok.ts';
import { HttpSmsSender } from './sms/http.ts';
import type { SmsSender } from './sms/port.ts';
import { SandboxSmsSender } from './sms/sandbox.ts';
import { ThaiBulkSmsSender } from './sms/thaibulksms.ts';
import { TwilioSmsSender } from './sms/twilio.ts';
import { SandboxTeamAlerts } from './team-alerts/sandbox.ts';
import type { TeamAlertSender } from './team-alerts/port.ts';
import { LineTeamAlerts } from './team-alerts/line.ts';
import { TelegramTeamAlerts } from './team-alerts/telegram.ts';
import type { CredentialCheck } from './vendor-call.ts';

/*
 * The SMS gateway and slip verification service SMS_ADAPTER and SLIP_VERIFIER choose (ADRs
 * 0143, 0144). loadConfig has already refused a choice without its credentials, hence the `!`.
 */

/** The named vendors' adapters (not the sandbox or the generic http ones), for the credential checks. */
function namedSlipVerifier(config: Config): (SlipVerifier & CredentialCheck) | undefined {
  const timeoutMs = config.SLIP_VERIFIER_TIMEOUT_MS;
  if (config.SLIP_VERIFIER === 'easyslip')
    return new EasySlipVerifier({
      apiKey: config.EASYSLIP_API_KEY!,
      baseUrl: config.EASYSLIP_BASE_URL,
      timeoutMs,
    });
  if (config.SLIP_VERIFIER === 'slipok')
    return new SlipOkVerifier({
      apiKey: config.SLIPOK_API_KEY!,
      branchId: config.SLIPOK_BRANCH_ID!,
      baseUrl: config.SLIPOK_BASE_URL,
      timeoutMs,
    });
  return undefined;
}

function namedSmsSender(config: Config): (SmsSender & CredentialCheck) | undefined {
  const common = { variant: config.SITE_VARIANT, timeoutMs: config.SMS_TIMEOUT_MS };
  if (config.SMS_ADAPTER === 'thaibulksms')
    return new ThaiBulkSmsSender({
      ...common,
      apiKey: config.THAIBULKSMS_API_KEY!,
      apiSecret: config.THAIBULKSMS_API_SECRET!,
      sender: config.SMS_SENDER!,
      baseUrl: config.THAIBULKSMS_BASE_URL,
    });
  if (config.SMS_ADAPTER === 'twilio')
    return new TwilioSmsSender({
      ...common,
      accountSid: config.TWILIO_ACCOUNT_SID!,
      authToken: config.TWILIO_AUTH_TOKEN!,
      from: config.TWILIO_FROM!,
      baseUrl: config.TWILIO_BASE_URL,
    });
  return undefined;
}

export function slipVerifierOf(config: Config, sandbox: SlipVerifier): SlipVerifier {
  if (config.SLIP_VERIFIER === 'http')
    return new HttpSlipVerifier(
      config.SLIP_VERIFIER_URL!,
      config.SLIP_VERIFIER_TOKEN,
      config.SLIP_VERIFIER_TIMEOUT_MS,
    );
  return namedSlipVerifier(config) ?? sandbox;
}

export function smsSenderOf(config: Config): SmsSender {
  if (config.SMS_ADAPTER === 'http') return new HttpSmsSender(config.SMS_HTTP_URL!, config.SMS_HTTP_TOKEN);
  return namedSmsSender(config) ?? new SandboxSmsSender();
}

function telegramOf(config: Config): TelegramTeamAlerts | undefined {
  if (config.TEAM_ALERTS !== 'telegram') return undefined;
  return new TelegramTeamAlerts({
    token: config.TELEGRAM_BOT_TOKEN!,
    chatId: config.TELEGRAM_CHAT_ID!,
    baseUrl: config.TELEGRAM_BASE_URL,
    timeoutMs: config.TEAM_ALERTS_TIMEOUT_MS,
  });
}

function lineOf(config: Config): LineTeamAlerts | undefined {
  if (config.TEAM_ALERTS !== 'line') return undefined;
  return new LineTeamAlerts({
    token: config.LINE_CHANNEL_ACCESS_TOKEN!,
    to: config.LINE_TARGET_ID!,
    baseUrl: config.LINE_BASE_URL,
    timeoutMs: config.TEAM_ALERTS_TIMEOUT_MS,
  });
}

/**
 * The team's chat TEAM_ALERTS chooses (ADRs 0177, 0191); undefined when off (no job runs). The
 * sandbox keeps what it was told in memory.
 */
export function teamAlertsOf(config: Config): TeamAlertSender | undefined {
  if (config.TEAM_ALERTS === 'off') return undefined;
  return telegramOf(config) ?? lineOf(config) ?? new SandboxTeamAlerts();
}

/** One harmless call per configured vendor that has one (quota, credit, balance), for `npm run doctor`. */
export function vendorCredentialChecks(config: Config): { name: string; check: CredentialCheck }[] {
  const checks: { name: string; check: CredentialCheck }[] = [];
  const slips = namedSlipVerifier(config);
  if (slips) checks.push({ name: `slip verifier (${config.SLIP_VERIFIER})`, check: slips });
  const sms = namedSmsSender(config);
  if (sms) checks.push({ name: `SMS gateway (${config.SMS_ADAPTER})`, check: sms });
  const telegram = telegramOf(config);
  if (telegram) checks.push({ name: 'team alerts (telegram)', check: telegram });
  const line = lineOf(config);
  if (line) checks.push({ name: 'team alerts (line)', check: line });
  return checks;
}
