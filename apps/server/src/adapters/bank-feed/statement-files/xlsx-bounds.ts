import { inflateRawSync } from 'node:zlib';
import {
  STATEMENT_HEADER_SEARCH_ROWS,
  STATEMENT_MAX_COLUMNS,
  STATEMENT_MAX_ROWS,
  XLSX_MAX_ENTRIES,
  XLSX_MAX_INFLATED_BYTES,
  XLSX_MAX_SHARED_STRINGS,
  XLSX_MAX_SHARED_STRINGS_BYTES,
  XLSX_MAX_SHEET_BYTES,
} from './statement-limits.ts';

/** Why an XLSX is refused before it is parsed. */
export class XlsxRefused extends Error {
  constructor(readonly why: 'too-large' | 'invalid') {
    super(`xlsx refused: ${why}`);
    this.name = 'XlsxRefused';
  }
}

interface Entry {
  name: string;
  flags: number;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

const u16 = (data: Buffer, at: number) => data.readUInt16LE(at);
const u32 = (data: Buffer, at: number) => data.readUInt32LE(at);
const invalid = (): never => {
  throw new XlsxRefused('invalid');
};
const tooLarge = (): never => {
  throw new XlsxRefused('too-large');
};

/**
 * Checks an XLSX (a zip) before exceljs reads it (issue 37's second review): a file of a few
 * hundred kilobytes can inflate to gigabytes, and a streaming parser only learns that while
 * inflating. Here the zip's directory is read first: a bounded number of entries, stored back to
 * back with nothing hidden between them (what a streaming parser meets is what the directory
 * lists), their declared sizes under the bounds; then each entry is inflated with its declared
 * size as a hard ceiling (a size that lies stops the inflating at once), and the shared strings
 * are counted and the sheets' dimensions read. Throws XlsxRefused; memory stays under
 * XLSX_MAX_INFLATED_BYTES whatever the file.
 */
export function checkXlsxBounds(bytes: Uint8Array): void {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = directory(data);
  let declared = 0;
  for (const entry of entries) {
    declared += entry.size;
    if (isSharedStrings(entry.name) && entry.size > XLSX_MAX_SHARED_STRINGS_BYTES) tooLarge();
    if (isSheet(entry.name) && entry.size > XLSX_MAX_SHEET_BYTES) tooLarge();
  }
  if (declared > XLSX_MAX_INFLATED_BYTES) tooLarge();
  checkBackToBack(data, entries);
  for (const entry of entries) {
    const text = inflated(data, entry);
    if (isSharedStrings(entry.name)) checkSharedStrings(text.toString('utf8'));
    if (isSheet(entry.name)) checkDimension(text.toString('utf8'));
  }
}

const isSharedStrings = (name: string) => /^xl\/sharedStrings\d*\.xml$/i.test(name);
const isSheet = (name: string) => /^xl\/worksheets\/[^/]+\.xml$/i.test(name);

/** The central directory's entries; a zip64, spanned or encrypted file is no bank's export. */
function directory(data: Buffer): Entry[] {
  const end = endOfDirectory(data);
  const count = u16(data, end + 10);
  if (count > XLSX_MAX_ENTRIES) tooLarge();
  if (u16(data, end + 4) !== 0 || u16(data, end + 8) !== count) invalid();
  let at = u32(data, end + 16);
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || u32(data, at) !== 0x02014b50) invalid();
    const nameLength = u16(data, at + 28);
    const entry: Entry = {
      flags: u16(data, at + 8),
      method: u16(data, at + 10),
      compressedSize: u32(data, at + 20),
      size: u32(data, at + 24),
      name: data.toString('utf8', at + 46, at + 46 + nameLength),
      localOffset: u32(data, at + 42),
    };
    if (entry.flags & 1 || (entry.method !== 0 && entry.method !== 8)) invalid();
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) invalid();
    entries.push(entry);
    at += 46 + nameLength + u16(data, at + 30) + u16(data, at + 32);
  }
  if (at !== end) invalid();
  return entries;
}

/** Where the end-of-central-directory record starts (it ends the file, before a comment). */
function endOfDirectory(data: Buffer): number {
  const last = data.length - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at--) {
    if (u32(data, at) === 0x06054b50 && at + 22 + u16(data, at + 20) === data.length) {
      if (u32(data, at + 16) + u32(data, at + 12) !== at) invalid();
      return at;
    }
  }
  return invalid();
}

/** Where an entry's compressed data starts, after its local header. */
function dataStart(data: Buffer, entry: Entry): number {
  const at = entry.localOffset;
  if (at + 30 > data.length || u32(data, at) !== 0x04034b50) invalid();
  const nameLength = u16(data, at + 26);
  if (data.toString('utf8', at + 30, at + 30 + nameLength) !== entry.name) invalid();
  if (u16(data, at + 8) !== entry.method) invalid();
  return at + 30 + nameLength + u16(data, at + 28);
}

/**
 * The entries fill the file from its start to the directory, one after the other: no entry a
 * streaming parser would meet that the directory does not list.
 */
function checkBackToBack(data: Buffer, entries: Entry[]): void {
  const end = endOfDirectory(data);
  let expected = 0;
  for (const entry of [...entries].sort((a, b) => a.localOffset - b.localOffset)) {
    if (entry.localOffset !== expected) invalid();
    let next = dataStart(data, entry) + entry.compressedSize;
    if (entry.flags & 8) next += next + 4 <= data.length && u32(data, next) === 0x08074b50 ? 16 : 12;
    expected = next;
  }
  if (expected !== u32(data, end + 16)) invalid();
}

/** An entry's content, never more than its declared size: a bomb stops at the ceiling. */
function inflated(data: Buffer, entry: Entry): Buffer {
  const start = dataStart(data, entry);
  const raw = data.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return entry.size === raw.length ? raw : invalid();
  let content: Buffer;
  try {
    content = inflateRawSync(raw, { maxOutputLength: Math.max(entry.size, 1) });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') tooLarge();
    return invalid();
  }
  return content.length === entry.size ? content : invalid();
}

function checkSharedStrings(xml: string): void {
  let count = 0;
  for (const _ of xml.matchAll(/<(?:\w+:)?si[\s>/]/g)) if (++count > XLSX_MAX_SHARED_STRINGS) tooLarge();
}

/** A column's number from its letters: A is 1, Z 26, AA 27. */
const columnNumber = (letters: string) => [...letters].reduce((n, c) => n * 26 + c.charCodeAt(0) - 64, 0);

/** The sheet's declared range (`<dimension ref="A1:H5000"/>`) within a statement's rows and columns. */
function checkDimension(xml: string): void {
  const ref = /<(?:\w+:)?dimension\s+ref="([^"]*)"/.exec(xml.slice(0, 4096))?.[1];
  if (!ref) return; // optional: the row limit of the reading still applies
  const corner = /([A-Z]{1,3})(\d+)$/i.exec(ref);
  if (!corner) return;
  if (columnNumber(corner[1]!.toUpperCase()) > STATEMENT_MAX_COLUMNS) tooLarge();
  if (Number(corner[2]) > STATEMENT_MAX_ROWS + STATEMENT_HEADER_SEARCH_ROWS) tooLarge();
}
