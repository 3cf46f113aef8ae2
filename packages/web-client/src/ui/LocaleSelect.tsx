import { LOCALES, type Locale } from '@wallet/contract';

/** The texts the dropdown needs, in the app's own catalogue. */
type LanguageKey = 'language.label' | `language.${Locale}`;

interface Props {
  className: string;
  /** The app's i18n context (its useI18n()). */
  i18n: { locale: Locale; setLocale(locale: Locale): void; t(key: LanguageKey): string };
}

/** The language dropdown of both apps: option values th / la / en, each named in its own language. */
export function LocaleSelect({ className, i18n: { locale, setLocale, t } }: Props) {
  return (
    <select
      className={className}
      data-testid="language-select"
      aria-label={t('language.label')}
      value={locale}
      onChange={(event) => {
        const chosen = LOCALES.find((option) => option === event.target.value);
        if (chosen) setLocale(chosen);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option}>
          {t(`language.${option}`)}
        </option>
      ))}
    </select>
  );
}
