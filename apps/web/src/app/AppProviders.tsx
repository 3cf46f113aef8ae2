import type { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@wallet/contract';
import type { ReactNode } from 'react';
import { LoadingOverlayProvider } from '../components/ui/loading-overlay/LoadingOverlayProvider.tsx';
import { ResultDialogProvider } from '../components/ui/result-dialog/ResultDialogProvider.tsx';
import { ToastProvider } from '../components/ui/toast/ToastProvider.tsx';
import { I18nProvider } from '../lib/i18n/I18nProvider.tsx';
import { QueryProvider } from '../lib/query/QueryProvider.tsx';

interface Props {
  children: ReactNode;
  locale?: Locale;
  /** Tests pass their own server-state cache (to read it, or to skip retry delays). */
  queryClient?: QueryClient;
}

/** The app-wide providers, shared by the app and the component tests so both run the same stack. */
export function AppProviders({ children, locale, queryClient }: Props) {
  return (
    <QueryProvider client={queryClient}>
      <I18nProvider locale={locale}>
        <ToastProvider>
          <ResultDialogProvider>
            <LoadingOverlayProvider>{children}</LoadingOverlayProvider>
          </ResultDialogProvider>
        </ToastProvider>
      </I18nProvider>
    </QueryProvider>
  );
}
