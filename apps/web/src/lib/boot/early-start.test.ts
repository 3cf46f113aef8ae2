import { homeApi, pathOf, STORAGE_KEYS } from '@wallet/contract';
import { mockFetch } from '@wallet/web-client/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EARLY_READS, screenFor, type EarlyRead, type EarlyStartPlan } from './early-start-plan.ts';
import { earlyStart } from './early-start.ts';

const WALLET = pathOf(homeApi.wallet);
const PLAN: EarlyStartPlan = {
  tokenKey: STORAGE_KEYS.token,
  localeKey: STORAGE_KEYS.locale,
  defaultLanguage: 'th',
  apiBase: '',
  requestedWith: 'wallet-user',
  screens: [
    {
      paths: ['/', '/user/home'],
      prefixes: [],
      needsToken: true,
      scripts: ['assets/HomePage-a1.js', 'assets/server-state-b2.js'],
      styles: ['assets/HomePage-c3.css'],
      reads: [WALLET],
    },
    {
      paths: [],
      prefixes: ['/user/'],
      needsToken: true,
      scripts: ['assets/MemberLayout-d4.js'],
      styles: [],
      reads: [],
    },
    {
      paths: [],
      prefixes: ['/'],
      needsToken: false,
      scripts: ['assets/LoginPage-e5.js'],
      styles: [],
      reads: [],
    },
  ],
  fonts: ['assets/thai-400-f6.woff2', 'assets/latin-700-g7.woff2'],
};

const FONTS = [
  { rel: 'preload', href: '/assets/thai-400-f6.woff2', as: 'font' },
  { rel: 'preload', href: '/assets/latin-700-g7.woff2', as: 'font' },
];
const FONT_FILES = FONTS.map((font) => font.href);

/** Runs the script as index.html does: its source text, not the imported function. */
function runInline(): void {
  new Function(
    `(${earlyStart.toString()})(${JSON.stringify(PLAN)}, ${JSON.stringify(EARLY_READS)}, ${screenFor.toString()})`,
  )();
}

function preloads(): { rel: string; href: string; as: string }[] {
  return [...document.head.querySelectorAll('link')].map((link) => ({
    rel: link.rel,
    href: new URL(link.href).pathname,
    as: link.getAttribute('as') ?? '',
  }));
}

function earlyReads(): Record<string, EarlyRead> | undefined {
  return (window as unknown as Record<string, Record<string, EarlyRead> | undefined>)[EARLY_READS];
}

beforeEach(() => {
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>)[EARLY_READS];
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('early start (index.html inline script)', () => {
  it("on home with a token: preloads home's chunks and styles and starts the wallet read with the token", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-home');
    window.history.replaceState(null, '', '/user/home');
    const { calls } = mockFetch({ [`GET ${WALLET}`]: { body: { ok: true } } });
    runInline();
    expect(preloads()).toEqual([
      { rel: 'preload', href: '/assets/HomePage-c3.css', as: 'style' },
      { rel: 'modulepreload', href: '/assets/HomePage-a1.js', as: '' },
      { rel: 'modulepreload', href: '/assets/server-state-b2.js', as: '' },
      ...FONTS,
    ]);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers.get('Authorization')).toBe('Bearer tok-home');
    expect(calls[0]!.headers.get('X-Requested-With')).toBe('wallet-user');
    // No language stored: the build's default.
    expect(calls[0]!.headers.get('Accept-Language')).toBe('th');
    expect(calls[0]!.cache).toBe('no-store');
    const read = earlyReads()?.[WALLET];
    expect(read?.token).toBe('tok-home');
    expect(await (await read!.response).json()).toEqual({ ok: true });
  });

  it('starts the wallet read before the fonts: the balance waits for the answer, the fonts only need to be there by then', () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-order');
    window.history.replaceState(null, '', '/user/home');
    mockFetch({ [`GET ${WALLET}`]: { body: { ok: true } } });
    const started: string[] = [];
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', (...args: Parameters<typeof fetch>) => {
      started.push('read');
      return answer(...args);
    });
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      started.push((node as HTMLLinkElement).getAttribute('as') || 'module');
      return append(node);
    });
    runInline();
    expect(started).toEqual(['style', 'module', 'module', 'read', 'font', 'font']);
  });

  it("sends the member's stored language, Lao as its tag lo (ADR 0085)", () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-home');
    localStorage.setItem(STORAGE_KEYS.locale, 'la');
    window.history.replaceState(null, '', '/user/home');
    const { calls } = mockFetch({ [`GET ${WALLET}`]: { body: { ok: true } } });
    runInline();
    expect(calls[0]!.headers.get('Accept-Language')).toBe('lo');
  });

  it('takes a session-only token too, and gives other member pages the layout without a read', () => {
    sessionStorage.setItem(STORAGE_KEYS.token, 'tok-tab');
    window.history.replaceState(null, '', '/user/statement');
    const { calls } = mockFetch({});
    runInline();
    expect(preloads().map((link) => link.href)).toEqual(['/assets/MemberLayout-d4.js', ...FONT_FILES]);
    expect(calls).toHaveLength(0);
    expect(earlyReads()).toBeUndefined();
  });

  it('without a token a member address gets the login screen and no read is sent', () => {
    window.history.replaceState(null, '', '/user/home');
    const { calls } = mockFetch({});
    runInline();
    expect(preloads().map((link) => link.href)).toEqual(['/assets/LoginPage-e5.js', ...FONT_FILES]);
    expect(calls).toHaveLength(0);
  });

  it('when storage cannot be read (privacy modes) it preloads the login screen and the app starts as usual', () => {
    window.history.replaceState(null, '', '/user/home');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const { calls } = mockFetch({});
    expect(runInline).not.toThrow();
    expect(preloads().map((link) => link.href)).toEqual(['/assets/LoginPage-e5.js', ...FONT_FILES]);
    expect(calls).toHaveLength(0);
  });
});
