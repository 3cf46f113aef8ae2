/**
 * Writes the language select's language-name fonts (build/language-name-font.ts, ADRs 0225 and
 * 0230), committed beside the site's styles. Run it after a language's name changes in a catalogue:
 *   npm run make-language-name-font -w @wallet/web
 * With `--check` it writes nothing and exits 1 when a committed file is not what it would write
 * (the web suite runs it so; the subsetter's WebAssembly does not run under jsdom).
 */
import { readFile, writeFile } from 'node:fs/promises';
import {
  LANGUAGE_NAME_FONTS,
  languageNameCharacters,
  makeLanguageNameFont,
} from '../build/language-name-font.ts';

const check = process.argv.includes('--check');
let stale = false;
for (const name of LANGUAGE_NAME_FONTS) {
  const font = await makeLanguageNameFont(name);
  const letters = languageNameCharacters(name.language).join('');
  if (!check) {
    await writeFile(name.file, font);
    console.log(`${name.file}: ${font.length} bytes, ${letters}`);
    continue;
  }
  const committed = await readFile(name.file).catch(() => Buffer.alloc(0));
  if (Buffer.compare(committed, font) === 0) {
    console.log(`${name.file}: ${font.length} bytes, ${letters}, as committed`);
    continue;
  }
  stale = true;
  console.error(
    `${name.file} is not the font of "${letters}" (${committed.length} bytes, made ${font.length}): run npm run make-language-name-font -w @wallet/web`,
  );
}
if (stale) process.exit(1);
