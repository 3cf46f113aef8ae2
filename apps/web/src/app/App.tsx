import { RouterProvider } from 'react-router';
import { ToastProvider } from '../components/ui/toast/ToastProvider.tsx';
import { I18nProvider } from '../lib/i18n/I18nProvider.tsx';
import { router } from './router.ts';

export function App() {
  return (
    <I18nProvider>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </I18nProvider>
  );
}
