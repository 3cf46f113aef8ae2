import { thErrors } from '../errors/th.ts';
import { thFirstMessages } from '../messages/th.ts';
import { thKipMessages } from '../messages/kip/th.ts';
import { thLaterMessages } from '../messages/later/th.ts';
import { thRegisterMessages } from '../messages/register/th.ts';
import { thSlipNotes } from '../slip-notes/th.ts';
import type { Catalogue } from '../types.ts';

/**
 * One language on its own with every text: the first paint's, the later screens',
 * the registration's and the kip twins (the member app loads them in these parts: ADR 0184).
 */
export const th: Catalogue = {
  messages: { ...thFirstMessages, ...thLaterMessages, ...thRegisterMessages, ...thKipMessages },
  errors: thErrors,
  slipNotes: thSlipNotes,
};
