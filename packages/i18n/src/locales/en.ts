import { enErrors } from '../errors/en.ts';
import { enFirstMessages } from '../messages/en.ts';
import { enKipMessages } from '../messages/kip/en.ts';
import { enLaterMessages } from '../messages/later/en.ts';
import { enSlipNotes } from '../slip-notes/en.ts';
import type { Catalogue } from '../types.ts';

/**
 * One language on its own with every text: the first paint's, the later screens' and the kip twins
 * (the member app loads them in these three parts: ADR 0184).
 */
export const en: Catalogue = {
  messages: { ...enFirstMessages, ...enLaterMessages, ...enKipMessages },
  errors: enErrors,
  slipNotes: enSlipNotes,
};
