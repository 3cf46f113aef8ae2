import { backofficeCatalogues } from '../../lib/i18n/catalogue.ts';
import type { MessageKey } from '../../lib/i18n/message-types.ts';

/**
 * A settings field's label in the operator's language (`settings.field.<key>`); a key with no
 * label is a name in its own right (a bank or QR channel code: KBANK, WW) and is shown as it is.
 */
export function fieldLabel(t: (key: MessageKey) => string, key: string): string {
  const label = `settings.field.${key}` as MessageKey;
  return Object.hasOwn(backofficeCatalogues.en, label) ? t(label) : key;
}
