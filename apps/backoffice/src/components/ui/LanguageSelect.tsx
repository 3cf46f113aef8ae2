import { LOCALES } from '@wallet/contract';
import { isLocale } from '../../lib/i18n/locale-store.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Option values th / la / en, named each in its own language. */
export function LanguageSelect() {
  const { locale, setLocale, t } = useI18n();
  return (
    <select
      className="language-select field__control"
      data-testid="language-select"
      aria-label={t('language.label')}
      value={locale}
      onChange={(event) => {
        if (isLocale(event.target.value)) setLocale(event.target.value);
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
