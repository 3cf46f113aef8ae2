import { BrandMark } from '../../components/ui/BrandMark.tsx';
import { LanguageSelect } from '../../components/ui/LanguageSelect.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { LoginForm } from './LoginForm.tsx';
import { useSiteActiveCheck } from './site-active-check.ts';
import './login.css';

export function LoginPage() {
  const { t } = useI18n();
  useSiteActiveCheck();
  return (
    <main className="page login-page">
      <div className="login-page__head">
        <BrandMark name={t('app.name')} />
        <LanguageSelect />
      </div>
      <section className="card login-card" aria-labelledby="login-title">
        <h1 id="login-title" className="page-title">
          {t('login.title')}
        </h1>
        <p className="page-subtitle">{t('login.subtitle')}</p>
        <LoginForm />
      </section>
    </main>
  );
}
