import type { ErrorCode, Locale, MemberErrorCode, SlipNote } from '@wallet/contract';
import type { thKipMessages } from './messages/kip/th.ts';
import type { thLaterMessages } from './messages/later/th.ts';
import type { thRegisterMessages } from './messages/register/th.ts';
import type { thFirstMessages } from './messages/th.ts';

/** The keys of the texts loaded before the member app's first paint (ADR 0184). */
export type FirstMessageKey = keyof typeof thFirstMessages;
/** Every UI message key; Thai is the source catalogue (its three parts: ADR 0184). */
export type MessageKey =
  | FirstMessageKey
  | keyof typeof thLaterMessages
  | keyof typeof thRegisterMessages
  | keyof typeof thKipMessages;
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

/** What the member app loads of a language before its first paint (ADR 0184): no later screen's text. */
export interface FirstCatalogue extends Omit<Catalogue, 'messages'> {
  messages: Record<FirstMessageKey, string>;
}

/** A language with every error text, the operator routes' too (server, back-office, tests). */
export interface FullCatalogue extends Catalogue {
  errors: Record<ErrorCode, string>;
}

export type Catalogues = Record<Locale, FullCatalogue>;
/** Values for `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;
