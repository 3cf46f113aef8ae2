import { PageSpinner } from '../lib/feedback/spinner/Spinner.tsx';
import { useI18n } from '../lib/i18n/use-i18n.ts';

/** Shown while the first screen's code loads (the Suspense around the routes, ADR 0114). */
export function RouteFallback() {
  const { t } = useI18n();
  return (
    <div className="app-frame">
      <PageSpinner label={t('app.loading')} />
    </div>
  );
}
