import { isOperatorErrorCode, LOCALES } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues.ts';
import { loadCatalogue, loadedCatalogue } from './load-catalogue.ts';

describe('loadCatalogue', () => {
  it.each(LOCALES)(
    "loads %s on its own, the full set's texts but the operator-only errors",
    async (locale) => {
      expect(loadedCatalogue(locale)).toBeUndefined();
      const catalogue = await loadCatalogue(locale);
      const full = catalogues[locale];
      const memberErrors = Object.fromEntries(
        Object.entries(full.errors).filter(([code]) => !isOperatorErrorCode(code)),
      );
      expect(catalogue).toEqual({ ...full, errors: memberErrors });
      expect(loadedCatalogue(locale)).toBe(catalogue);
      expect(await loadCatalogue(locale)).toBe(catalogue);
    },
  );
});
