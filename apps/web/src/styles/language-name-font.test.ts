import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_FONTS, languageNameCharacters } from '../../build/language-name-font.ts';
import { languageNamesStylesheet } from '../../build/language-names.ts';

const css = (file: string) => readFileSync(path.resolve(import.meta.dirname, file), 'utf8');

/** The `unicode-range` of the @font-face rule of `family` in `stylesheet`, as code points. */
function unicodeRangeOf(stylesheet: string, family: string): number[] {
  const face = css(stylesheet)
    .split('@font-face')
    .find((rule) => rule.includes(`font-family: '${family}'`));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`${stylesheet}: no unicode-range for ${family}`);
  return range.split(',').map((part) => Number.parseInt(part.trim().replace(/^U\+/, ''), 16));
}

describe("the language select's language-name fonts (ADRs 0225, 0230)", () => {
  it('are the files the tool makes from the catalogues’ names (npm run make-language-name-font)', () => {
    // In a process of its own: the subsetter's WebAssembly does not run under jsdom.
    const script = path.join(import.meta.dirname, '../../scripts/make-language-name-font.ts');
    const said = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    for (const font of LANGUAGE_NAME_FONTS) {
      expect(said).toContain(`${font.file}: `);
      expect(readFileSync(font.file).length).toBeLessThan(2_000);
    }
    expect(said.match(/as committed/g)).toHaveLength(LANGUAGE_NAME_FONTS.length);
  });

  it.each(LANGUAGE_NAME_FONTS)(
    '$family is declared for exactly the letters of the $language name, so no other text is drawn with it',
    ({ family, language, site }) => {
      const letters = languageNameCharacters(language);
      expect(letters.length).toBeGreaterThan(0);
      expect(unicodeRangeOf(languageNamesStylesheet(site), family)).toEqual(
        letters.map((letter) => letter.codePointAt(0)),
      );
      // Nowhere else: the site that writes this script preloads its whole face.
      expect(css('fonts.css')).not.toContain(family);
      expect(css(languageNamesStylesheet(site === 'th' ? 'la' : 'th'))).not.toContain(family);
    },
  );

  it('are the first families of the language select, ahead of the site’s stack', () => {
    const select = css('../components/ui/language-select.css').match(
      /\.language-select \{[^}]*font-family: ([^;]+);/,
    )?.[1];
    expect(select).toBe(
      `${LANGUAGE_NAME_FONTS.map((font) => `'${font.family}'`).join(', ')}, var(--font-stack)`,
    );
  });
});
