import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { APP_VERSION } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { PageSpinner } from '../../lib/feedback/spinner/Spinner.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { chatWidgetQuery, contactQuery } from './contact-api.ts';
import { ContactCard } from '@wallet/web-client/member-ui';
import '@wallet/web-client/member-ui/styles/contact.css';

/**
 * Shared by /contact (public, no top bar) and /user/contact (inside the member shell). The chat
 * widget is handed in by the app (features do not import each other) and shown when the lookup
 * enableChatWidget is on.
 */
export function ContactPage({ chatWidget }: { chatWidget?: ReactNode }) {
  const { t, errorText } = useI18n();
  const contact = useQuery(contactQuery);
  const chat = useQuery(chatWidgetQuery);
  // A failed flag lookup falls back to the LINE link, which always works.
  const chatEnabled = chat.data?.enableChatWidget === true;

  return (
    <main className="page contact-page">
      <h1 className="page-title">{t('contact.title')}</h1>
      <p className="page-subtitle">{t('contact.subtitle')}</p>
      {contact.isPending && !contact.data ? <PageSpinner label={t('app.loading')} /> : null}
      {contact.error ? (
        <div className="card stack center" role="alert">
          <p>{errorText(contact.error)}</p>
          <Button variant="secondary" onClick={() => void contact.refetch()}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      {contact.data ? (
        <ContactCard contact={contact.data} lineLinkShown={!chat.isPending && !chatEnabled} t={t} />
      ) : null}
      {chatEnabled ? (
        <section className="chat-slot" aria-label={t('contact.chat')} data-testid="chat-widget-slot">
          {chatWidget}
        </section>
      ) : null}
      <p className="center muted contact-version" data-testid="app-version">
        {t('app.version', { version: APP_VERSION })}
      </p>
    </main>
  );
}
