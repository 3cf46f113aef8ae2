import { PageSpinner } from '../../components/ui/Spinner.tsx';
import { useApiQuery } from '../../lib/api/use-api-query.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { fetchProfile } from './profile-api.ts';
import './home.css';

/** Placeholder home (the wallet screens are a later issue): greets the member by name. */
export function HomePage() {
  const { t, errorText } = useI18n();
  const profile = useApiQuery('profile', fetchProfile);
  return (
    <main className="page">
      <h1 className="page-title">{t('member.home')}</h1>
      {profile.loading ? <PageSpinner label={t('app.loading')} /> : null}
      {profile.error ? <p role="alert">{errorText(profile.error)}</p> : null}
      {profile.data ? (
        <section className="card home-hero">
          <p className="home-hero__hello">{t('member.greeting')}</p>
          <p className="home-hero__name" data-testid="member-name">
            {profile.data.name}
          </p>
          <p className="muted home-hero__phone">{profile.data.username}</p>
        </section>
      ) : null}
      <p className="muted center home-soon">{t('app.comingSoonText')}</p>
    </main>
  );
}
