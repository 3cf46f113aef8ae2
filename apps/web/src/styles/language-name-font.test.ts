import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAME_FONT, languageNameCharacters } from '../../build/language-name-font.ts';

/** The `unicode-range` of the @font-face rule of `family` in fonts.css, as code points. */
function unicodeRangeOf(family: string): number[] {
  const css = readFileSync(path.join(import.meta.dirname, 'fonts.css'), 'utf8');
  const face = css.split('@font-face').find((rule) => rule.includes(`font-family: '${family}'`));
  const range = face?.match(/unicode-range:([^;]+);/)?.[1];
  if (!range) throw new Error(`fonts.css: no unicode-range for ${family}`);
  return range.split(',').map((part) => Number.parseInt(part.trim().replace(/^U\+/, ''), 16));
}

describe("the language select's Lao-name font (ADR 0225)", () => {
  it('is the file the tool makes from the catalogues’ Lao name (npm run make-language-name-font)', () => {
    // In a process of its own: the subsetter's WebAssembly does not run under jsdom.
    const script = path.join(import.meta.dirname, '../../scripts/make-language-name-font.ts');
    const said = execFileSync(process.execPath, [script, '--check'], { encoding: 'utf8' });
    expect(said).toContain('as committed');
    expect(readFileSync(LANGUAGE_NAME_FONT).length).toBeLessThan(2_000);
  });

  it('is declared for exactly the letters of that name, so no other text is drawn with it', () => {
    const letters = languageNameCharacters();
    expect(letters.length).toBeGreaterThan(0);
    expect(unicodeRangeOf('Noto Sans Lao Language Name')).toEqual(
      letters.map((letter) => letter.codePointAt(0)),
    );
  });
});
