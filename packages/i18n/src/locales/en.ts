import { enErrors } from '../errors/en.ts';
import { enFirstMessages } from '../messages/en.ts';
import { enKipMessages } from '../messages/kip/en.ts';
import { enLaterMessages } from '../messages/later/en.ts';
import { enRegisterMessages } from '../messages/register/en.ts';
import { enSlipNotes } from '../slip-notes/en.ts';
import type { Catalogue } from '../types.ts';

/**
 * One language on its own with every text: the first paint's, the later screens',
 * the registration's and the kip twins (the member app loads them in these parts: ADR 0184).
 */
export const en: Catalogue = {
  messages: { ...enFirstMessages, ...enLaterMessages, ...enRegisterMessages, ...enKipMessages },
  errors: enErrors,
  slipNotes: enSlipNotes,
};
