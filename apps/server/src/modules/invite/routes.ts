import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { inviteApi } from '@wallet/contract';
import { memberLocale, memberText } from '../../lib/member-locale.ts';
import { fromContract } from '../../lib/contract-route.ts';
import type { Queryable } from '../../db/queryable.ts';
import type { SettingsService } from '../settings/index.ts';
import { sendIdempotent, type Idempotency } from '../wallet/index.ts';
import type { InviteClaims } from './claims.ts';
import { inviteRecords } from './records.ts';

export const inviteRoutes: FastifyPluginAsyncZod<{
  db: Queryable;
  claims: InviteClaims;
  settings: SettingsService;
  idempotency: Idempotency;
}> = async (app, { db, claims, settings, idempotency }) => {
  app.route({
    ...fromContract(app, inviteApi.list),
    handler: async (request) => {
      const { page, limit } = request.body;
      return inviteRecords(db, request.member.memberId, { limit, offset: (page - 1) * limit });
    },
  });
  app.route({
    ...fromContract(app, inviteApi.bonus),
    // A GET that moves money: the Idempotency-Key header binds it like any money POST (ADR 0042).
    handler: async (request, reply) =>
      sendIdempotent(idempotency, request, reply, async (opKey) => ({
        status: 200,
        body: await claims.claim(request.member.memberId, opKey),
      })),
  });
  app.route({
    ...fromContract(app, inviteApi.banners),
    handler: async (request, reply) => {
      const locale = memberLocale(request, reply);
      const banners = await settings.get('inviteBanners');
      return { banners: banners.map(({ image, html }) => ({ image, html: memberText(locale, html) })) };
    },
  });
};
