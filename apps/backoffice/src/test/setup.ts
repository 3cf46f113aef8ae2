import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library only auto-cleans when vitest globals are on; they are off here.
// Files share one jsdom per worker (ADR 0084): nothing a test set may reach the next file.
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = 'lang=; max-age=0; path=/';
});
