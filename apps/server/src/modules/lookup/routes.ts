import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeReply,
  agreementsReply,
  banksReply,
  conditionsReply,
  contactReply,
  depositLookupReply,
  enableChatWidgetReply,
  infoReply,
  messageReply,
  noticeReply,
  registerOtpReply,
  slipLookupReply,
  sourcesReply,
  withdrawLookupReply,
} from '@wallet/contract';
import type { z } from 'zod';
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
  function route<T extends z.ZodType>(name: string, reply: T, handler: () => Promise<z.infer<T>>) {
    app.get(
      `/api/lookup/${name}`,
      { schema: { tags: ['lookup'], response: { 200: reply, default: messageReply } } },
      (async (_request: unknown, res: FastifyReply) =>
        res.type('application/json').send(serialised(await handler(), reply))) as never,
    );
  }

  route('banks', banksReply, () => lookup.banks());
  route('sources', sourcesReply, () => lookup.sources());
  route('contact', contactReply, () => settings.get('contact'));
  route('info', infoReply, () => settings.get('info'));
  route('conditions', conditionsReply, async () => ({ conditions: await settings.get('conditions') }));
  route('agreements', agreementsReply, async () => ({ agreements: await settings.get('agreements') }));
  route('notice', noticeReply, async () => ({ notice: await settings.get('notice') }));
  // Reached only while the site is open: a closed site answers `gone` before any route.
  route('active', activeReply, async () => ({ active: await settings.get('siteActive') }));
  route('registerOTP', registerOtpReply, async () => ({ registerOTP: await settings.get('registerOTP') }));
  route('enableChatWidget', enableChatWidgetReply, async () => ({
    enableChatWidget: await settings.get('enableChatWidget'),
  }));
  route('withdraw', withdrawLookupReply, () => settings.get('withdraw'));
  route('deposit', depositLookupReply, () => settings.get('deposit'));
  route('slip', slipLookupReply, async () => {
    const { closeFrom, closeTo } = await settings.get('slip');
    return { closed: isSlipUploadClosed(closeFrom, closeTo), closeFrom, closeTo };
  });
};
