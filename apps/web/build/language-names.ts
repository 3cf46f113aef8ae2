import path from 'node:path';

/**
 * The stylesheet of a site's language-select faces (ADRs 0225, 0230): the name of the other site's
 * script, cut small, so that the select's measuring of its options fetches no whole face. The
 * build takes it as `@site/language-names.css` (vite.config.ts); the faces are made by
 * language-name-font.ts.
 */
export function languageNamesStylesheet(site: 'th' | 'la'): string {
  return path.join(import.meta.dirname, '../src/styles/language-names', `${site}.css`);
}
