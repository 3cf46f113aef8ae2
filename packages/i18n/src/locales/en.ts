import { enErrors } from '../errors/en.ts';
import { enMessages } from '../messages/en.ts';
import { enSlipNotes } from '../slip-notes/en.ts';
import type { Catalogue } from '../types.ts';

/** One language on its own, so the web app can load it without the other two (issue 11). */
export const en: Catalogue = { messages: enMessages, errors: enErrors, slipNotes: enSlipNotes };
