import type { Locale } from '@wallet/contract';
import {
  errorCodeText,
  loadCatalogue,
  loadedCatalogue,
  loadTexts,
  messageText,
  onTextsLoaded,
  slipNoteText,
  textPartOf,
} from '@wallet/i18n/runtime';
import type { Catalogue } from '@wallet/i18n/runtime';
import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_APP_LOCALE } from '../config/site-variant.ts';
import { errorTextFor } from './error-text.ts';
import { I18nContext, type I18nValue } from './i18n-context.ts';
import { applyDocumentLocale, initialLocale, persistLocale } from './locale-store.ts';

interface Props {
  children: ReactNode;
  /** Tests pin a language; the app reads the stored choice. */
  locale?: Locale;
}

interface Shown {
  locale: Locale;
  catalogue: Catalogue;
}

/** The first language must be loaded before the first render (main.tsx, the test setup). */
function loaded(locale: Locale): Catalogue {
  const catalogue = loadedCatalogue(locale);
  if (!catalogue) throw new Error(`the ${locale} catalogue must be loaded before I18nProvider renders`);
  return catalogue;
}

export function I18nProvider({ children, locale: pinned }: Props) {
  const [shown, setShown] = useState<Shown>(() => {
    const locale = pinned ?? initialLocale(DEFAULT_APP_LOCALE);
    return { locale, catalogue: loaded(locale) };
  });
  const { locale, catalogue } = shown;

  // <html lang> changes with the texts, in the same frame (a screen reader's voice, the fonts).
  useLayoutEffect(() => applyDocumentLocale(locale), [locale]);

  // A part of the texts that arrived (a later screen's, the kip twins: ADR 0184) is drawn at once,
  // one that arrived between the first render and this subscription too: Preact subscribes a frame
  // after the render (ADR 0215), and a screen may load its part within that frame.
  useEffect(() => {
    const drawLoaded = () =>
      setShown((current) => {
        const catalogue = loadedCatalogue(current.locale);
        return catalogue && catalogue !== current.catalogue ? { ...current, catalogue } : current;
      });
    const unsubscribe = onTextsLoaded(drawLoaded);
    drawLoaded();
    return unsubscribe;
  }, []);

  // The chosen language is stored at once; its texts show when its chunk has arrived (at once
  // when already loaded), so the screen never shows keys or a half-switched page.
  const setLocale = useCallback((next: Locale) => {
    persistLocale(next);
    void loadCatalogue(next).then((nextCatalogue) => setShown({ locale: next, catalogue: nextCatalogue }));
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      locale,
      setLocale,
      t: (key, vars) => {
        // A screen that did not load its part with its code (a kip member's twin on home) shows
        // blank for a moment and asks for it, rather than a key.
        if (!Object.hasOwn(catalogue.messages, key)) loadTexts(textPartOf(key)).catch(() => undefined);
        return messageText(catalogue, key, vars);
      },
      errorText: (error) => errorTextFor(catalogue, error),
      codeText: (message) => errorCodeText(catalogue, message),
      slipNoteText: (note) => slipNoteText(catalogue, note),
    }),
    [locale, catalogue, setLocale],
  );

  return <I18nContext value={value}>{children}</I18nContext>;
}
