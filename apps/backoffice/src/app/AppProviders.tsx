import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@wallet/contract';
import { createQueryClient } from '@wallet/web-client';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from '../lib/i18n/I18nProvider.tsx';
import type { BackofficeSocket } from '../lib/realtime/backoffice-socket.ts';
import { SocketFactoryContext } from '../lib/realtime/socket-factory.ts';
import { createBackofficeSocket } from '../lib/realtime/backoffice-socket.ts';
import { onSessionChange } from '../lib/session/session.ts';

interface Props {
  children: ReactNode;
  /** Tests hand their own client (no retries) and pin a language. */
  queryClient?: QueryClient;
  locale?: Locale;
  /** Tests hand a fake socket. */
  createSocket?: () => BackofficeSocket;
}

export function AppProviders({
  children,
  queryClient,
  locale,
  createSocket = createBackofficeSocket,
}: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Whatever was loaded belongs to the session that loaded it: a new operator starts empty.
  useEffect(() => onSessionChange(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      <SocketFactoryContext value={createSocket}>
        <I18nProvider locale={locale}>{children}</I18nProvider>
      </SocketFactoryContext>
    </QueryClientProvider>
  );
}
