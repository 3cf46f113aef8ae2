import { useNavigate } from 'react-router';
import { useResultDialog } from '../../lib/feedback/result-dialog/use-result-dialog.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { forgetOneTimePassword, heldOneTimePassword } from '../../lib/session/one-time-password.ts';
import { ChangePasswordForm } from './ChangePasswordForm.tsx';
import './profile.css';

/**
 * /user/new-password: after a login with an operator's one-time password, or any answer
 * PASSWORD_CHANGE_REQUIRED (ADR 0053). The session can do nothing else, so the screen asks only
 * for the new password (the one-time password just typed is held in memory; after a reload the
 * member types it again). Once changed, the same session is a normal one: home.
 */
export function NewPasswordPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { showSuccess } = useResultDialog();
  const oneTimePassword = heldOneTimePassword();

  return (
    <main className="page new-password-page" data-testid="new-password-page">
      <section className="card stack" aria-labelledby="new-password-title">
        <h1 id="new-password-title" className="page-title">
          {t('newPassword.title')}
        </h1>
        <p className="page-subtitle">{t('newPassword.intro')}</p>
        <ChangePasswordForm
          currentPassword={oneTimePassword}
          onChanged={() => {
            forgetOneTimePassword();
            showSuccess(t('profile.passwordChanged'));
            void navigate('/user/home', { replace: true });
          }}
        />
      </section>
    </main>
  );
}
