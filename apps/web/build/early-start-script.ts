import {
  acceptLanguageOf,
  DEFAULT_LOCALE,
  DEFAULT_LOCALE_LAO,
  homeApi,
  pathOf,
  REQUESTED_WITH,
  STORAGE_KEYS,
} from '@wallet/contract';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { firstPaintFonts } from './first-paint-preloads.ts';
import { earlyStart } from '../src/lib/boot/early-start.ts';
import {
  EARLY_READS,
  screenFor,
  type EarlyScreen,
  type EarlyStartPlan,
} from '../src/lib/boot/early-start-plan.ts';

/** The lazy route modules (apps/web/src/app/routes.tsx) each screen renders, outermost first. */
const SERVER_STATE = '/src/lib/query/ServerStateLayout.tsx';
const MEMBER_LAYOUT = '/src/app/layouts/MemberLayout.tsx';
const HOME = '/src/app/home/HomePage.tsx';
const PUBLIC_SHELL = '/src/features/shell-public/PublicShell.tsx';
const LOGIN = '/src/features/auth/LoginPage.tsx';

interface ScreenModules extends Omit<EarlyScreen, 'scripts' | 'styles'> {
  modules: string[];
}

/**
 * Home is where a returning member lands (`/` and `/user` redirect there) and its balance is the
 * page's largest paint: its code and the wallet read start with the document. Other member pages
 * get the member layout. Anything else, or a member page without a token, is the login screen
 * (what `/` and the guards send a visitor to). A read here must be one the screen takes at once:
 * an answer nobody reads is never finished, a request wasted on every load, and a page that never
 * goes quiet (Lighthouse then waits its 45 s limit, which the gate refuses).
 */
const SCREENS: ScreenModules[] = [
  {
    paths: ['/', '/user', '/user/', '/user/home'],
    prefixes: [],
    needsToken: true,
    modules: [SERVER_STATE, MEMBER_LAYOUT, HOME],
    reads: [pathOf(homeApi.wallet)],
  },
  {
    paths: [],
    prefixes: ['/user/'],
    needsToken: true,
    modules: [SERVER_STATE, MEMBER_LAYOUT],
    reads: [],
  },
  { paths: [], prefixes: ['/'], needsToken: false, modules: [PUBLIC_SHELL, LOGIN], reads: [] },
];

/** A chunk and every chunk it imports statically, as the browser would fetch them one by one. */
function withImports(chunk: OutputChunk, byFile: Map<string, OutputChunk>, into: Set<string>): void {
  if (into.has(chunk.fileName)) return;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) withImports(imported, byFile, into);
  }
}

/** The files of each screen, without what index.html already loads (the entry and its imports). */
export function planScreens(bundle: OutputBundle, apiBase: string, site: 'th' | 'la'): EarlyStartPlan {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) withImports(entry, byFile, entryFiles);
  const screens = SCREENS.map(({ modules, ...screen }) => {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.endsWith(module)));
      if (!chunk) throw new Error(`early start: no chunk for ${module} (renamed? update SCREENS)`);
      withImports(chunk, byFile, files);
    }
    const scripts = [...files].filter((file) => !entryFiles.has(file));
    const styles = scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]);
    return { ...screen, scripts, styles };
  });
  // The language the app will start in when none is stored: the build's (VITE_LAO, like site-variant.ts).
  const buildLocale = process.env.VITE_LAO === 'true' ? DEFAULT_LOCALE_LAO : DEFAULT_LOCALE;
  return {
    tokenKey: STORAGE_KEYS.token,
    localeKey: STORAGE_KEYS.locale,
    defaultLanguage: acceptLanguageOf(buildLocale),
    apiBase,
    requestedWith: REQUESTED_WITH,
    screens,
    fonts: firstPaintFonts(bundle, site),
  };
}

/** The inline script's text: earlyStart and its plan. The server allows it by its hash (CSP). */
export function earlyStartScript(plan: EarlyStartPlan): string {
  const args = [JSON.stringify(plan), JSON.stringify(EARLY_READS), screenFor.toString()];
  return `(${earlyStart.toString()})(${args.join(',')})`;
}

/**
 * Writes the early start into index.html's <head>: the screen's chunks, styles and first read
 * start while the entry script downloads, not after it ran, and the first paint's fonts after them.
 */
export function earlyStartPlugin(apiBase: string, site: 'th' | 'la'): Plugin {
  return {
    name: 'wallet:early-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        // After the meta tags (the charset stays in the first bytes) and before the stylesheet:
        // an inline script waits for every stylesheet above it to load before it runs.
        const script = `<script>${earlyStartScript(planScreens(bundle, apiBase, site))}</script>`;
        if (!html.includes('<title>')) throw new Error('early start: index.html has no <title>');
        return html.replace('<title>', `${script}\n    <title>`);
      },
    },
  };
}
