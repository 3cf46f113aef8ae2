import { LOCALES } from '@wallet/contract';
import { isLocale } from '../../lib/i18n/locale-store.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './language-select.css';

/** The language dropdown of both shells and the login card (option values th / la / en). */
export function LanguageSelect() {
  const { locale, setLocale, t } = useI18n();
  return (
    <select
      className="language-select"
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
