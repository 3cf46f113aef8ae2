export { th, la, en, catalogues } from './catalogues.ts';
export { translate, translateError, translateSlipNote, interpolate, placeholdersOf } from './translate.ts';
export type { Catalogue, Catalogues, FullCatalogue, MessageKey, Messages, MessageVars } from './types.ts';
export { moneyTextKey, type MoneyTextKey } from './money-text.ts';
