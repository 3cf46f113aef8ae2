import { thErrors } from '../errors/th.ts';
import { thFirstMessages } from '../messages/th.ts';
import { thKipMessages } from '../messages/kip/th.ts';
import { thLaterMessages } from '../messages/later/th.ts';
import { thSlipNotes } from '../slip-notes/th.ts';
import type { Catalogue } from '../types.ts';

/**
 * One language on its own with every text: the first paint's, the later screens' and the kip twins
 * (the member app loads them in these three parts: ADR 0184).
 */
export const th: Catalogue = {
  messages: { ...thFirstMessages, ...thLaterMessages, ...thKipMessages },
  errors: thErrors,
  slipNotes: thSlipNotes,
};
