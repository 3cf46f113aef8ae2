import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Issue 11: the JavaScript a page loads before it can be used, gzip bytes on the wire. */
export const INITIAL_JS_TARGET_GZIP = 120 * 1024;

interface ManifestChunk {
  file: string;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * What each measured page loads on a first visit besides index.html's own scripts: its routes'
 * lazy screens (apps/web/src/app/routes.tsx) and the default language's catalogue (main.tsx
 * loads it before the first render).
 */
export const PAGE_ENTRIES: Record<string, string[]> = {
  '/login': ['src/features/shell-public/PublicShell.tsx', 'src/features/auth/LoginPage.tsx'],
  '/user/home': ['src/app/layouts/MemberLayout.tsx', 'src/app/home/HomePage.tsx'],
};
const DEFAULT_CATALOGUE = '../../packages/i18n/src/locales/th.ts';

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

function withStaticImports(manifest: Manifest, keys: string[], into: Set<string>): void {
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`web budget: ${key} is not in the build manifest (renamed?)`);
    if (into.has(chunk.file)) continue;
    into.add(chunk.file);
    withStaticImports(manifest, chunk.imports ?? [], into);
  }
}

/** Reads a built apps/web/dist and weighs each page's initial JavaScript. */
export function weighPages(dist: string): PageWeight[] {
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  return Object.entries(PAGE_ENTRIES).map(([page, entries]) => {
    const files = new Set(htmlScripts(html));
    withStaticImports(manifest, ['index.html', DEFAULT_CATALOGUE, ...entries], files);
    const list = [...files].sort();
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
 * The pages whose budget fails the run. /user/home is printed against the same target but does
 * not fail yet: it needs the API client (zod) before its first useful paint, and is over (ADR
 * 0038-fast-first-load says what is left).
 */
export const ENFORCED_PAGES = ['/login'];

export function overBudget(weights: PageWeight[]): PageWeight[] {
  return weights.filter(
    (weight) => ENFORCED_PAGES.includes(weight.page) && weight.gzip > INITIAL_JS_TARGET_GZIP,
  );
}
