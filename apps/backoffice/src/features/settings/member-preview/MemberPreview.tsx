import { LOCALES, type Locale } from '@wallet/contract';
import { useCallback, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Tabs } from '../../../components/ui/Tabs.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { MEMBER_STYLES } from './member-styles.ts';

interface Props {
  testId: string;
  title: string;
  /** The member's screen in one language, drawn with the member site's components. */
  children(locale: Locale): ReactNode;
}

/**
 * A part of the member site as a member will see it (ADR 0120), in the language of the tab
 * chosen (Thai first, as members start): drawn in a shadow root with the member's stylesheets,
 * so neither app's styles reach into the other's.
 */
export function MemberPreview({ testId, title, children }: Props) {
  const { t } = useI18n();
  const [locale, setLocale] = useState<Locale>('th');
  const [root, setRoot] = useState<ShadowRoot | null>(null);
  const host = useCallback((node: HTMLDivElement | null) => {
    if (node) setRoot(node.shadowRoot ?? node.attachShadow({ mode: 'open' }));
  }, []);
  return (
    <section className="settings-field member-preview" data-testid={testId}>
      <h2>{title}</h2>
      <p className="muted">{t('settings.memberPreview.note')}</p>
      <Tabs<Locale>
        label={t('settings.memberPreview.language')}
        items={LOCALES.map((key) => ({ key, label: t(`language.${key}`) }))}
        current={locale}
        onChange={setLocale}
      />
      <div
        ref={host}
        className="member-preview__host"
        data-testid={`${testId}-member`}
        data-locale={locale}
      />
      {root &&
        createPortal(
          <>
            <style>{MEMBER_STYLES}</style>
            <div className="member-page stack" lang={locale === 'la' ? 'lo' : locale}>
              {children(locale)}
            </div>
          </>,
          root,
        )}
    </section>
  );
}
