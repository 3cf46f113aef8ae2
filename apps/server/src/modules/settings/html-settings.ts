import type { OperatorText, SettingName } from '@wallet/contract';
import { cleanOperatorText } from '../../lib/operator-html.ts';

type Banner = { image: string; html: OperatorText };

/**
 * The settings whose texts the member site draws as HTML, cleaned on save with the member site's
 * allow-list (ADR 0085); plain texts (the notice, the contact text, names) are drawn as text and
 * kept as written.
 */
const HTML_SETTINGS: Partial<Record<SettingName, (value: never) => unknown>> = {
  conditions: (value: OperatorText[]) => value.map((text) => cleanOperatorText(text)),
  agreements: (value: OperatorText[]) => value.map((text) => cleanOperatorText(text)),
  inviteBanners: (value: Banner[]) =>
    value.map((banner) => ({ ...banner, html: cleanOperatorText(banner.html) })),
  refundBanners: (value: Banner[]) =>
    value.map((banner) => ({ ...banner, html: cleanOperatorText(banner.html) })),
  refund: (value: { info: OperatorText }) => ({ ...value, info: cleanOperatorText(value.info) }),
  spin: (value: { wheel: { slices: { htmlDescription: OperatorText }[] } }) => ({
    ...value,
    wheel: {
      ...value.wheel,
      slices: value.wheel.slices.map((slice) => ({
        ...slice,
        htmlDescription: cleanOperatorText(slice.htmlDescription),
      })),
    },
  }),
};

export function cleanHtmlOf<T>(name: SettingName, value: T): T {
  const clean = HTML_SETTINGS[name];
  return clean ? (clean(value as never) as T) : value;
}
