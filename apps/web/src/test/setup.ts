import { cleanup } from '@testing-library/react';
import { LOCALES } from '@wallet/contract';
import { loadCatalogue, TEXT_PARTS } from '@wallet/i18n/runtime';
import { afterAll, afterEach, vi } from 'vitest';

// The app loads its first language before rendering (main.tsx), and a screen's later texts with
// the screen (ADR 0184); component tests render at once in any of the three, with every text.
await Promise.all(LOCALES.map((locale) => loadCatalogue(locale, TEXT_PARTS)));

// Testing Library only auto-cleans when vitest globals are on; they are off here.
// Files share one jsdom per worker (ADR 0084): nothing a test set may reach the next file.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'lang=; max-age=0; path=/';
});

// The next file imports the app's modules afresh, so no module's own state (a badge's count, a
// session, a cache) carries over; libraries from node_modules stay loaded (ADR 0084).
afterAll(() => {
  vi.resetModules();
});
