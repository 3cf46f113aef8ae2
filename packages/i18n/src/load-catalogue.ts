import type { Locale } from '@wallet/contract';
import type { Catalogue } from './types.ts';

const loaded = new Map<Locale, Catalogue>();

/**
 * Each language is its own chunk: a phone downloads the one it shows (issue 11). A switch of
 * language loads the next one then; a chunk already loaded is not asked for again.
 */
const importers: Record<Locale, () => Promise<Catalogue>> = {
  th: async () => (await import('./locales/th.ts')).th,
  la: async () => (await import('./locales/la.ts')).la,
  en: async () => (await import('./locales/en.ts')).en,
};

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue = await importers[locale]();
  loaded.set(locale, catalogue);
  return catalogue;
}

/** The catalogue if it is already loaded: lets a render use it without waiting a tick. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale);
}
