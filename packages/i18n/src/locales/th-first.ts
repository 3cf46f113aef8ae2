import { thErrors } from '../errors/th.ts';
import { thFirstMessages } from '../messages/th.ts';
import { thSlipNotes } from '../slip-notes/th.ts';
import type { FirstCatalogue } from '../types.ts';

/** What the member app loads of Thai before its first paint (ADR 0184; the rest: load-catalogue.ts). */
export const thFirst: FirstCatalogue = {
  messages: thFirstMessages,
  errors: thErrors,
  slipNotes: thSlipNotes,
};
