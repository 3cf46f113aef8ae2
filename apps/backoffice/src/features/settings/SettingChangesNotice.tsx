import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { settingChangesQuery } from './setting-changes-api.ts';
import './settings.css';

/**
 * What every operator sees on every page, the dashboard among them, while a money-control
 * setting's change waits (ADR 0130): how many, and the way to the list where they are confirmed,
 * rejected or cancelled. Nothing when none waits.
 */
export function SettingChangesNotice() {
  const { t } = useI18n();
  const changes = useQuery(settingChangesQuery);
  const count = changes.data?.waiting.length ?? 0;
  if (count === 0) return null;
  return (
    <p className="settings-changes-notice" role="status" data-testid="setting-changes-notice">
      <span>{t('settings.changes.banner', { count })}</span>{' '}
      <Link to="/settings/changes" data-testid="setting-changes-open">
        {t('settings.changes.open')}
      </Link>
    </p>
  );
}
