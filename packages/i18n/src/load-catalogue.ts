import type { Locale } from '@wallet/contract';
import type { Catalogue, FirstCatalogue, Messages } from './types.ts';

/**
 * The texts a language loads after its first part (ADR 0184): `later`, the screens after home
 * (deposit, statement, bonus, invite, refund, spin, chat, push, draws); `register`, the
 * registration's; `kip`, the kip twins, which only a kip member's screens ask for.
 */
export type TextPart = 'later' | 'register' | 'kip';
export const TEXT_PARTS: readonly TextPart[] = ['later', 'register', 'kip'];

/**
 * Each language is its own chunk: a phone downloads the one it shows (issue 11), and of it first
 * the texts of the first paint; the parts follow when a screen needs them. A switch of language
 * loads the next one then, with the parts already wanted; a chunk already loaded is not asked for
 * again.
 */
const firstParts: Record<Locale, () => Promise<FirstCatalogue>> = {
  th: async () => (await import('./locales/th-first.ts')).thFirst,
  la: async () => (await import('./locales/la-first.ts')).laFirst,
  en: async () => (await import('./locales/en-first.ts')).enFirst,
};

const textParts: Record<TextPart, Record<Locale, () => Promise<Partial<Messages>>>> = {
  later: {
    th: async () => (await import('./messages/later/th.ts')).thLaterMessages,
    la: async () => (await import('./messages/later/la.ts')).laLaterMessages,
    en: async () => (await import('./messages/later/en.ts')).enLaterMessages,
  },
  register: {
    th: async () => (await import('./messages/register/th.ts')).thRegisterMessages,
    la: async () => (await import('./messages/register/la.ts')).laRegisterMessages,
    en: async () => (await import('./messages/register/en.ts')).enRegisterMessages,
  },
  kip: {
    th: async () => (await import('./messages/kip/th.ts')).thKipMessages,
    la: async () => (await import('./messages/kip/la.ts')).laKipMessages,
    en: async () => (await import('./messages/kip/en.ts')).enKipMessages,
  },
};

/** The parts asked for so far: a language loaded later (a switch) loads them too. */
const wanted = new Set<TextPart>();
/** One load per chunk, shared by concurrent callers. */
const loads = new Map<string, Promise<unknown>>();
/** Per language, the catalogue as merged so far and the parts it holds. */
const loaded = new Map<Locale, { catalogue: Catalogue; parts: ReadonlySet<TextPart> }>();
const listeners = new Set<() => void>();

function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let pending = loads.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load();
    // A failed load (offline) is tried again by the next caller.
    pending.catch(() => loads.delete(key));
    loads.set(key, pending);
  }
  return pending;
}

/**
 * Loads a language's first texts and every part wanted so far (and `parts`), and resolves to its
 * catalogue. Until a part has loaded, its keys are absent from `messages` (messageText reads them
 * as blank). The same object comes back while nothing new was loaded, so a render keyed on it
 * does not repeat.
 */
export async function loadCatalogue(locale: Locale, parts: readonly TextPart[] = []): Promise<Catalogue> {
  for (const part of parts) wanted.add(part);
  const asked = [...wanted];
  const [first, ...more] = await Promise.all([
    once(`${locale}`, firstParts[locale]),
    ...asked.map((part) => once(`${locale}:${part}`, textParts[part][locale])),
  ]);
  const known = loaded.get(locale);
  if (known && asked.every((part) => known.parts.has(part))) return known.catalogue;
  const held = new Set([...(known?.parts ?? []), ...asked]);
  const merged: Catalogue = {
    ...first,
    messages: Object.assign({}, known?.catalogue.messages ?? first.messages, ...more) as Messages,
  };
  loaded.set(locale, { catalogue: merged, parts: held });
  return merged;
}

/** The catalogue if it is already loaded: lets a render use it without waiting a tick. */
export function loadedCatalogue(locale: Locale): Catalogue | undefined {
  return loaded.get(locale)?.catalogue;
}

/**
 * Loads a part in every language loaded so far (the one shown among them), then tells the
 * listeners (the app's i18n provider draws the texts again). A lazy screen awaits it with its code.
 */
export async function loadTexts(part: TextPart): Promise<void> {
  wanted.add(part);
  if ([...loaded.values()].every(({ parts }) => parts.has(part))) return;
  await Promise.all([...loaded.keys()].map((locale) => loadCatalogue(locale, [part])));
  for (const listener of listeners) listener();
}

/** Called after a part has loaded; returns the unsubscribe. */
export function onTextsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The part a key missing from a loaded catalogue belongs to: a kip twin, the registration's, or a later screen's. */
export function textPartOf(key: string): TextPart {
  if (key.endsWith('Kip')) return 'kip';
  return key.startsWith('register.') ? 'register' : 'later';
}
