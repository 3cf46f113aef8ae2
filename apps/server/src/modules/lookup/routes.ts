import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupApi } from '@wallet/contract';
import type { z } from 'zod';
import { fromContract } from '../../lib/contract-route.ts';
import type { LookupService } from './service.ts';
import { isSlipUploadClosed, type SettingsService } from '../settings/index.ts';

/**
 * Lookups are read on every screen and change rarely: their answers come from caches, so each
 * cached object is checked against the contract and stringified once, not on every request
 * (a string reply skips Fastify's serializer, so the check has to happen here).
 */
const jsonOf = new WeakMap<object, string>();
function serialised(value: unknown, reply: z.ZodType): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(reply.parse(value));
  let json = jsonOf.get(value);
  if (json === undefined) {
    json = JSON.stringify(reply.parse(value));
    jsonOf.set(value, json);
  }
  return json;
}

export const lookupRoutes: FastifyPluginAsyncZod<{
  lookup: LookupService;
  settings: SettingsService;
}> = async (app, { lookup, settings }) => {
  type Lookup = (typeof lookupApi)[keyof typeof lookupApi];
  function route<R extends Lookup>(lookup: R, handler: () => Promise<z.infer<R['replies'][200]>>) {
    app.route({
      ...fromContract(app, lookup),
      handler: (async (_request: unknown, res: FastifyReply) =>
        res.type('application/json').send(serialised(await handler(), lookup.replies[200]))) as never,
    });
  }

  route(lookupApi.banks, () => lookup.banks());
  route(lookupApi.sources, () => lookup.sources());
  route(lookupApi.contact, () => settings.get('contact'));
  route(lookupApi.info, () => settings.get('info'));
  route(lookupApi.conditions, async () => ({ conditions: await settings.get('conditions') }));
  route(lookupApi.agreements, async () => ({ agreements: await settings.get('agreements') }));
  route(lookupApi.notice, async () => ({ notice: await settings.get('notice') }));
  // Reached only while the site is open: a closed site answers `gone` before any route.
  route(lookupApi.active, async () => ({ active: await settings.get('siteActive') }));
  route(lookupApi.registerOTP, async () => ({ registerOTP: await settings.get('registerOTP') }));
  route(lookupApi.enableChatWidget, async () => ({
    enableChatWidget: await settings.get('enableChatWidget'),
  }));
  route(lookupApi.withdraw, () => settings.get('withdraw'));
  route(lookupApi.deposit, async () => lookup.depositAccounts(await settings.get('deposit')));
  route(lookupApi.slip, async () => {
    const { closeFrom, closeTo } = await settings.get('slip');
    return { closed: isSlipUploadClosed(closeFrom, closeTo), closeFrom, closeTo };
  });
};
