import { constants, crc32, deflateRawSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { KBANK_ACCOUNT, KBANK_XLSX_ROWS, xlsxOf } from './fixtures.ts';
import { readStatement } from './read-statement.ts';
import { STATEMENT_MAX_BYTES, XLSX_MAX_SHARED_STRINGS } from './statement-limits.ts';
import { StatementReader } from './statement-reader.ts';

/** One zip entry as written: its name, its deflated bytes, and the size its headers declare. */
interface ZipEntry {
  name: string;
  deflated: Buffer;
  declaredSize: number;
  crc: number;
}

const entry = (name: string, text: string): ZipEntry => {
  const content = Buffer.from(text);
  return { name, deflated: deflateRawSync(content), declaredSize: content.length, crc: crc32(content) };
};

/** A zip of the entries as a bank's XLSX would be laid out; `hidden` goes between the first two, unlisted. */
function zip(entries: ZipEntry[], hidden?: ZipEntry): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  const local = (e: ZipEntry) => {
    const name = Buffer.from(e.name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8);
    header.writeUInt32LE(e.crc, 14);
    header.writeUInt32LE(e.deflated.length, 18);
    header.writeUInt32LE(e.declaredSize, 22);
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, name, e.deflated]);
  };
  entries.forEach((e, i) => {
    const name = Buffer.from(e.name);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(e.crc, 16);
    central.writeUInt32LE(e.deflated.length, 20);
    central.writeUInt32LE(e.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(Buffer.concat([central, name]));
    const written = local(e);
    locals.push(written);
    offset += written.length;
    if (i === 0 && hidden) {
      const extra = local(hidden);
      locals.push(extra);
      offset += extra.length;
    }
  });
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const MIB = 1024 * 1024;

/**
 * A deflate stream of `mib` MiB of spaces, made without holding them: one 16 MiB block
 * flushed so that it stands alone, repeated, then an empty final block. About 1 KiB per MiB.
 */
function spaces(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(16 * MIB, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(mib / 16).fill(block), Buffer.from([0x03, 0x00])]);
}

const WORKBOOK = [
  entry(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ),
  entry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
];
const sheet = (dimension: string) =>
  entry(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0"?><worksheet><dimension ref="${dimension}"/><sheetData/></worksheet>`,
  );

const read = (data: Buffer) => readStatement({ data: new Uint8Array(data), account: KBANK_ACCOUNT });

describe('an XLSX is bounded before it is parsed', () => {
  const bombContent = spaces(1024); // 1 GiB inflated
  const bomb = (declaredSize: number) =>
    zip([...WORKBOOK, { name: 'xl/worksheets/sheet1.xml', deflated: bombContent, declaredSize, crc: 0 }]);

  it('a zip of about a megabyte that inflates to a gigabyte, its size declared: refused at once', async () => {
    const file = bomb(1024 * MIB);
    expect(file.length).toBeLessThan(STATEMENT_MAX_BYTES);
    expect(await read(file)).toEqual({ ok: false, code: 'STATEMENT_TOO_LARGE' });
  });

  it('the same bomb lying about its size: the inflating stops at the declared size', async () => {
    const heapBefore = process.memoryUsage().rss;
    const started = performance.now();
    expect(await read(bomb(4096))).toEqual({ ok: false, code: 'STATEMENT_TOO_LARGE' });
    // Stopped within the first block: no gigabyte was made, nor a second of work.
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(200 * MIB);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('too many shared strings, small as they are', async () => {
    const strings = '<si><t>a</t></si>'.repeat(XLSX_MAX_SHARED_STRINGS + 1);
    const file = zip([
      ...WORKBOOK,
      entry('xl/sharedStrings.xml', `<?xml version="1.0"?><sst>${strings}</sst>`),
      sheet('A1:H10'),
    ]);
    expect(await read(file)).toEqual({ ok: false, code: 'STATEMENT_TOO_LARGE' });
  });

  it.each(['A1:H1048576', 'A1:ZZ10'])('a sheet whose dimension is %s is no statement', async (dimension) => {
    expect(await read(zip([...WORKBOOK, sheet(dimension)]))).toEqual({
      ok: false,
      code: 'STATEMENT_TOO_LARGE',
    });
  });

  it('an entry hidden between the listed ones (a streaming parser would meet it) refuses the file', async () => {
    const hidden = { ...entry('xl/worksheets/sheet0.xml', 'x'), deflated: spaces(16), declaredSize: 1 };
    expect(await read(zip([...WORKBOOK, sheet('A1:H10')], hidden))).toEqual({
      ok: false,
      code: 'STATEMENT_INVALID_FILE',
    });
  });

  it("a bank's real export passes the bounds and reads", async () => {
    const reading = await read(await xlsxOf(KBANK_XLSX_ROWS));
    expect(reading.ok).toBe(true);
  });
});

describe('the statement worker pool', () => {
  const readers: StatementReader[] = [];
  afterAll(() => Promise.all(readers.map((reader) => reader.close())));

  it('refuses the bomb in the worker, then reads the next file (the worker and the server go on)', async () => {
    const reader = new StatementReader(1);
    readers.push(reader);
    const task = (data: Buffer) => reader.read({ data, account: KBANK_ACCOUNT });
    const file = zip([
      ...WORKBOOK,
      { name: 'xl/worksheets/sheet1.xml', deflated: spaces(1024), declaredSize: 4096, crc: 0 },
    ]);
    expect(await task(file)).toEqual({ ok: false, code: 'STATEMENT_TOO_LARGE' });
    expect((await task(await xlsxOf(KBANK_XLSX_ROWS))).ok).toBe(true);
  });

  it('a file past its deadline ends its worker and is refused STATEMENT_TOO_LARGE', async () => {
    const reader = new StatementReader(1, { deadlineMs: 1 });
    readers.push(reader);
    expect(await reader.read({ data: await xlsxOf(KBANK_XLSX_ROWS), account: KBANK_ACCOUNT })).toEqual({
      ok: false,
      code: 'STATEMENT_TOO_LARGE',
    });
  });

  it('a worker out of its heap is refused STATEMENT_TOO_LARGE, not a crash', async () => {
    // Too small a heap to even start: the worker dies, the pool's error is heard (unheard, it
    // would end the process), and the task meets its deadline.
    const reader = new StatementReader(1, {
      resourceLimits: { maxOldGenerationSizeMb: 4 },
      deadlineMs: 3000,
    });
    readers.push(reader);
    expect(await reader.read({ data: await xlsxOf(KBANK_XLSX_ROWS), account: KBANK_ACCOUNT })).toEqual({
      ok: false,
      code: 'STATEMENT_TOO_LARGE',
    });
  });
});
