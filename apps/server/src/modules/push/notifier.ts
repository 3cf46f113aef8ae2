import type { FastifyBaseLogger } from 'fastify';
import type { Currency } from '@wallet/contract';
import type { VapidKeys } from '../../config.ts';
import type { PushService } from '../../adapters/push/port.ts';
import { noticeOf, type PushEvent } from './notices.ts';
import type { PushSubscriptions } from './subscriptions.ts';

/**
 * How long a push service keeps a notice for a phone that is off: a day, past which "deposit
 * credited" is old news the app shows anyway.
 */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Tells every open device of a member about one event, each in its own language. A push service's
 * failure loses that notice only (never retried: a late "deposit credited" twice is worse than
 * none); a gone subscription is deleted.
 */
export class PushNotifier {
  constructor(
    private readonly subscriptions: PushSubscriptions,
    private readonly service: PushService,
    private readonly vapid: VapidKeys,
    private readonly log: FastifyBaseLogger,
    /** The member's wallet currency: an amount is told in it (ADR 0167). */
    private readonly currencyOf: (memberId: number) => Promise<Currency>,
  ) {}

  async tell(memberId: number, event: PushEvent): Promise<void> {
    const devices = await this.subscriptions.devicesOf(memberId);
    if (devices.length === 0) return;
    const currency = 'amount' in event ? await this.currencyOf(memberId) : 'THB';
    await Promise.all(
      devices.map(async (device) => {
        const payload = JSON.stringify(noticeOf(event, device.language, device.showAmounts, currency));
        try {
          const urgency = event.kind === 'supportReplied' ? 'normal' : 'high';
          const answer = await this.service.send(
            device,
            { payload, ttlSeconds: TTL_SECONDS, urgency },
            this.vapid,
          );
          if (answer === 'gone') await this.subscriptions.gone(device.endpoint);
        } catch (error) {
          this.log.warn({ err: error, memberId, event: event.kind }, 'push not delivered');
        }
      }),
    );
  }
}
