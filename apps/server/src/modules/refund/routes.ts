import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { refundApi } from '@wallet/contract';
import { memberLocale, memberText } from '../../lib/member-locale.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { SettingsService } from '../settings/index.ts';
import { sendIdempotent, type Idempotency } from '../wallet/index.ts';
import type { Refunds } from './service.ts';

export const refundRoutes: FastifyPluginAsyncZod<{
  refunds: Refunds;
  settings: SettingsService;
  idempotency: Idempotency;
}> = async (app, { refunds, settings, idempotency }) => {
  app.route({
    ...fromContract(app, refundApi.list),
    handler: async (request) => {
      const { page, limit } = request.body;
      return refunds.log(request.member.memberId, { limit, offset: (page - 1) * limit });
    },
  });
  app.route({
    ...fromContract(app, refundApi.check),
    handler: async (request, reply) => refunds.check(request.member.memberId, memberLocale(request, reply)),
  });
  // GETs that move money: the Idempotency-Key header binds them like any money POST (ADR 0042).
  app.route({
    ...fromContract(app, refundApi.receive),
    handler: async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => ({
        status: 200,
        body: await refunds.receive(request.member.memberId, opKey),
      })),
  });
  app.route({
    ...fromContract(app, refundApi.addWallet),
    handler: async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => ({
        status: 200,
        body: await refunds.addWallet(request.member.memberId, opKey),
      })),
  });
  app.route({
    ...fromContract(app, refundApi.banners),
    handler: async (request, reply) => {
      const locale = memberLocale(request, reply);
      const banners = await settings.get('refundBanners');
      return { banners: banners.map(({ image, html }) => ({ image, html: memberText(locale, html) })) };
    },
  });
};
