import { useQueryClient } from '@tanstack/react-query';
import { chatOperatorApi, queuesApi } from '@wallet/contract';
import { NavLink, Outlet } from 'react-router';
import { Button } from '../components/ui/Button.tsx';
import { LanguageSelect } from '../components/ui/LanguageSelect.tsx';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { canCall } from '../lib/operator/access.ts';
import { signOutCall } from '../lib/operator/operator-api.ts';
import { useOperator } from '../lib/operator/use-operator.ts';
import { QueueEvents } from '../lib/realtime/QueueEvents.tsx';
import { ChatBadge } from '../features/chat/ChatBadge.tsx';
import { ChatEvents } from '../features/chat/ChatEvents.tsx';
import { SettingChangesNotice } from '../features/settings/SettingChangesNotice.tsx';
import { clearSession } from '../lib/session/session.ts';
import { navItemsFor } from './nav-items.ts';
import { OperatorsWaitingBadge } from './OperatorsWaitingBadge.tsx';
import { QueueCountBadge } from './QueueCountBadge.tsx';
import './layout.css';

/** The signed-in frame: the menu the role may use, who is signed in (their own password), the language, sign-out. */
export function Layout() {
  const { t } = useI18n();
  const operator = useOperator();
  const queryClient = useQueryClient();
  const seesQueues = canCall(operator?.role, queuesApi.queues);
  const answersChat = canCall(operator?.role, chatOperatorApi.inbox);

  async function signOut() {
    try {
      await signOutCall();
    } finally {
      queryClient.clear();
      clearSession();
    }
  }

  return (
    <div className="layout">
      <aside className="layout__side">
        <div className="layout__brand">{t('app.title')}</div>
        <nav className="layout__nav" aria-label={t('nav.label')} data-testid="main-nav">
          {navItemsFor(operator?.role).map((item) => (
            <NavLink key={item.path} to={item.path} className="layout__link" data-testid={`nav-${item.id}`}>
              <span>{t(item.label)}</span>
              {item.path === '/queues' && <QueueCountBadge />}
              {item.path === '/chat' && <ChatBadge />}
              {item.path === '/operators' && <OperatorsWaitingBadge />}
            </NavLink>
          ))}
        </nav>
        <div className="layout__who">
          <div data-testid="operator-name">{operator?.name}</div>
          <div className="muted" data-testid="operator-role">
            {operator && t(`role.${operator.role}`)}
          </div>
          <NavLink to="/account/password" className="layout__who-link" data-testid="own-password-link">
            {t('account.changePassword')}
          </NavLink>
          <LanguageSelect />
          <Button small onClick={() => void signOut()} data-testid="sign-out">
            {t('auth.signOut')}
          </Button>
        </div>
      </aside>
      <main className="layout__main">
        {/* Every operator sees a money settings change while it waits (ADR 0130). */}
        <SettingChangesNotice />
        {/* The chat's live side wraps the pages: the inbox types through its socket. */}
        {answersChat ? (
          <ChatEvents>
            <Outlet />
          </ChatEvents>
        ) : (
          <Outlet />
        )}
      </main>
      {seesQueues && <QueueEvents />}
    </div>
  );
}
