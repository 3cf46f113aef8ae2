import { useI18n } from '../lib/i18n/use-i18n.ts';

/** Last-resort screen for a render crash, instead of React Router's developer page. */
export function AppErrorPage() {
  const { t } = useI18n();
  return (
    <main className="app-frame status-page" role="alert">
      <h1 className="page-title">{t('error.unexpected')}</h1>
      <a href="/">{t('notFound.home')}</a>
    </main>
  );
}
