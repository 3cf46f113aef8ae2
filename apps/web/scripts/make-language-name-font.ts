/**
 * Writes the language select's Lao-name font (build/language-name-font.ts, ADR 0225), committed
 * beside the site's styles. Run it after the Lao name changes in a catalogue:
 *   npm run make-language-name-font -w @wallet/web
 * With `--check` it writes nothing and exits 1 when the committed file is not what it would
 * write (the web suite runs it so; the subsetter's WebAssembly does not run under jsdom).
 */
import { readFile, writeFile } from 'node:fs/promises';
import {
  LANGUAGE_NAME_FONT,
  languageNameCharacters,
  makeLanguageNameFont,
} from '../build/language-name-font.ts';

const font = await makeLanguageNameFont();
const letters = languageNameCharacters().join('');
if (process.argv.includes('--check')) {
  const committed = await readFile(LANGUAGE_NAME_FONT).catch(() => Buffer.alloc(0));
  if (Buffer.compare(committed, font) !== 0) {
    console.error(
      `${LANGUAGE_NAME_FONT} is not the font of "${letters}" (${committed.length} bytes, made ${font.length}): run npm run make-language-name-font -w @wallet/web`,
    );
    process.exit(1);
  }
  console.log(`${LANGUAGE_NAME_FONT}: ${font.length} bytes, ${letters}, as committed`);
} else {
  await writeFile(LANGUAGE_NAME_FONT, font);
  console.log(`${LANGUAGE_NAME_FONT}: ${font.length} bytes, ${letters}`);
}
