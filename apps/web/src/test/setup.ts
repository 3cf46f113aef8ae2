import { cleanup } from '@testing-library/react';
import { LOCALES } from '@wallet/contract';
import { loadCatalogue } from '@wallet/i18n/runtime';
import { afterEach } from 'vitest';

// The app loads its first language before rendering (main.tsx); component tests render at once
// in any of the three.
await Promise.all(LOCALES.map((locale) => loadCatalogue(locale)));

// Testing Library only auto-cleans when vitest globals are on; they are off here.
afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'lang=; max-age=0; path=/';
});
