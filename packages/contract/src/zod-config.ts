import { z } from 'zod';

/**
 * Default issue messages are catalogue codes, so a validation failure maps to
 * `{ message: CODE }` with no translation table on the server: a missing field is
 * KEY_MISSING, anything else malformed is KEY_INVALID. A schema that names its own
 * code (INVALID_BANK, INVALID_USER_INFO, ...) wins over these.
 */
z.config({
  customError: (issue) => (issue.input === undefined ? 'KEY_MISSING' : 'KEY_INVALID'),
});
