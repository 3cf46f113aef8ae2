import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import {
  KBANK_ACCOUNT,
  KBANK_CSV_EN,
  KBANK_CSV_TH,
  KBANK_XLSX_ROWS,
  SCB_ACCOUNT,
  SCB_CSV_EN,
  SCB_CSV_TH,
  SCB_XLSX_ROWS,
  xlsxOf,
} from './fixtures.ts';
import { readStatement, type StatementReading } from './read-statement.ts';
import { STATEMENT_MAX_ROWS } from './statement-limits.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
/** TIS-620 / Windows-874: ASCII as is, Thai U+0E01-U+0E5B at 0xA1-0xFB. */
const windows874 = (text: string) =>
  Uint8Array.from([...text], (char) => {
    const code = char.codePointAt(0)!;
    return code >= 0x0e01 && code <= 0x0e5b ? code - 0x0e00 + 0xa0 : code;
  });
const read = (data: Uint8Array | Buffer, account = KBANK_ACCOUNT) =>
  readStatement({ data: new Uint8Array(data), account });

function lines(reading: StatementReading) {
  if (!reading.ok) throw new Error(`refused: ${reading.code}`);
  return reading.lines.map((l) => ({ at: l.bankTime.toISOString(), amount: l.amount, sender: l.sender }));
}

const KBANK_CREDITS = [
  {
    at: '2026-11-25T02:12:00.000Z',
    amount: 150_000,
    sender: { bankCode: 'SCB', account: 'X5678', name: expect.any(String) as string },
  },
  { at: '2026-11-26T07:05:00.000Z', amount: 50_037, sender: { bankCode: null, account: null, name: null } },
];

describe('statement import: KBANK', () => {
  it('reads the Thai CSV export: credits only, Buddhist years, Bangkok time, the sender from the details', async () => {
    const reading = await read(bytes(KBANK_CSV_TH));
    expect(lines(reading)).toEqual(KBANK_CREDITS);
    expect(reading).toMatchObject({ ok: true, bankCode: 'KBANK', otherRows: 2 });
  });

  it('reads the English CSV and the XLSX export of the same statement as the same rows (one natural text)', async () => {
    const th = await read(bytes(KBANK_CSV_TH));
    const en = await read(bytes(KBANK_CSV_EN));
    const xlsx = await read(await xlsxOf(KBANK_XLSX_ROWS));
    expect(lines(en)).toEqual(KBANK_CREDITS);
    expect(lines(xlsx)).toEqual(KBANK_CREDITS);
    const raws = (r: StatementReading) => (r.ok ? r.lines.map((l) => l.raw) : []);
    expect(raws(en)).toEqual(raws(th));
    expect(raws(xlsx)).toEqual(raws(th));
  });

  it('reads a CSV in the Thai Windows code page (older exports)', async () => {
    const reading = await read(windows874(KBANK_CSV_TH));
    expect(lines(reading)).toEqual(KBANK_CREDITS);
  });
});

describe('statement import: SCB', () => {
  it('reads the English CSV: X1 rows are money in, X2 money out', async () => {
    const reading = await read(bytes(SCB_CSV_EN), SCB_ACCOUNT);
    expect(lines(reading)).toEqual([
      {
        at: '2026-11-26T01:01:00.000Z',
        amount: 25_050,
        sender: { bankCode: 'KBANK', account: 'xxx-x-x1234-x', name: 'MR ANAN S' },
      },
      {
        at: '2026-11-26T02:45:00.000Z',
        amount: 200_000,
        sender: { bankCode: 'KTB', account: 'xxx-x-x9876-x', name: 'นางสาว มณี' },
      },
    ]);
  });

  it('reads the Thai CSV and the XLSX', async () => {
    const th = lines(await read(bytes(SCB_CSV_TH), SCB_ACCOUNT));
    const xlsx = lines(await read(await xlsxOf(SCB_XLSX_ROWS), SCB_ACCOUNT));
    expect(th).toEqual(xlsx);
    expect(th).toHaveLength(1);
  });
});

describe('statement import: files refused, with a catalogue code', () => {
  it("another bank's layout than the account's", async () => {
    expect(await read(bytes(SCB_CSV_EN), KBANK_ACCOUNT)).toEqual({
      ok: false,
      code: 'STATEMENT_UNKNOWN_FORMAT',
    });
    expect(await read(bytes(KBANK_CSV_EN), SCB_ACCOUNT)).toEqual({
      ok: false,
      code: 'STATEMENT_UNKNOWN_FORMAT',
    });
  });

  it('no known header: any CSV, an empty file', async () => {
    expect(await read(bytes('a,b,c\n1,2,3\n'))).toEqual({ ok: false, code: 'STATEMENT_UNKNOWN_FORMAT' });
    expect(await read(bytes(''))).toEqual({ ok: false, code: 'STATEMENT_UNKNOWN_FORMAT' });
  });

  it('a formula in a CSV cell or an XLSX cell', async () => {
    const csv = KBANK_CSV_EN.replace('From SCB X5678 MR SOMSAK T', '=HYPERLINK("http://x","y")');
    expect(await read(bytes(csv))).toEqual({ ok: false, code: 'STATEMENT_FORMULA' });
    const plus = KBANK_CSV_EN.replace('K PLUS,From', '+cmd|calc!A1,From');
    expect(await read(bytes(plus))).toEqual({ ok: false, code: 'STATEMENT_FORMULA' });
    const rows = KBANK_XLSX_ROWS.map((row) => [...row]);
    rows[4]![4] = { formula: 'SUM(1,2)', result: 3 } satisfies ExcelJS.CellFormulaValue;
    expect(await read(await xlsxOf(rows))).toEqual({ ok: false, code: 'STATEMENT_FORMULA' });
  });

  it('a money-in row whose date or amount does not read', async () => {
    const date = KBANK_CSV_EN.replace('25/11/2026,09:12:44', '31/02/2026,09:12:44');
    expect(await read(bytes(date))).toEqual({ ok: false, code: 'STATEMENT_INVALID_FILE' });
    const amount = KBANK_CSV_EN.replace('"1,500.00"', '1500.123');
    expect(await read(bytes(amount))).toEqual({ ok: false, code: 'STATEMENT_INVALID_FILE' });
  });

  it('binary that is neither, a broken XLSX, an old .xls', async () => {
    expect(await read(Buffer.from([0, 1, 2, 3, 0, 5]))).toEqual({
      ok: false,
      code: 'STATEMENT_INVALID_FILE',
    });
    const xlsx = await xlsxOf(KBANK_XLSX_ROWS);
    expect(await read(xlsx.subarray(0, xlsx.length / 2))).toEqual({
      ok: false,
      code: 'STATEMENT_INVALID_FILE',
    });
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await read(xls)).toEqual({ ok: false, code: 'STATEMENT_INVALID_FILE' });
  });

  it('more rows than the limit, read as a stream and stopped there', async () => {
    const row = '26/11/2026,09:00,Transfer Deposit,,1.00,1.00,K PLUS,';
    const csv = [KBANK_CSV_EN, ...Array.from({ length: STATEMENT_MAX_ROWS }, () => row)].join('\n');
    expect(await read(bytes(csv))).toEqual({ ok: false, code: 'STATEMENT_TOO_LARGE' });
  });

  it('rows wider than any bank prints', async () => {
    const wide = `${KBANK_CSV_EN}\n${Array.from({ length: 60 }, () => 'x').join(',')}`;
    expect(await read(bytes(wide))).toEqual({ ok: false, code: 'STATEMENT_INVALID_FILE' });
  });
});
