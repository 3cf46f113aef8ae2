import { LocaleSelect } from '@wallet/web-client/ui';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './language-select.css';

/** The language dropdown of both shells and the login card. */
export function LanguageSelect() {
  return <LocaleSelect className="language-select" i18n={useI18n()} />;
}
