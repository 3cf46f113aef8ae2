import { enErrors } from '../errors/en.ts';
import { enFirstMessages } from '../messages/en.ts';
import { enSlipNotes } from '../slip-notes/en.ts';
import type { FirstCatalogue } from '../types.ts';

/** What the member app loads of English before its first paint (ADR 0184; the rest: load-catalogue.ts). */
export const enFirst: FirstCatalogue = {
  messages: enFirstMessages,
  errors: enErrors,
  slipNotes: enSlipNotes,
};
