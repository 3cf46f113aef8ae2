import type { ErrorCode, Locale, MemberErrorCode, SlipNote } from '@wallet/contract';
import type { thMessages } from './messages/th.ts';

/** Every UI message key; Thai is the source catalogue. */
export type MessageKey = keyof typeof thMessages;
export type Messages = Record<MessageKey, string>;

/**
 * One language: UI messages, server error texts and slip-note texts. The member app's chunk has
 * the texts of the codes a member can be answered; an operator-only code reads as itself there.
 */
export interface Catalogue {
  messages: Messages;
  errors: Record<MemberErrorCode, string> & Partial<Record<ErrorCode, string>>;
  slipNotes: Record<SlipNote, string>;
}

/** A language with every error text, the operator routes' too (server, back-office, tests). */
export interface FullCatalogue extends Catalogue {
  errors: Record<ErrorCode, string>;
}

export type Catalogues = Record<Locale, FullCatalogue>;
/** Values for `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;
