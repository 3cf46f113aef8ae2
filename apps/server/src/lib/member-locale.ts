import type { FastifyReply, FastifyRequest } from 'fastify';
import { localeOfAcceptLanguage, textIn, type Locale, type StoredOperatorText } from '@wallet/contract';

/**
 * The one way a route picks an operator text's language (ADR 0085): the member's language comes
 * as the Accept-Language header (`th`, `lo` or `la`, `en`); Thai where it is missing or the
 * operator has not translated. Answers that depend on it say so (`Vary`) for any cache between.
 */
export function memberLocale(request: FastifyRequest, reply?: FastifyReply): Locale {
  reply?.header('vary', 'Accept-Language');
  return localeOfAcceptLanguage(request.headers['accept-language']);
}

/** An operator text in the member's language. */
export function memberText(locale: Locale, text: StoredOperatorText): string {
  return textIn(text, locale);
}
