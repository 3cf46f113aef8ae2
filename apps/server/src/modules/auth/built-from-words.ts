import { isCommonPassword, LOOK_ALIKES } from './common-passwords.ts';
import { LOCAL_WORDS } from './local-words.ts';

/**
 * Is a password built from words a guesser knows (issue 37's second review, ADR 0025)? The
 * words are the account's own (the member's name and bank account name, phone and bank
 * account number, the site's name) and common Thai and Lao ones. Each known word is taken out
 * (also written with look-alikes: `S0mchai`); the password is built from them when what is
 * left is a common password, or fewer than four letters beside a simple number
 * (`Somchai1234`, `Sawasdee123`). The same rule, with no word taken out, refuses the
 * keyboard patterns `12345678Aa` and `Aa112233`.
 */
export type BuiltFrom = 'personal' | 'predictable';

/** Titles in front of a name (and a company's suffix): not the name itself. */
const NOT_A_NAME = new Set(['mrs', 'miss', 'ltd', 'นาย', 'นาง', 'นางสาว', 'ທ້າວ', 'ນາງ']);
/** Fewer letters than this left beside a simple number: built from what was taken out. */
const LETTERS_OF_ITS_OWN = 4;

/** The words of names as a member would type them: lower case, three letters or more. */
function nameWords(names: readonly string[]): string[] {
  return names
    .flatMap((name) =>
      name
        .normalize('NFKC')
        .toLowerCase()
        .split(/[^\p{L}\p{M}]+/u),
    )
    .filter((word) => [...word].length >= 3 && !NOT_A_NAME.has(word));
}

/** Words by their first two characters: a password is walked once, not once per word. */
type WordIndex = Map<number, string[]>;

const keyAt = (text: string, at: number) => text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);

function indexOf(words: readonly string[]): WordIndex {
  const index: WordIndex = new Map();
  for (const word of words) {
    const key = keyAt(word, 0);
    index.set(key, [...(index.get(key) ?? []), word]);
  }
  return index;
}

let localIndex: WordIndex | undefined;

/** Marks in `taken` each place of `text` one of the words covers (overlapping ones too: `rakchan`). */
function take(text: string, index: WordIndex, taken: boolean[]): boolean {
  let any = false;
  for (let at = 0; at + 3 <= text.length; at++) {
    const words = index.get(keyAt(text, at));
    if (!words) continue;
    for (const word of words) {
      if (!text.startsWith(word, at)) continue;
      taken.fill(true, at, at + word.length);
      any = true;
    }
  }
  return any;
}

/** Readings of the password with its look-alikes as letters, the same length (one character each). */
function readings(lower: string): string[] {
  const plain = lower.replace(/[0@43$57]/g, (c) => LOOK_ALIKES[c]!);
  return [...new Set([lower, plain.replaceAll('1', 'i'), plain.replaceAll('1', 'l')])];
}

/**
 * A number a guesser tries first: four digits or fewer (a year, a PIN), one digit repeated, a
 * run up or down (`12345678`, `9876`), a short group repeated (`121212`, `123123`), digits in
 * pairs (`112233`), or a date (`250840`, `19840825`).
 */
export function isSimpleNumber(digits: string): boolean {
  if (digits.length <= 4) return true;
  const steps = [...digits].slice(1).map((d, i) => (Number(d) - Number(digits[i]) + 10) % 10);
  if (steps.every((step) => step === steps[0] && (step === 0 || step === 1 || step === 9))) return true;
  if (/^(\d{1,3})\1+$/.test(digits)) return true;
  if (digits.length % 2 === 0 && /^(?:(\d)\1)+$/.test(digits))
    return isSimpleNumber(digits.replace(/(\d)\1/g, '$1'));
  return isDate(digits);
}

function isDate(digits: string): boolean {
  const day = (d: string) => Number(d) >= 1 && Number(d) <= 31;
  const month = (m: string) => Number(m) >= 1 && Number(m) <= 12;
  const year = (y: string) => /^(19|20|25)\d\d$/.test(y); // 25xx: the Thai Buddhist era
  if (digits.length === 6) return day(digits.slice(0, 2)) && month(digits.slice(2, 4));
  if (digits.length !== 8) return false;
  return (
    (day(digits.slice(0, 2)) && month(digits.slice(2, 4)) && year(digits.slice(4))) ||
    (year(digits.slice(0, 4)) && month(digits.slice(4, 6)) && day(digits.slice(6)))
  );
}

export interface KnownWords {
  /** Names: the member's name and bank account name, the site's name. */
  names?: readonly string[];
  /** Numbers: the phone, the bank account number. */
  numbers?: readonly string[];
}

export function builtFromKnownWords(password: string, known: KnownWords): BuiltFrom | undefined {
  const lower = password.normalize('NFKC').toLowerCase();
  const taken = Array<boolean>(lower.length).fill(false);
  localIndex ??= indexOf(LOCAL_WORDS);
  const personal = indexOf([
    ...nameWords(known.names ?? []),
    ...(known.numbers ?? [])
      .map((number) => number.replace(/\D/g, ''))
      .filter((digits) => digits.length >= 4),
  ]);
  let personalTaken = false;
  let localTaken = false;
  for (const reading of readings(lower)) {
    if (take(reading, personal, taken)) personalTaken = true;
    if (take(reading, localIndex, taken)) localTaken = true;
  }
  let left = '';
  for (let i = 0; i < lower.length; i++) if (!taken[i]) left += lower[i];
  const letters = left.replace(/[^\p{L}\p{M}]/gu, '');
  const digits = left.replace(/\D/g, '');
  const anyTaken = personalTaken || localTaken;
  const weak =
    (anyTaken && left.trim() !== '' && isCommonPassword(left)) ||
    ([...letters].length < LETTERS_OF_ITS_OWN && (anyTaken || digits !== '') && isSimpleNumber(digits));
  if (!weak) return undefined;
  return personalTaken ? 'personal' : 'predictable';
}
