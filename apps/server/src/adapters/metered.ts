import { QR_CHANNELS, type QrChannel } from '@wallet/contract';
import { metered, type CallCounter } from '../lib/metered.ts';
import type { Metrics } from '../lib/metrics.ts';
import { GameProviderError, type GameProvider } from './games/port.ts';
import type { OutsideSystems } from './index.ts';
import { GatewayError, WebhookRefused } from './payment-gateway/port.ts';
import { PayoutError } from './payout/port.ts';
import { PushError } from './push/port.ts';
import type { SlipVerifier } from './slip-verifier/port.ts';
import { SmsSendError } from './sms/port.ts';
import { StorageUnavailable } from './storage/port.ts';
import { TeamAlertError } from './team-alerts/port.ts';
import { TrueMoneyError } from './truemoney/port.ts';

/** A definite refusal (nothing happened) or an answer we never had. */
const refusedOrUnknown = (definite: boolean) => (definite ? 'refused' : 'unknown');

const GAME_CALLS = [
  'createAccount',
  'balance',
  'deposit',
  'withdraw',
  'transferStatus',
  'resetPassword',
  'launchUrl',
] as const satisfies readonly (keyof GameProvider)[];

/** The metric's `system` label of a QR gateway: one system per channel, as each is its own company. */
export const qrGatewaySystem = (channel: QrChannel) => `qrGateway.${channel}`;

/**
 * The outside systems with every call our code makes counted (ADR 0116), for one app: several
 * apps in one process share `outside` (tests' nodes), and each counts in its own metrics. Game
 * providers keep their own counter (ADR 0035), by provider code; the others count in
 * wallet_outside_calls_total. The sandbox handles (faults, the sandbox bank) stay as they are:
 * they are the outside system's side, not our calls.
 */
export function meteredOutside(outside: OutsideSystems, metrics: Metrics): OutsideSystems {
  const counter =
    (system: string): CallCounter =>
    (call, outcome) =>
      metrics.countOutsideCall(system, call, outcome);
  const gateways = Object.fromEntries(
    QR_CHANNELS.map((channel) => [
      channel,
      metered(
        outside.gateways[channel],
        {
          // readWebhook: a gateway that confirms a delivery by reading the payment back calls out (ADR 0148).
          calls: ['createPayment', 'cancelPayment', 'readWebhook'],
          thrown: (e) => (e instanceof GatewayError || e instanceof WebhookRefused ? 'refused' : undefined),
        },
        counter(qrGatewaySystem(channel)),
      ),
    ]),
  ) as OutsideSystems['gateways'];
  return {
    ...outside,
    games: metered(
      outside.games,
      { calls: GAME_CALLS, thrown: (e) => (e instanceof GameProviderError ? e.failure : undefined) },
      // Every game port call takes the provider's code first.
      (call, outcome, [provider]) => metrics.providerCalls.inc({ provider: String(provider), call, outcome }),
    ),
    sms: metered(
      outside.sms,
      { calls: ['send'], thrown: (e) => (e instanceof SmsSendError ? 'failed' : undefined) },
      counter('sms'),
    ),
    // It never throws: captcha, error and timeout are the service failing; not-found is an answer.
    slipVerifier: metered(
      outside.slipVerifier,
      {
        calls: ['verify'],
        answered: (answer) => {
          const { outcome } = answer as Awaited<ReturnType<SlipVerifier['verify']>>;
          return outcome === 'transfer' || outcome === 'not-found' ? undefined : outcome;
        },
      },
      counter('slipVerifier'),
    ),
    trueMoney: metered(
      outside.trueMoney,
      {
        calls: ['verify', 'redeem'],
        thrown: (e) => (e instanceof TrueMoneyError ? refusedOrUnknown(e.definite) : undefined),
      },
      counter('trueMoney'),
    ),
    payout: metered(
      outside.payout,
      {
        calls: ['submit', 'status'],
        thrown: (e) => (e instanceof PayoutError ? refusedOrUnknown(e.definite) : undefined),
      },
      counter('payout'),
    ),
    // A gone subscription is an answer (the device unsubscribed), not the service failing.
    push: metered(
      outside.push,
      {
        calls: ['send'],
        thrown: (e) => (e instanceof PushError && e.status !== undefined ? 'refused' : undefined),
      },
      counter('push'),
    ),
    gateways,
    teamAlerts:
      outside.teamAlerts &&
      metered(
        outside.teamAlerts,
        {
          calls: ['send'],
          // Flood control (429) is the service asking us to wait; anything else it refused.
          thrown: (e) =>
            e instanceof TeamAlertError
              ? e.retryAfterSeconds !== undefined
                ? 'throttled'
                : 'refused'
              : undefined,
        },
        counter('teamAlerts'),
      ),
    fileStorage: metered(
      outside.fileStorage,
      {
        calls: ['put', 'putStream', 'get', 'openRead', 'delete'],
        thrown: (e) => (e instanceof StorageUnavailable ? 'failed' : undefined),
      },
      counter('storage'),
    ),
  };
}
