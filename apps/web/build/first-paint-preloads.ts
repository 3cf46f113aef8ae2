import type { Locale } from '@wallet/contract';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The font files of the first paint per site: the site's own script and Latin, weight 400. */
const FIRST_PAINT_FONTS: Record<'th' | 'la', RegExp[]> = {
  th: [/noto-sans-thai-thai-400-normal/, /noto-sans-thai-latin-400-normal/],
  la: [/noto-sans-lao-lao-400-normal/, /noto-sans-thai-latin-400-normal/],
};

/**
 * The screen most first visits land on: `/` sends a visitor without a session to /login. Its
 * lazy chunks are fetched beside the entry script instead of after it ran (one round trip less
 * before the first paint); other pages only download these few kB, they do not run them.
 */
const LOGIN_SCREEN = ['/src/features/shell-public/PublicShell.tsx', '/src/features/auth/LoginPage.tsx'];

/**
 * Adds to index.html what the first paint waits for and the bundler cannot see: the default
 * language's catalogue (a dynamic import, loaded before the first render by main.tsx), the login
 * screen's chunks and the fonts of the first screen. Without them, each would start only once the
 * entry script ran.
 */
export function firstPaintPreloads(site: 'th' | 'la', locale: Locale): Plugin {
  return {
    name: 'wallet:first-paint-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const tags: HtmlTagDescriptor[] = [];
        const early = [`/packages/i18n/src/locales/${locale}.ts`, ...LOGIN_SCREEN];
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const scripts = new Set<string>();
        for (const chunk of chunks) {
          if (early.some((module) => chunk.facadeModuleId?.endsWith(module))) {
            for (const file of [chunk.fileName, ...chunk.imports]) scripts.add(file);
          }
        }
        // What index.html already loads (the entry and its own preloads) is not listed twice.
        const wanted = [...scripts].filter(
          (file) => !byFile.get(file)?.isEntry && !html.includes(`/${file}"`),
        );
        for (const file of wanted) {
          tags.push({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head',
          });
          // The chunk's CSS, which Vite's loader would otherwise only request once the script ran.
          for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) {
            tags.push({
              tag: 'link',
              attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${css}` },
              injectTo: 'head',
            });
          }
        }
        for (const output of Object.values(bundle)) {
          if (output.type === 'asset' && FIRST_PAINT_FONTS[site].some((font) => font.test(output.fileName))) {
            tags.push({
              tag: 'link',
              attrs: {
                rel: 'preload',
                as: 'font',
                type: 'font/woff2',
                crossorigin: true,
                href: `/${output.fileName}`,
              },
              injectTo: 'head',
            });
          }
        }
        return tags;
      },
    },
  };
}
