import { LOCALES, missingLanguages, sanitizeOperatorHtml, type OperatorText } from '@wallet/contract';
import { useId } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Badge } from './Badge.tsx';
import './texts-editor.css';

interface Props {
  path: string;
  value: OperatorText;
  readOnly: boolean;
  onChange(value: OperatorText): void;
  /**
   * Whether members are shown the text as HTML (a banner, the conditions): then each language's
   * preview is drawn as the member site will. A text sent as it is (a chat reply) has none.
   */
  html?: boolean;
  /** The longest text the server takes in one language. */
  maxLength?: number;
}

/** The member site's sanitiser, run by this browser (what a member will be shown). */
const preview = (html: string) =>
  sanitizeOperatorHtml(html, { parse: (text) => new DOMParser().parseFromString(text, 'text/html') });

/**
 * One operator text in th, la and en (ADR 0085): a box per language, the missing ones marked
 * (members read Thai there), and each language's preview as the member site draws it. The settings
 * and the chat's canned replies (ADR 0191) both edit their texts here.
 */
export function TextsEditor({ path, value, readOnly, onChange, html = true, maxLength }: Props) {
  const { t } = useI18n();
  const missing = missingLanguages(value);
  // Each box is named by its language's label (screen readers read it; issue 41).
  const id = useId();
  return (
    <div className="texts-editor" data-testid={`texts-${path}`}>
      {LOCALES.map((locale) => (
        <div key={locale} className="texts-editor__language">
          <label className="field__label" htmlFor={`${id}-${locale}`}>
            {t(`language.${locale}`)}{' '}
            {missing.includes(locale) && (
              <span data-testid={`missing-${path}-${locale}`}>
                <Badge tone="warn">{t('settings.missing')}</Badge>
              </span>
            )}
          </label>
          <textarea
            id={`${id}-${locale}`}
            className="field__control"
            rows={2}
            lang={locale === 'la' ? 'lo' : locale}
            value={value[locale] ?? ''}
            readOnly={readOnly}
            maxLength={maxLength}
            data-testid={`text-${path}-${locale}`}
            onChange={(event) => onChange({ ...value, [locale]: event.target.value })}
          />
          {html && value[locale] && /<[a-z]/i.test(value[locale]) && (
            <div
              className="texts-editor__preview"
              data-testid={`preview-${path}-${locale}`}
              dangerouslySetInnerHTML={{ __html: preview(value[locale]) }}
            />
          )}
        </div>
      ))}
    </div>
  );
}
