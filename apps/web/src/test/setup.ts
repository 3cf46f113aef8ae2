import { LOCALES } from '@wallet/contract';
import { loadCatalogue, TEXT_PARTS } from '@wallet/i18n/runtime';
import '@wallet/web-client/test/jsdom-isolation';

// The app loads its first language before rendering (main.tsx), and a screen's later texts with
// the screen (ADR 0184); component tests render at once in any of the three, with every text.
await Promise.all(LOCALES.map((locale) => loadCatalogue(locale, TEXT_PARTS)));
