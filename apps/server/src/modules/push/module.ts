import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { Config } from '../../config.ts';
import type { Buses } from '../../lib/bus.ts';
import type { PushService } from '../../adapters/push/port.ts';
import type { Jobs } from '../../lib/jobs.ts';
import type { LiveBus } from '../../lib/live-bus.ts';
import type { AuthService } from '../auth/index.ts';
import type { Ledger } from '../wallet/index.ts';
import { forgetOldClaims, untoldExpiringCoupons } from './coupon-notices.ts';
import { untoldMoneyEvents } from './money-notices.ts';
import { PushNotifier } from './notifier.ts';
import { pushHostCheck } from './push-hosts.ts';
import { pushRoutes } from './routes.ts';
import { PushSubscriptions } from './subscriptions.ts';
import { resolveVapidKeys } from './vapid-keys.ts';

export interface PushDeps {
  config: Config;
  pool: pg.Pool;
  live: LiveBus;
  buses: Buses;
  jobs: Jobs;
  auth: AuthService;
  /** The browsers' push services, counted (adapters/metered.ts). */
  push: PushService;
  /** The member's currency, which an amount is told in (ADR 0167). */
  ledger: Pick<Ledger, 'currencyOf'>;
}

/** How often the coupons that expire tomorrow are looked for: a coupon is told within the hour. */
const COUPON_CHECK_MS = 60 * 60 * 1000;

/**
 * Phone notifications (issue 42, ADR 0156): the devices' subscriptions and their routes, and the
 * listeners that turn what the live bus hears (a balance change, a support reply) and tomorrow's
 * expiring coupons into pushes. No money code calls this module: it reads what settled.
 */
export async function pushModule(app: FastifyInstance, deps: PushDeps): Promise<void> {
  const vapid = await resolveVapidKeys(deps.pool, deps.config);
  const subscriptions = new PushSubscriptions(deps.pool);
  // The members with a device, on every node: a balance change of anyone else costs no query (the
  // money paths publish one per move). Grown by every node's subscribes; a member whose devices
  // all went stays in it until a restart, which costs a query per change, no notice.
  const withDevices = new Set(vapid ? await subscriptions.membersWithDevices() : []);
  const devicesAdded = deps.buses.bus<number>('push-devices');
  const stopAdded = devicesAdded.on((memberId) => withDevices.add(memberId));
  app.addHook('onClose', async () => stopAdded());
  await app.register(pushRoutes, {
    subscriptions,
    vapid,
    allowedHost: pushHostCheck(deps.config.PUSH_SERVICE_HOSTS),
    subscribed: (memberId) => {
      if (!withDevices.has(memberId)) devicesAdded.publish(memberId);
    },
  });

  const failed = (what: string) => (error: unknown) => app.log.warn({ err: error }, what);
  // Every node hears a session end; the delete is the same on each.
  const stopEnds = deps.auth.sessionEnds.on((end) => {
    const ended =
      end.kind === 'session'
        ? subscriptions.sessionEnded(end.sessionId)
        : subscriptions.othersEnded(end.memberId, end.keepSessionId);
    ended.catch(failed('push subscriptions of an ended session not deleted'));
  });
  app.addHook('onClose', async () => stopEnds());
  if (!vapid) {
    app.log.info('phone notifications off: no VAPID keys (ADR 0156)');
    return;
  }

  const notifier = new PushNotifier(subscriptions, deps.push, vapid, app.log, (memberId) =>
    deps.ledger.currencyOf(memberId),
  );
  const stopBalances = deps.live.balances.on((memberId) => {
    if (!withDevices.has(memberId)) return;
    untoldMoneyEvents(deps.pool, memberId)
      .then(async (events) => {
        for (const event of events) await notifier.tell(memberId, event);
      })
      .catch(failed('money notices not sent'));
  });
  // Heard on the node that stored the reply only: told once.
  const stopChat = deps.live.chat.on((change) => {
    if (change.message?.sender !== 'other' || !('memberId' in change.owner)) return;
    notifier.tell(change.owner.memberId, { kind: 'supportReplied' }).catch(failed('support notice not sent'));
  });
  app.addHook('onClose', async () => {
    stopBalances();
    stopChat();
  });

  deps.jobs.every('pushExpiringCoupons', COUPON_CHECK_MS, async () => {
    for (const { memberId, amount } of await untoldExpiringCoupons(deps.pool, new Date()))
      await notifier.tell(memberId, { kind: 'couponExpires', amount });
    await forgetOldClaims(deps.pool);
  });
}
