import { useQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ErrorNote } from '../components/ui/ErrorNote.tsx';
import { SignInPage } from '../features/auth/SignInPage.tsx';
import { useI18n } from '../lib/i18n/use-i18n.ts';
import { meQuery } from '../lib/operator/operator-api.ts';
import { useSessionToken } from '../lib/operator/use-session-token.ts';

/**
 * No token: the sign-in screen, at whatever address was opened (it stays, so the operator lands
 * where they meant to go). With a token: the operator is loaded before any page renders.
 */
export function SessionGate() {
  const token = useSessionToken();
  if (!token) return <SignInPage />;
  return <SignedIn key={token} />;
}

function SignedIn() {
  const { t } = useI18n();
  const me = useQuery(meQuery);
  if (me.isPending) return <p className="empty">{t('common.loading')}</p>;
  if (me.isError) return <ErrorNote error={me.error} />;
  return <Outlet />;
}
