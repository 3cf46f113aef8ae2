import { useOnline } from '../../../lib/browser/use-online.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import './offline-banner.css';

/**
 * Says the phone lost its connection, over every screen and modal of the member area: the shell
 * comes from the service worker, so the app opens offline, but balances shown may be old and no
 * money call can go through. Nothing is sent again by itself when the network returns; the member
 * submits again, and a money form reuses its Idempotency-Key for the same payload (SubmissionKeys).
 */
export function OfflineBanner() {
  const online = useOnline();
  const { t } = useI18n();
  if (online) return null;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      {t('app.offline')}
    </div>
  );
}
