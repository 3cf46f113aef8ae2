import type { Locale } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n';

export interface HowtoVideo {
  id: 'wallet' | 'play' | 'balance' | 'bonus' | 'end-bonus';
  title: MessageKey;
  text: MessageKey;
}

/**
 * The five tutorials (spec doc 1 section 2). The clips ship in public/howto/{language}/ (made by
 * scripts/make-howto-clips.sh) so the page works offline and costs no third-party video host.
 */
export const HOWTO_VIDEOS: readonly HowtoVideo[] = [
  { id: 'wallet', title: 'howto.wallet', text: 'howto.walletText' },
  { id: 'play', title: 'howto.play', text: 'howto.playText' },
  { id: 'balance', title: 'howto.balance', text: 'howto.balanceText' },
  { id: 'bonus', title: 'howto.bonus', text: 'howto.bonusText' },
  { id: 'end-bonus', title: 'howto.endBonus', text: 'howto.endBonusText' },
];

/** The languages the clips are made in: one set each (ADR 0064). */
export const CLIP_LANGUAGES: readonly Locale[] = ['th', 'la', 'en'];

/**
 * Where a language without clips of its own looks next (ADR 0064): Lao readers get the English
 * clips (Latin reads better to them than Thai script, ADR 0039); Thai and English never play
 * another language's clips: the card's own text says the steps instead.
 */
const FALLBACK: Record<Locale, Locale | null> = { th: null, la: 'en', en: null };

/** The language whose clips this language plays, or null for none. */
export function clipLanguageFor(locale: Locale, made: readonly Locale[] = CLIP_LANGUAGES): Locale | null {
  if (made.includes(locale)) return locale;
  const next = FALLBACK[locale];
  return next && made.includes(next) ? next : null;
}

export function videoSources(id: HowtoVideo['id'], locale: Locale) {
  const language = clipLanguageFor(locale);
  if (!language) return null;
  const base = `${import.meta.env.BASE_URL}howto/${language}/${id}`;
  return { language, webm: `${base}.webm`, mp4: `${base}.mp4`, poster: `${base}.jpg` };
}
