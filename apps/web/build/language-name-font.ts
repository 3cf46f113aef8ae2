import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES } from '@wallet/contract';
import { translate } from '@wallet/i18n';
import subsetFont from 'subset-font';

/**
 * A bold face cut down to one language's name as the language select offers it ("ລາວ", "ไทย";
 * ADRs 0225, 0230). Chromium sizes a closed select by its widest option, drawing each option's
 * text to measure it, so every screen fetched the other script's whole bold file (9-10 kB) before
 * its largest paint for three letters: the Thai site the Lao face, the Lao site the Thai one.
 * Under a family of its own the select needs only this file (under 1 kB, inlined into the
 * stylesheet by the build), declared only in the other site's stylesheet; a page that writes the
 * script still fetches the whole face for its text.
 */
export interface LanguageNameFont {
  /** The language whose name (`language.<code>`) the file draws. */
  language: 'th' | 'la';
  /** The @font-face family, in its site's stylesheet, that only the select names. */
  family: string;
  /** The committed file, beside the site's styles. */
  file: string;
  /** The site whose stylesheet declares it (language-names.ts): the other script's site. */
  site: 'th' | 'la';
  /** Fontsource's bold file of that script: the face the rest of the site draws it with. */
  source: { fontsource: string; face: string };
}

const fontsDir = path.join(import.meta.dirname, '../src/styles/fonts');

export const LANGUAGE_NAME_FONTS: readonly LanguageNameFont[] = [
  {
    language: 'la',
    family: 'Noto Sans Lao Language Name',
    file: path.join(fontsDir, 'noto-sans-lao-language-name-700.woff2'),
    site: 'th',
    source: { fontsource: '@fontsource/noto-sans-lao', face: 'files/noto-sans-lao-lao-700-normal.woff2' },
  },
  {
    language: 'th',
    family: 'Noto Sans Thai Language Name',
    file: path.join(fontsDir, 'noto-sans-thai-language-name-700.woff2'),
    site: 'la',
    source: {
      fontsource: '@fontsource/noto-sans-thai',
      face: 'files/noto-sans-thai-thai-700-normal.woff2',
    },
  },
];

/** Every character of a language's name, as each catalogue writes it, in code point order. */
export function languageNameCharacters(language: LanguageNameFont['language']): string[] {
  const characters = new Set(LOCALES.flatMap((locale) => [...translate(locale, `language.${language}`)]));
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** The subset of the name's letters, made from the script's Fontsource bold file. */
export async function makeLanguageNameFont(font: LanguageNameFont): Promise<Buffer> {
  const fontsource = path.dirname(createRequire(import.meta.url).resolve(font.source.fontsource));
  const bold = await readFile(path.join(fontsource, font.source.face));
  return subsetFont(bold, languageNameCharacters(font.language).join(''), { targetFormat: 'woff2' });
}
