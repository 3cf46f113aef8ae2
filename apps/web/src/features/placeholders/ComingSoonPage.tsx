import type { MessageKey } from '@wallet/i18n';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './coming-soon.css';

/** Member screens specified in doc 2 but built in later issues. */
export function ComingSoonPage({ title }: { title: MessageKey }) {
  const { t } = useI18n();
  return (
    <main className="page">
      <h1 className="page-title">{t(title)}</h1>
      <section className="card coming-soon">
        <p className="coming-soon__badge">{t('app.comingSoon')}</p>
        <p className="muted">{t('app.comingSoonText')}</p>
      </section>
    </main>
  );
}
