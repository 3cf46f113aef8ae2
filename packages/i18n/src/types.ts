import type { ErrorCode, Locale, SlipNote } from '@wallet/contract';
import type { thMessages } from './messages/th.ts';

/** Every UI message key; Thai is the source catalogue. */
export type MessageKey = keyof typeof thMessages;
export type Messages = Record<MessageKey, string>;

/** One language: UI messages, server error texts and slip-note texts. */
export interface Catalogue {
  messages: Messages;
  errors: Record<ErrorCode, string>;
  slipNotes: Record<SlipNote, string>;
}

export type Catalogues = Record<Locale, Catalogue>;
/** Values for `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;
