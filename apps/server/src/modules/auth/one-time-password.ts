import { randomInt } from 'node:crypto';

/** No 0/O, 1/l/I: read aloud or copied from a screen without mistakes. */
const ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random password shown once to an operator (14 characters, ~80 bits). */
export function oneTimePassword(length = 14): string {
  return Array.from({ length }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}
