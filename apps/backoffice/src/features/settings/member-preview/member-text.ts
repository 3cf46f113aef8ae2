import type { Locale } from '@wallet/contract';
import { translate, type MessageKey, type MessageVars } from '@wallet/i18n';

/** The member catalogue's `t` in one language: the member site's texts around the operator's. */
export const memberT =
  (locale: Locale) =>
  (key: MessageKey, vars?: MessageVars): string =>
    translate(locale, key, vars);
