import type { Locale } from '@wallet/contract';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { translate } from './catalogue.ts';
import { errorTextFor } from './error-text.ts';
import { I18nContext, type I18nValue } from './i18n-context.ts';
import { applyDocumentLocale, initialLocale, persistLocale } from './locale-store.ts';

interface Props {
  children: ReactNode;
  /** Tests pin a language; the app reads the stored choice. */
  locale?: Locale;
}

export function I18nProvider({ children, locale: pinned }: Props) {
  const [locale, setLocaleState] = useState<Locale>(() => pinned ?? initialLocale());

  useEffect(() => applyDocumentLocale(locale), [locale]);

  const setLocale = useCallback((next: Locale) => {
    persistLocale(next);
    setLocaleState(next);
  }, []);

  const value = useMemo<I18nValue>(
    () => ({
      locale,
      setLocale,
      t: (key, vars) => translate(locale, key, vars),
      errorText: (error) => errorTextFor(locale, error),
    }),
    [locale, setLocale],
  );

  return <I18nContext value={value}>{children}</I18nContext>;
}
