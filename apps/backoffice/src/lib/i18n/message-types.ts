import type { enMessages } from './messages/en/index.ts';

/** Every back-office message key; English is the source catalogue (ADR 0047). */
export type MessageKey = keyof typeof enMessages;
export type Messages = Record<MessageKey, string>;
/** Values for `{name}` placeholders. */
export type MessageVars = Record<string, string | number>;
