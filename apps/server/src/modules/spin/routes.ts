import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { spinApi } from '@wallet/contract';
import { memberLocale } from '../../lib/member-locale.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { SettingsService } from '../settings/index.ts';
import { sendIdempotent, type Idempotency } from '../wallet/index.ts';
import type { Coupons } from './coupons.ts';
import type { Spins } from './spins.ts';

/** The spin wheel's member routes: the flag, the wheel, a spin, the coupons and a claim. */
export const spinRoutes: FastifyPluginAsyncZod<{
  settings: SettingsService;
  spins: Spins;
  coupons: Coupons;
  idempotency: Idempotency;
}> = async (app, { settings, spins, coupons, idempotency }) => {
  app.route({
    ...fromContract(app, spinApi.active),
    handler: async () => ({ active: await settings.get('spinActive') }),
  });
  app.route({
    ...fromContract(app, spinApi.setup),
    handler: async (request, reply) => spins.setup(request.member.memberId, memberLocale(request, reply)),
  });
  app.route({
    ...fromContract(app, spinApi.spin),
    handler: async (request, reply) =>
      sendIdempotent(
        idempotency,
        request,
        reply,
        (opKey, claim) => spins.spin(request.member.memberId, opKey, claim),
        // The key is claimed with the spin's answer in the spin's own statement (ADR 0212).
        { claiming: true },
      ),
  });
  app.route({
    ...fromContract(app, spinApi.coupons),
    handler: async (request) => ({ coupons: await coupons.list(request.member.memberId) }),
  });
  app.route({
    ...fromContract(app, spinApi.claim),
    handler: async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => ({
        status: 200,
        body: await coupons.claim(request.member.memberId, request.body.coupon, opKey),
      })),
  });
};
