import './styles/fonts.css';
// The language select's name of the other site's script (ADRs 0225, 0230): vite.config.ts picks it.
import '@site/language-names.css';
import '@wallet/web-client/member-ui/styles/tokens.css';
import '@wallet/web-client/member-ui/styles/base.css';
import { loadCatalogue } from '@wallet/i18n/runtime';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { registerServiceWorker } from './lib/browser/service-worker.ts';
import { DEFAULT_APP_LOCALE } from './lib/config/site-variant.ts';
import { initialLocale } from './lib/i18n/locale-store.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html must contain #root');

// The language shown first is loaded before the first render (its chunk is preloaded by
// index.html for the site's default language), so no text flashes in another language.
void loadCatalogue(initialLocale(DEFAULT_APP_LOCALE)).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
