import { enErrors } from './errors/en.ts';
import { laErrors } from './errors/la.ts';
import { thErrors } from './errors/th.ts';
import { enMessages } from './messages/en.ts';
import { laMessages } from './messages/la.ts';
import { thMessages } from './messages/th.ts';
import { slipNoteTexts } from './slip-notes.ts';
import type { Catalogue, Catalogues } from './types.ts';

export const th: Catalogue = { messages: thMessages, errors: thErrors, slipNotes: slipNoteTexts.th };
export const la: Catalogue = { messages: laMessages, errors: laErrors, slipNotes: slipNoteTexts.la };
export const en: Catalogue = { messages: enMessages, errors: enErrors, slipNotes: slipNoteTexts.en };

export const catalogues: Catalogues = { th, la, en };
