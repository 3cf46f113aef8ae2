import { afterAll, describe, expect, it } from 'vitest';
import {
  KBANK_ACCOUNT,
  KBANK_XLSX_ROWS,
  MIB,
  WORKBOOK,
  entry,
  sheet,
  spaces,
  xlsxBomb,
  xlsxOf,
  zip,
} from './fixtures.ts';
import { readStatement } from './read-statement.ts';
import { STATEMENT_MAX_BYTES, XLSX_MAX_SHARED_STRINGS } from './statement-limits.ts';
import { StatementReader } from './statement-reader.ts';
import { WORKER_MS } from '../../../../test/budgets.ts';

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
    expect(await read(bomb(4096))).toEqual({ ok: false, code: 'STATEMENT_TOO_LARGE' });
    // Stopped within the first block: no gigabyte was made (a clock would judge the machine's load).
    expect(process.memoryUsage().rss - heapBefore).toBeLessThan(200 * MIB);
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

// A worker's first task loads its modules first: slow on a loaded machine, within its budget.
describe('the statement worker pool', { timeout: 2 * WORKER_MS }, () => {
  const readers: StatementReader[] = [];
  afterAll(() => Promise.all(readers.map((reader) => reader.close())));

  it('refuses the bomb in the worker, then reads the next file (the worker and the server go on)', async () => {
    const reader = new StatementReader(1);
    readers.push(reader);
    const task = (data: Buffer) => reader.read({ data, account: KBANK_ACCOUNT });
    expect(await task(xlsxBomb())).toEqual({ ok: false, code: 'STATEMENT_TOO_LARGE' });
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
    // would end the process), and the task, never begun, meets its wait.
    const reader = new StatementReader(1, {
      resourceLimits: { maxOldGenerationSizeMb: 4 },
      deadlineMs: 3000,
      waitMs: 3000,
    });
    readers.push(reader);
    expect(await reader.read({ data: await xlsxOf(KBANK_XLSX_ROWS), account: KBANK_ACCOUNT })).toEqual({
      ok: false,
      code: 'STATEMENT_TOO_LARGE',
    });
  });
});
