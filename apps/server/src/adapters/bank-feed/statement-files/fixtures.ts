import { constants, crc32, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';

/**
 * Statement exports written by us after the layouts the banks' internet banking produces
 * (KBANK K-BIZ "Statement", SCB Business Net "Account Statement"): account lines above the
 * header, money out and money in, a totals line. Our accounts are the seeded ones.
 */
export const KBANK_ACCOUNT = { bankCode: 'KBANK', accountNo: '0481234567' };
export const SCB_ACCOUNT = { bankCode: 'SCB', accountNo: '4051234567' };

/** KBANK, Thai headers, Buddhist-era two-digit years. Two credits, one withdrawal, a totals line. */
export const KBANK_CSV_TH = [
  'ชื่อบัญชี,บจก. ตัวอย่าง วอลเล็ต',
  'เลขที่บัญชี,048-1-23456-7',
  'รอบระหว่างวันที่,01/11/69 - 26/11/69',
  '',
  'วันที่,เวลา,รายการ,ถอนเงิน,ฝากเงิน,ยอดคงเหลือ,ช่องทาง,รายละเอียด',
  '25-11-69,09:12,รับโอนเงิน,,"1,500.00","11,500.00",K PLUS,รับโอนจาก SCB X5678 นาย สมศักดิ์ ท',
  '25-11-69,10:40,โอนเงิน,200.00,,"11,300.00",K PLUS,โอนไป KTB X1111 นาง สมใจ',
  '26-11-69,14:05,รับโอนเงินผ่าน QR,,500.37,"11,800.37",Internet/Mobile,',
  ',,รวม,200.00,"2,000.37",,,',
].join('\r\n');

/** The same two KBANK credits, English export, four-digit common-era years and seconds. */
export const KBANK_CSV_EN = [
  'Account Name,SAMPLE WALLET CO.,LTD.',
  'Account No.,048-1-23456-7',
  '',
  'Date,Time,Description,Withdrawal,Deposit,Outstanding Balance,Channel,Details',
  '25/11/2026,09:12:44,Transfer Deposit,,"1,500.00","11,500.00",K PLUS,From SCB X5678 MR SOMSAK T',
  '25/11/2026,10:40:02,Transfer Withdrawal,200.00,,"11,300.00",K PLUS,To KTB X1111 MRS SOMJAI',
  '26/11/2026,14:05:10,QR Deposit,,500.37,"11,800.37",Internet/Mobile,',
].join('\n');

/** SCB, English headers: X1 money in, X2 money out. */
export const SCB_CSV_EN = [
  'Account Statement',
  'Account Number,405-123456-7',
  'Date,Time,Transaction Code,Channel,Debit,Credit,Balance,Description',
  '26/11/2026,08:01,X1,ENET,,250.50,"5,250.50",From KBANK xxx-x-x1234-x MR ANAN S',
  '26/11/2026,08:30,X2,ATM,100.00,,"5,150.50",ATM withdrawal',
  '26/11/2026,09:45,X1,PMT,,"2,000.00","7,150.50",โอนเงินจาก KTB xxx-x-x9876-x นางสาว มณี',
].join('\n');

/** SCB, Thai headers. */
export const SCB_CSV_TH = [
  'วันที่,เวลา,รหัสรายการ,ช่องทาง,ถอน/โอนออก,ฝาก/โอนเข้า,ยอดเงินคงเหลือ,รายละเอียด',
  '26/11/2569,08:01,X1,ENET,,250.50,"5,250.50",From KBANK xxx-x-x1234-x MR ANAN S',
].join('\n');

/** An XLSX of rows (the first sheet), as the bank's "Export to Excel" writes it: real dates and numbers. */
export async function xlsxOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Statement');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Excel keeps a wall-clock date: the UTC fields are Bangkok's. */
const wall = (y: number, m: number, d: number, h = 0, min = 0) => new Date(Date.UTC(y, m - 1, d, h, min));

/** The KBANK English export as XLSX: the very rows of KBANK_CSV_EN, dates and times as Excel values. */
export const KBANK_XLSX_ROWS: unknown[][] = [
  ['Account Name', 'SAMPLE WALLET CO.,LTD.'],
  ['Account No.', '048-1-23456-7'],
  [],
  ['Date', 'Time', 'Description', 'Withdrawal', 'Deposit', 'Outstanding Balance', 'Channel', 'Details'],
  [
    wall(2026, 11, 25),
    '09:12:44',
    'Transfer Deposit',
    null,
    1500,
    11500,
    'K PLUS',
    'From SCB X5678 MR SOMSAK T',
  ],
  [
    wall(2026, 11, 25),
    '10:40:02',
    'Transfer Withdrawal',
    200,
    null,
    11300,
    'K PLUS',
    'To KTB X1111 MRS SOMJAI',
  ],
  [
    wall(2026, 11, 26),
    wall(1899, 12, 30, 14, 5),
    'QR Deposit',
    null,
    500.37,
    11800.37,
    'Internet/Mobile',
    null,
  ],
];

export const SCB_XLSX_ROWS: unknown[][] = [
  ['Date', 'Time', 'Transaction Code', 'Channel', 'Debit', 'Credit', 'Balance', 'Description'],
  [wall(2026, 11, 26), '08:01', 'X1', 'ENET', null, 250.5, 5250.5, 'From KBANK xxx-x-x1234-x MR ANAN S'],
  [wall(2026, 11, 26), '08:30', 'X2', 'ATM', 100, null, 5150.5, 'ATM withdrawal'],
];

/** One zip entry as written: its name, its deflated bytes, and the size its headers declare. */
export interface ZipEntry {
  name: string;
  deflated: Buffer;
  declaredSize: number;
  crc: number;
}

export const entry = (name: string, text: string): ZipEntry => {
  const content = Buffer.from(text);
  return { name, deflated: deflateRawSync(content), declaredSize: content.length, crc: crc32(content) };
};

/** A zip of the entries as a bank's XLSX would be laid out; `hidden` goes between the first two, unlisted. */
export function zip(entries: ZipEntry[], hidden?: ZipEntry): Buffer {
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

export const MIB = 1024 * 1024;

/**
 * A deflate stream of `mib` MiB of spaces, made without holding them: one 16 MiB block
 * flushed so that it stands alone, repeated, then an empty final block. About 1 KiB per MiB.
 */
export function spaces(mib: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(16 * MIB, 0x20), { finishFlush: constants.Z_FULL_FLUSH });
  return Buffer.concat([...Array<Buffer>(mib / 16).fill(block), Buffer.from([0x03, 0x00])]);
}

export const WORKBOOK = [
  entry(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ),
  entry('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
];
export const sheet = (dimension: string) =>
  entry(
    'xl/worksheets/sheet1.xml',
    `<?xml version="1.0"?><worksheet><dimension ref="${dimension}"/><sheetData/></worksheet>`,
  );

/** A statement-sized XLSX whose sheet inflates to a gigabyte, declaring `declaredSize` bytes. */
export function xlsxBomb(declaredSize = 4096): Buffer {
  return zip([
    ...WORKBOOK,
    { name: 'xl/worksheets/sheet1.xml', deflated: spaces(1024), declaredSize, crc: 0 },
  ]);
}
