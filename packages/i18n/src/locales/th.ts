import { thErrors } from '../errors/th.ts';
import { thMessages } from '../messages/th.ts';
import { thSlipNotes } from '../slip-notes/th.ts';
import type { Catalogue } from '../types.ts';

/** One language on its own, so the web app can load it without the other two (issue 11). */
export const th: Catalogue = { messages: thMessages, errors: thErrors, slipNotes: thSlipNotes };
