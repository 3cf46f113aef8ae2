import { QueryClientContext, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { createQueryClient } from '@wallet/web-client';
import { useContext, useEffect, useRef } from 'react';
import { Outlet } from 'react-router';
import { useI18n } from '../i18n/use-i18n.ts';
import { onSessionEnd } from '../session/session.ts';

/**
 * One server-state cache for the whole app, made when the first screen that reads server state
 * loads. When the session ends (logout, an ended or expired session, a password change) every
 * cached answer goes, so the next member never sees the previous one's wallet, not even for a frame.
 */
const appQueryClient = createQueryClient();
onSessionEnd(() => appQueryClient.clear());

/**
 * The layout route around every screen that reads server state. It is loaded with those screens,
 * not with the entry: /login reads none, and TanStack Query would be a tenth of its first load
 * (issue 11, ADR 0038). A cache given above it (component tests) is used as it is.
 */
export function ServerStateLayout() {
  const given = useContext(QueryClientContext);
  if (given) return <Outlet />;
  return (
    <QueryClientProvider client={appQueryClient}>
      <RefetchOnLanguage />
      <Outlet />
    </QueryClientProvider>
  );
}

/**
 * Operator texts arrive in the member's language (Accept-Language, ADR 0085): when the member
 * picks another, every cached answer is read again in it. A read still on its way is cancelled
 * first: TanStack joins a refetch to a first read in flight instead of sending a new one, so a
 * language picked while a screen's first answer loaded kept that answer in the old language.
 */
export function RefetchOnLanguage() {
  const { locale } = useI18n();
  const client = useQueryClient();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void client.cancelQueries().then(() => client.invalidateQueries());
  }, [locale, client]);
  return null;
}
