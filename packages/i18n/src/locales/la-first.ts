import { laErrors } from '../errors/la.ts';
import { laFirstMessages } from '../messages/la.ts';
import { laSlipNotes } from '../slip-notes/la.ts';
import type { FirstCatalogue } from '../types.ts';

/** What the member app loads of Lao before its first paint (ADR 0184; the rest: load-catalogue.ts). */
export const laFirst: FirstCatalogue = {
  messages: laFirstMessages,
  errors: laErrors,
  slipNotes: laSlipNotes,
};
