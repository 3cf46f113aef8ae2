/**
 * Fixed-width fields of the Thai banks' bulk payment files (ADR 0173). The portals read the files
 * as TIS-620 (one byte per Thai character), so a field's width in characters is its width in
 * bytes; a name is cut to its field, never allowed to push the next field along.
 */

/** Left-aligned text, cut or padded with spaces to `width` characters. */
export function text(value: string, width: number): string {
  return value.slice(0, width).padEnd(width, ' ');
}

/** Right-aligned digits, padded with zeros; a value longer than the field is a bug, not a cut. */
export function digits(value: string | number, width: number): string {
  const written = String(value);
  if (!/^\d*$/.test(written) || written.length > width) {
    throw new RangeError(`${written} does not fit ${width} digits`);
  }
  return written.padStart(width, '0');
}

/** Blank filler. */
export const blank = (width: number): string => ' '.repeat(width);

/**
 * TIS-620 bytes of a file's text: ASCII as is, Thai (U+0E01-U+0E5B) at 0xA1-0xFB. A character
 * TIS-620 has no byte for (a Lao name) is written '?': the bank's portal could not read it either,
 * and the file keeps its widths.
 */
export function tis620(content: string): Buffer {
  const bytes = Buffer.alloc(content.length);
  for (let i = 0; i < content.length; i += 1) {
    const code = content.charCodeAt(i);
    if (code < 0x80) bytes[i] = code;
    else if (code >= 0x0e01 && code <= 0x0e5b) bytes[i] = code - 0x0e00 + 0xa0;
    else bytes[i] = 0x3f;
  }
  return bytes;
}

/** The Bank of Thailand's three-digit codes of the banks a member may be paid at by a Thai file. */
export const THAI_BANK_CODES: Readonly<Record<string, string>> = {
  BBL: '002',
  KBANK: '004',
  KTB: '006',
  TMB: '011',
  SCB: '014',
  CIMB: '022',
  UOB: '024',
  BAY: '025',
  GSB: '030',
  GHB: '033',
  BAAC: '034',
  TISCO: '067',
  KKP: '069',
  LHB: '073',
};

/** The date and time as Bangkok reads them (the bank's business day), from an instant. */
export function bangkokParts(at: Date): { yyyy: string; mm: string; dd: string; time: string } {
  const local = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return {
    yyyy: local.slice(0, 4),
    mm: local.slice(5, 7),
    dd: local.slice(8, 10),
    time: local.slice(11, 19).replaceAll(':', ''),
  };
}
