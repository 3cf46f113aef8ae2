import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, vi } from 'vitest';

// Both apps' test setup (imported for its hooks). Testing Library only auto-cleans when vitest
// globals are on; they are off here. Files share one jsdom per worker (ADR 0084): nothing a test
// set may reach the next file.
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
