import { useEffect } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './site-status.css';

/** Where a closed site (`gone`) sends everyone; the title text is fixed by the spec. */
export function TerminatedPage() {
  const { t } = useI18n();
  useEffect(() => {
    document.title = 'Page not found';
  }, []);
  return (
    <main className="app-frame status-page" data-testid="terminated">
      <h1 className="status-page__title">{t('terminated.title')}</h1>
      <p className="muted">{t('terminated.text')}</p>
    </main>
  );
}
