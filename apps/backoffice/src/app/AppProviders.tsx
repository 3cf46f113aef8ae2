import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { Locale } from '@wallet/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { createQueryClient } from '../lib/api/query-client.ts';
import { I18nProvider } from '../lib/i18n/I18nProvider.tsx';
import { onSessionChange } from '../lib/session/session.ts';

interface Props {
  children: ReactNode;
  /** Tests hand their own client (no retries) and pin a language. */
  queryClient?: QueryClient;
  locale?: Locale;
}

export function AppProviders({ children, queryClient, locale }: Props) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // Whatever was loaded belongs to the session that loaded it: a new operator starts empty.
  useEffect(() => onSessionChange(() => client.clear()), [client]);
  return (
    <QueryClientProvider client={client}>
      <I18nProvider locale={locale}>{children}</I18nProvider>
    </QueryClientProvider>
  );
}
