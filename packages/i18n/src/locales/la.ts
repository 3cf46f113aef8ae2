import { laErrors } from '../errors/la.ts';
import { laFirstMessages } from '../messages/la.ts';
import { laKipMessages } from '../messages/kip/la.ts';
import { laLaterMessages } from '../messages/later/la.ts';
import { laRegisterMessages } from '../messages/register/la.ts';
import { laSlipNotes } from '../slip-notes/la.ts';
import type { Catalogue } from '../types.ts';

/**
 * One language on its own with every text: the first paint's, the later screens',
 * the registration's and the kip twins (the member app loads them in these parts: ADR 0184).
 */
export const la: Catalogue = {
  messages: { ...laFirstMessages, ...laLaterMessages, ...laRegisterMessages, ...laKipMessages },
  errors: laErrors,
  slipNotes: laSlipNotes,
};
