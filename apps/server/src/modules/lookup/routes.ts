import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lookupApi, type Currency, type Locale } from '@wallet/contract';
import { howtoIn } from './howto-reply.ts';
import type { z } from 'zod';
import { fromContract } from '../../lib/contract-route.ts';
import { EncodedAnswer } from '../../lib/encoded-answer.ts';
import { memberLocale, memberText } from '../../lib/member-locale.ts';
import type { LookupService } from './service.ts';
import { isSlipUploadClosed, withdrawLimitsFor, type SettingsService } from '../settings/index.ts';

/**
 * Lookups are read on every screen and change rarely: their answers come from caches, so each
 * cached object is checked against the contract, stringified and encoded once, not on every
 * request (bytes skip Fastify's serializer, so the check has to happen here), and each
 * compressed form is made once too (ADR 0126).
 */
const answerOf = new WeakMap<object, EncodedAnswer>();
function encoded(value: unknown, reply: z.ZodType): EncodedAnswer {
  if (typeof value !== 'object' || value === null)
    return EncodedAnswer.ofJson(JSON.stringify(reply.parse(value)));
  let answer = answerOf.get(value);
  if (answer === undefined) {
    answer = EncodedAnswer.ofJson(JSON.stringify(reply.parse(value)));
    answerOf.set(value, answer);
  }
  return answer;
}

/**
 * An answer built from one cached settings value in one language, built once per value and
 * language: the same object comes back while the value is unchanged, so `serialised` holds too.
 */
const inLanguage = new WeakMap<object, Map<Locale, unknown>>();
function translated<V extends object, T>(
  value: V,
  locale: Locale,
  build: (value: V, locale: Locale) => T,
): T {
  let byLocale = inLanguage.get(value);
  if (!byLocale) inLanguage.set(value, (byLocale = new Map()));
  if (!byLocale.has(locale)) byLocale.set(locale, build(value, locale));
  return byLocale.get(locale) as T;
}

export const lookupRoutes: FastifyPluginAsyncZod<{
  lookup: LookupService;
  settings: SettingsService;
  /** The asking member's currency, baht for a caller who is not signed in (caller-currency.ts). */
  currencyOf: (request: FastifyRequest) => Promise<Currency>;
}> = async (app, { lookup, settings, currencyOf }) => {
  type Lookup = (typeof lookupApi)[keyof typeof lookupApi];
  function route<R extends Lookup>(
    lookup: R,
    handler: (locale: Locale, request: FastifyRequest) => Promise<z.infer<R['replies'][200]>>,
  ) {
    app.route({
      ...fromContract(app, lookup),
      // Every lookup answers in the member's language (ADR 0085), the lists and flags included.
      // Compressed here, once per cached answer, not by the compression plugin on each request.
      compress: false,
      handler: (async (request: FastifyRequest, res: FastifyReply) => {
        const locale = memberLocale(request, res);
        const answer = encoded(await handler(locale, request), lookup.replies[200]);
        const { body, encoding } = answer.forRequest(request.headers['accept-encoding']);
        const vary = res.getHeader('vary');
        void res.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
        if (encoding) void res.header('content-encoding', encoding);
        return res.type('application/json').send(body);
      }) as never,
    });
  }

  route(lookupApi.banks, () => lookup.banks());
  route(lookupApi.sources, async (locale) =>
    translated(await lookup.sources(), locale, (sources, locale) =>
      sources.map(({ code, description }) => ({ code, description: memberText(locale, description) })),
    ),
  );
  route(lookupApi.contact, async (locale) =>
    translated(await settings.get('contact'), locale, (contact, locale) => ({
      ...contact,
      contactText: memberText(locale, contact.contactText),
    })),
  );
  route(lookupApi.info, async (locale) =>
    translated(await settings.get('info'), locale, (info, locale) => ({
      ...info,
      name: memberText(locale, info.name),
    })),
  );
  route(lookupApi.conditions, async (locale) =>
    translated(await settings.get('conditions'), locale, (conditions, locale) => ({
      conditions: conditions.map((text) => memberText(locale, text)),
    })),
  );
  route(lookupApi.agreements, async (locale) =>
    translated(await settings.get('agreements'), locale, (agreements, locale) => ({
      agreements: agreements.map((text) => memberText(locale, text)),
    })),
  );
  route(lookupApi.notice, async (locale) =>
    translated(await settings.get('notice'), locale, (notice, locale) => ({
      notice: memberText(locale, notice),
    })),
  );
  route(lookupApi.howto, async (locale) => translated(await settings.get('howto'), locale, howtoIn));
  // Reached only while the site is open: a closed site answers `gone` before any route.
  route(lookupApi.active, async () => ({ active: await settings.get('siteActive') }));
  route(lookupApi.registerOTP, async () => ({ registerOTP: await settings.get('registerOTP') }));
  route(lookupApi.enableChatWidget, async () => ({
    enableChatWidget: await settings.get('enableChatWidget'),
  }));
  // In the member's currency: a kip member's limits are the kip setting's (ADR 0167).
  route(lookupApi.withdraw, async (_locale, request) =>
    withdrawLimitsFor(settings, await currencyOf(request)),
  );
  route(lookupApi.deposit, async () => lookup.depositAccounts(await settings.get('deposit')));
  route(lookupApi.slip, async () => {
    const { closeFrom, closeTo } = await settings.get('slip');
    return { closed: isSlipUploadClosed(closeFrom, closeTo), closeFrom, closeTo };
  });
};
