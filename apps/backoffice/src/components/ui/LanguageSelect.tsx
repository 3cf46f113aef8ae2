import { LocaleSelect } from '@wallet/web-client/ui';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** The operator's language, beside the sign-in form and in the layout's header. */
export function LanguageSelect() {
  return <LocaleSelect className="language-select field__control" i18n={useI18n()} />;
}
