import { en } from './locales/en.ts';
import { la } from './locales/la.ts';
import { th } from './locales/th.ts';
import type { Catalogues } from './types.ts';

export { th, la, en };

/** All three languages at once: the server, the tests and the completeness check. */
export const catalogues: Catalogues = { th, la, en };
