/**
 * What the web app imports: the text functions and the loader, without any catalogue. Importing
 * the package root would bundle all three languages into the first page.
 */
export { errorCodeText, interpolate, messageText, slipNoteText } from './catalogue-text.ts';
export {
  loadCatalogue,
  loadedCatalogue,
  loadTexts,
  onTextsLoaded,
  textPartOf,
  TEXT_PARTS,
  type TextPart,
} from './load-catalogue.ts';
export type { Catalogue, MessageKey, Messages, MessageVars } from './types.ts';
export { moneyTextKey, type MoneyTextKey } from './money-text.ts';
