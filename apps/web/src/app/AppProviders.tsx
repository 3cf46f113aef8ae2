import type { Locale } from '@wallet/contract';
import type { ReactNode } from 'react';
import { LoadingOverlayProvider } from '../components/ui/loading-overlay/LoadingOverlayProvider.tsx';
import { ResultDialogProvider } from '../components/ui/result-dialog/ResultDialogProvider.tsx';
import { ToastProvider } from '../components/ui/toast/ToastProvider.tsx';
import { I18nProvider } from '../lib/i18n/I18nProvider.tsx';

/** The app-wide providers, shared by the app and the component tests so both run the same stack. */
export function AppProviders({ children, locale }: { children: ReactNode; locale?: Locale }) {
  return (
    <I18nProvider locale={locale}>
      <ToastProvider>
        <ResultDialogProvider>
          <LoadingOverlayProvider>{children}</LoadingOverlayProvider>
        </ResultDialogProvider>
      </ToastProvider>
    </I18nProvider>
  );
}
