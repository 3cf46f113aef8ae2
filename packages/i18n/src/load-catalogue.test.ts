import { LOCALES } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';
import { loadCatalogue, loadedCatalogue } from './load-catalogue.ts';

describe('loadCatalogue', () => {
  it.each(LOCALES)('loads %s on its own, the same texts the full set holds', async (locale) => {
    expect(loadedCatalogue(locale)).toBeUndefined();
    const catalogue = await loadCatalogue(locale);
    expect(catalogue).toEqual(catalogues[locale]);
    expect(loadedCatalogue(locale)).toBe(catalogue);
    expect(await loadCatalogue(locale)).toBe(catalogue);
  });
});
