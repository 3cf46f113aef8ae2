import type { MessageKey, MessageVars } from '@wallet/i18n';

/** A message to show later, with its values: what validation functions return instead of text. */
export interface MessageRef {
  key: MessageKey;
  vars?: MessageVars;
}
