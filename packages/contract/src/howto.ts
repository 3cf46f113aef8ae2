import type { Locale } from './constants.ts';

// No zod here: the member app and the server both run this (ADR 0072 keeps zod out of browsers).

/** The five tutorials (spec doc 1 section 2), in the order the member page lists them. */
export const HOWTO_VIDEO_IDS = ['wallet', 'play', 'balance', 'bonus', 'end-bonus'] as const;
export type HowtoVideoId = (typeof HOWTO_VIDEO_IDS)[number];

/** A video's link in each language: Thai always; Lao and English may be empty (none of their own). */
export interface VideoLinks {
  th: string;
  la?: string;
  en?: string;
}

/**
 * Where a language without a clip of its own looks next (ADR 0064, 0118): Lao members get the
 * English clip (Latin reads better to them than Thai script, ADR 0039); Thai and English never play
 * another language's clip: the card's own text says the steps instead.
 */
const NEXT: Record<Locale, Locale | null> = { th: null, la: 'en', en: null };

/** The clip a member reading `locale` plays, and its language; null when there is none for them. */
export function videoLinkIn(links: VideoLinks, locale: Locale): { link: string; language: Locale } | null {
  for (let language: Locale | null = locale; language; language = NEXT[language]) {
    const link = links[language]?.trim();
    if (link) return { link, language };
  }
  return null;
}
