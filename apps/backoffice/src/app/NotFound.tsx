import { useI18n } from '../lib/i18n/use-i18n.ts';

export function NotFound() {
  const { t } = useI18n();
  return <p className="empty">{t('app.notFound')}</p>;
}
