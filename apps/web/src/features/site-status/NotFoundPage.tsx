import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './site-status.css';

export function NotFoundPage() {
  const { t } = useI18n();
  return (
    <main className="app-frame status-page">
      {/* The spec fixes this heading's wording; it is the same in every language. */}
      <h1 className="status-page__title">404 Page Not Found</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="status-page__link tap-link" to="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
