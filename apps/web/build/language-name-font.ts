import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LOCALES } from '@wallet/contract';
import { translate } from '@wallet/i18n';
import subsetFont from 'subset-font';

/**
 * The Lao bold face cut down to the Lao name the language select offers ("ລາວ", ADR 0225).
 * Chromium sizes a closed select by its widest option, drawing each option's text to measure
 * it, so every screen of the Thai site fetched the whole Lao bold file (9 kB) before its largest
 * paint for three letters. Under a family of its own the select needs only this file (under 1 kB);
 * a page that writes Lao still fetches the whole face for its text.
 */
export const LANGUAGE_NAME_FONT = path.join(
  import.meta.dirname,
  '../src/styles/fonts/noto-sans-lao-language-name-700.woff2',
);

/** Every character of the Lao language's name, as each catalogue writes it, in code point order. */
export function languageNameCharacters(): string[] {
  const characters = new Set(LOCALES.flatMap((locale) => [...translate(locale, 'language.la')]));
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!);
}

/** The subset, made from Fontsource's Lao bold file (the face the rest of the site draws Lao with). */
export async function makeLanguageNameFont(): Promise<Buffer> {
  const fontsource = path.dirname(createRequire(import.meta.url).resolve('@fontsource/noto-sans-lao'));
  const bold = await readFile(path.join(fontsource, 'files/noto-sans-lao-lao-700-normal.woff2'));
  return subsetFont(bold, languageNameCharacters().join(''), { targetFormat: 'woff2' });
}
