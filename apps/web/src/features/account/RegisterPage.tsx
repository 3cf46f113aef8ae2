import { Link } from 'react-router';
import { SITE_VARIANT } from '../../lib/config/site-variant.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { RegisterWizard } from './RegisterWizard.tsx';
import './register.css';

export function RegisterPage() {
  const { t } = useI18n();
  return (
    <main className="page">
      <section className="card register-card" aria-labelledby="register-title">
        <h1 id="register-title" className="page-title">
          {t('register.title')}
        </h1>
        <RegisterWizard variant={SITE_VARIANT} />
      </section>
      <p className="center muted register-login">
        {t('register.haveAccount')}{' '}
        <Link className="tap-link" to="/login">
          {t('register.loginLink')}
        </Link>
      </p>
    </main>
  );
}
