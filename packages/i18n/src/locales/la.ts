import { laErrors } from '../errors/la.ts';
import { laMessages } from '../messages/la.ts';
import { laSlipNotes } from '../slip-notes/la.ts';
import type { Catalogue } from '../types.ts';

/** One language on its own, so the web app can load it without the other two (issue 11). */
export const la: Catalogue = { messages: laMessages, errors: laErrors, slipNotes: laSlipNotes };
