import { onFirstUse } from '../../lib/on-first-use.ts';

/**
 * Is this password one from the common-password list, or a disguise guessers undo first
 * (ADR 0052): other case, digits and symbols before or after it (`Qwerty123!`, `qwerty2024`),
 * look-alike digits and symbols inside it (`P@ssw0rd`)? Each disguise is undone and every
 * result looked up: a few dozen lookups in a set at most, microseconds.
 */

// zxcvbn-ts's list of ~49,000 passwords ranked by how often they appear in breach corpora (MIT,
// shipped in the npm package: no network at run time). Loaded and built on first use, ~20 ms.
const zxcvbnCommon = onFirstUse<typeof import('@zxcvbn-ts/language-common')>('@zxcvbn-ts/language-common');
let common: Set<string> | undefined;

/** The look-alikes of leetspeak; `1` stands for `i` or `l`, so it is tried both ways. */
export const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '@': 'a',
  '4': 'a',
  '3': 'e',
  $: 's',
  '5': 's',
  '7': 't',
};
/** Past this many 1s each is read the same way (2^4 readings at most). */
const ONES_READ_APART = 4;

/** White space and symbols at either end (letters, with their marks, and digits stay). */
const SYMBOLS_AROUND = /^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu;
/** Digits, white space and symbols at either end: what is left is the word they decorate. */
const DECORATION_AROUND = /^[^\p{L}\p{M}]+|[^\p{L}\p{M}]+$/gu;

/** Every reading of the look-alikes: `m1ll10n` is `million`, `1ll1n01s` is `illinois`. */
function withoutLookAlikes(text: string): string[] {
  const plain = text.replace(/[0@43$57]/g, (c) => LOOK_ALIKES[c]!);
  const ones = plain.split('1').length - 1;
  if (ones > ONES_READ_APART) return [plain.replaceAll('1', 'i'), plain.replaceAll('1', 'l')];
  const readings: string[] = [];
  for (let mask = 0; mask < 1 << ones; mask++) {
    let nth = 0;
    readings.push(plain.replace(/1/g, () => ((mask >> nth++) & 1 ? 'l' : 'i')));
  }
  return readings;
}

/** The password and each undoing of its disguises, lower-cased. */
function commonCandidates(password: string): Set<string> {
  // NFKC: full-width `ｐａｓｓｗｏｒｄ` is `password`.
  const lower = password.normalize('NFKC').toLowerCase();
  const candidates = new Set<string>();
  for (const base of [
    lower.trim(),
    lower.replace(SYMBOLS_AROUND, ''),
    lower.replace(DECORATION_AROUND, ''),
  ]) {
    candidates.add(base);
    for (const plain of withoutLookAlikes(base)) {
      candidates.add(plain);
      // `hell0` is `hello` once the 0 is read as an o, not `hell` with a digit after it.
      candidates.add(plain.replace(DECORATION_AROUND, ''));
    }
  }
  candidates.delete('');
  return candidates;
}

export function isCommonPassword(password: string): boolean {
  common ??= new Set(zxcvbnCommon().dictionary['passwords-common']);
  for (const candidate of commonCandidates(password)) if (common.has(candidate)) return true;
  return false;
}
