import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { LockIcon } from '../../components/ui/icons.tsx';
import { PageSpinner } from '../../lib/feedback/spinner/Spinner.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ChangePasswordModal } from './ChangePasswordModal.tsx';
import { profileQuery } from './account-api.ts';
import { ProfileFields } from './ProfileFields.tsx';
import './profile.css';

/**
 * /user/profile (spec doc 2 section 2 "Profile"). `deviceSettings`: what this device does for the
 * member (the notifications' settings), composed by the app since features do not import each other.
 */
export function ProfilePage({ deviceSettings }: { deviceSettings?: ReactNode } = {}) {
  const { t, errorText } = useI18n();
  const profile = useQuery(profileQuery);
  const [changingPassword, setChangingPassword] = useState(false);

  return (
    <main className="page">
      <div className="profile-head">
        <h1 className="page-title">{t('member.profile')}</h1>
        <button
          type="button"
          className="profile-head__lock"
          onClick={() => setChangingPassword(true)}
          aria-label={t('profile.changePassword')}
          title={t('profile.changePassword')}
          data-testid="change-password-open"
        >
          <LockIcon />
        </button>
      </div>
      {profile.isPending && !profile.data ? <PageSpinner label={t('app.loading')} /> : null}
      {profile.error ? (
        <div className="card stack center" role="alert">
          <p>{errorText(profile.error)}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      {profile.data ? (
        <section className="card">
          <ProfileFields profile={profile.data} />
        </section>
      ) : null}
      {profile.data ? deviceSettings : null}
      {changingPassword ? <ChangePasswordModal onClose={() => setChangingPassword(false)} /> : null}
    </main>
  );
}
