import type { Locale } from '@wallet/contract';
import type { OutputBundle } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The font files of every first paint: regular and bold in the site's script and Latin, since
 * headings and amounts (home's balance) are bold. The language menu names the languages in their
 * own scripts, in bold, on every screen; the other script's name has a file of its own under 1 kB,
 * which the build inlines into the stylesheet (ADRs 0225, 0230), so neither site preloads the other
 * script's face. Without the preload each bold file started only once the page was laid out: one
 * more round trip before the largest paint.
 */
const LATIN = [/noto-sans-thai-latin-400-normal/, /noto-sans-thai-latin-700-normal/];
const FIRST_PAINT_FONTS: Record<'th' | 'la', RegExp[]> = {
  th: [/noto-sans-thai-thai-400-normal/, /noto-sans-thai-thai-700-normal/, ...LATIN],
  la: [/noto-sans-lao-lao-400-normal/, /noto-sans-lao-lao-700-normal/, ...LATIN],
};

/**
 * The font files of the site's first paint, as the bundle names them (`assets/...woff2`). The
 * early start preloads them after the screen's scripts and its first read (early-start.ts).
 */
export function firstPaintFonts(bundle: OutputBundle, site: 'th' | 'la'): string[] {
  return Object.values(bundle)
    .filter(
      (output) =>
        output.type === 'asset' && FIRST_PAINT_FONTS[site].some((font) => font.test(output.fileName)),
    )
    .map((output) => output.fileName);
}

/**
 * Adds to index.html what every first paint waits for and the bundler cannot see: the default
 * language's first texts (a dynamic import, loaded before the first render by main.tsx). Without
 * it, it would start only once the entry script ran. The screen's own chunks and the fonts are the
 * early start's (early-start-script.ts): the chunks depend on the address, and the fonts go after
 * them.
 */
export function firstPaintPreloads(locale: Locale): Plugin {
  return {
    name: 'wallet:first-paint-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const catalogue = Object.values(bundle).find(
          (output) =>
            output.type === 'chunk' &&
            output.facadeModuleId?.endsWith(`/packages/i18n/src/locales/${locale}-first.ts`),
        );
        if (!catalogue) throw new Error(`first paint: no catalogue chunk for ${locale}`);
        const tag: HtmlTagDescriptor = {
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${catalogue.fileName}` },
          injectTo: 'head',
        };
        return [tag];
      },
    },
  };
}
