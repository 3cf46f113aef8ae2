import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { readEarlyStartPlan, screenFor } from '../../apps/web/src/lib/boot/early-start-plan.ts';

/** Issue 11: the JavaScript a page loads before it can be used, gzip bytes on the wire. */
export const INITIAL_JS_TARGET_GZIP = 120 * 1024;

/**
 * The pages measured, as a first visit opens them: /login without a session, /user/home as a
 * returning member (a token in storage). What each loads besides index.html's own scripts is what
 * index.html's early start preloads for that address (apps/web/src/lib/boot/early-start.ts), which
 * is what the router then imports.
 */
export const PAGES: { page: string; hasToken: boolean }[] = [
  { page: '/login', hasToken: false },
  { page: '/user/home', hasToken: true },
];

export interface PageWeight {
  page: string;
  files: string[];
  raw: number;
  gzip: number;
  brotli: number;
}

/** The bytes the server sends for a file: its precompressed copy, or the file when there is none. */
function wireBytes(file: string, suffix: '.gz' | '.br'): number {
  return existsSync(file + suffix) ? statSync(file + suffix).size : statSync(file).size;
}

/** index.html's module script and modulepreloads: what the browser fetches before any code runs. */
export function htmlScripts(html: string): string[] {
  const found = [
    ...html.matchAll(/<(?:script[^>]*\bsrc|link[^>]*rel="modulepreload"[^>]*\bhref)="\/([^"]+\.js)"/g),
  ];
  return found.map((match) => match[1]!);
}

/** Reads a built apps/web/dist and weighs each page's initial JavaScript. */
export function weighPages(dist: string): PageWeight[] {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const plan = readEarlyStartPlan(html);
  return PAGES.map(({ page, hasToken }) => {
    const screen = screenFor(plan, page, hasToken);
    if (!screen) throw new Error(`web budget: the early start plan has no screen for ${page}`);
    const list = [...new Set([...htmlScripts(html), ...screen.scripts])].sort();
    const sum = (bytes: (file: string) => number) =>
      list.reduce((total, file) => total + bytes(path.join(dist, file)), 0);
    return {
      page,
      files: list,
      raw: sum((file) => statSync(file).size),
      gzip: sum((file) => wireBytes(file, '.gz')),
      brotli: sum((file) => wireBytes(file, '.br')),
    };
  });
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function formatBudget(weights: PageWeight[]): string {
  return weights
    .map((weight) => {
      const pass = weight.gzip <= INITIAL_JS_TARGET_GZIP;
      return (
        `initial JS ${weight.page.padEnd(11)} ${kB(weight.gzip)} gzip, ${kB(weight.brotli)} brotli ` +
        `(${kB(weight.raw)} raw, ${weight.files.length} files)  target <= ${kB(INITIAL_JS_TARGET_GZIP)} gzip  ` +
        (pass ? 'PASS' : 'FAIL')
      );
    })
    .join('\n');
}

/**
 * The pages whose budget fails the run: both, since /user/home came under the target (issue 29:
 * zod off the first paint, ADR 0072; the declarative router, ADR 0114).
 */
export const ENFORCED_PAGES = ['/login', '/user/home'];

export function overBudget(weights: PageWeight[]): PageWeight[] {
  return weights.filter(
    (weight) => ENFORCED_PAGES.includes(weight.page) && weight.gzip > INITIAL_JS_TARGET_GZIP,
  );
}
