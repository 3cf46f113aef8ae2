import type { Locale } from '@wallet/contract';
import type { ReactNode } from 'react';
import { LoadingOverlayProvider } from '../lib/feedback/loading-overlay/LoadingOverlayProvider.tsx';
import { ResultDialogProvider } from '../lib/feedback/result-dialog/ResultDialogProvider.tsx';
import { ToastProvider } from '../lib/feedback/toast/ToastProvider.tsx';
import { I18nProvider } from '../lib/i18n/I18nProvider.tsx';
import { ResultDialog } from '../components/ui/result-dialog/ResultDialog.tsx';

interface Props {
  children: ReactNode;
  locale?: Locale;
}

/**
 * The app-wide providers, shared by the app and the component tests so both run the same stack.
 * The server-state cache is not among them: it comes with the routes that read it
 * (ServerStateLayout), so /login's first load carries no TanStack Query; a test that renders a
 * screen alone wraps it in a QueryProvider of its own (test/render.tsx).
 */
export function AppProviders({ children, locale }: Props) {
  return (
    <I18nProvider locale={locale}>
      <ToastProvider>
        <ResultDialogProvider view={ResultDialog}>
          <LoadingOverlayProvider>{children}</LoadingOverlayProvider>
        </ResultDialogProvider>
      </ToastProvider>
    </I18nProvider>
  );
}
