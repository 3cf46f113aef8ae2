import { LogoutIcon } from '../../components/ui/icons.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useLogout } from './use-logout.ts';
import './logout-button.css';

export function LogoutButton() {
  const { t } = useI18n();
  const { logout, busy } = useLogout();
  return (
    <button
      type="button"
      className="logout-button"
      data-testid="logout"
      aria-label={t('logout.button')}
      title={t('logout.button')}
      disabled={busy}
      onClick={() => void logout()}
    >
      <LogoutIcon />
    </button>
  );
}
