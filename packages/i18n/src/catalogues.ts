import type { Locale, OperatorErrorCode } from '@wallet/contract';
import { enOperatorErrors } from './errors/operator/en.ts';
import { laOperatorErrors } from './errors/operator/la.ts';
import { thOperatorErrors } from './errors/operator/th.ts';
import { en } from './locales/en.ts';
import { la } from './locales/la.ts';
import { th } from './locales/th.ts';
import type { Catalogue, Catalogues, FullCatalogue } from './types.ts';

export { th, la, en };

function withOperatorErrors(
  catalogue: Catalogue,
  operatorErrors: Record<OperatorErrorCode, string>,
): FullCatalogue {
  return { ...catalogue, errors: { ...catalogue.errors, ...operatorErrors } };
}

/** All three languages at once, with the operator routes' error texts: the server, the back-office and the tests. */
export const catalogues: Catalogues = {
  th: withOperatorErrors(th, thOperatorErrors),
  la: withOperatorErrors(la, laOperatorErrors),
  en: withOperatorErrors(en, enOperatorErrors),
} satisfies Record<Locale, FullCatalogue>;
