import { bangkokParts, blank, digits, text, THAI_BANK_CODES } from './fixed-width.ts';
import type { PayoutFileBatch, PayoutFileLine } from './layout.ts';

/**
 * SCB Business Net's domestic payment upload (ADR 0173): header 001, one debit 002 for the
 * batch, a credit 003 and a payee 004 per payout, trailer 999; CRLF after each record. Field
 * order and widths follow the layout published in OCA's l10n-thailand
 * `l10n_th_bank_payment_export_scb` (data/bank.export.format.line.csv); SCB's own specification
 * is given to customers, not published. SCB writes amounts with three decimals (satang x 10).
 */
const thousandths = (satang: number): number => satang * 10;

const BANK_NAMES: Readonly<Record<string, string>> = {
  '002': 'BANGKOK BANK',
  '004': 'KASIKORNBANK',
  '006': 'KRUNG THAI BANK',
  '011': 'TMBTHANACHART BANK',
  '014': 'SIAM COMMERCIAL BANK',
  '022': 'CIMB THAI BANK',
  '024': 'UOB',
  '025': 'BANK OF AYUDHYA',
  '030': 'GOVERNMENT SAVINGS BANK',
  '033': 'GOVERNMENT HOUSING BANK',
  '034': 'BAAC',
  '067': 'TISCO BANK',
  '069': 'KIATNAKIN PHATRA BANK',
  '073': 'LAND AND HOUSES BANK',
};

export function scbFile(batch: PayoutFileBatch): string {
  const { yyyy, mm, dd, time } = bangkokParts(batch.createdAt);
  const date = `${yyyy}${mm}${dd}`;
  const name = `PAYOUT${digits(batch.id, 8)}`;
  const debitAccount = batch.header.debitAccount;
  const total = batch.lines.reduce((sum, line) => sum + line.amount, 0);
  const records = [
    ['001', text(batch.header.companyId, 12), text(name, 32), date, time, 'BCM', text(name, 32)],
    [
      '002',
      text(batch.header.serviceCode, 3),
      date,
      text(debitAccount, 25),
      digits(debitAccount.slice(3, 4), 2),
      digits(debitAccount.slice(0, 3), 4),
      'THB',
      digits(thousandths(total), 16),
      digits(1, 8),
      digits(batch.lines.length, 6),
      text(debitAccount, 15),
      blank(9),
      blank(1),
      digits(debitAccount.slice(3, 4), 2),
      digits(debitAccount.slice(0, 3), 4),
    ],
    ...batch.lines.flatMap((line, index) => [credit(line, index), payee(line, index)]),
    ['999', digits(1, 6), digits(batch.lines.length, 6), digits(thousandths(total), 16)],
  ];
  return records.map((fields) => `${fields.join('')}\r\n`).join('');
}

function credit(line: PayoutFileLine, index: number): string[] {
  const bank = THAI_BANK_CODES[line.bankCode] ?? '000';
  const branch = line.bankAccountNo.length === 10 ? `0${line.bankAccountNo.slice(0, 3)}` : '0000';
  return [
    '003',
    digits(index + 1, 6),
    text(line.bankAccountNo, 25),
    digits(thousandths(line.amount), 16),
    'THB',
    digits(1, 8),
    'N', // WHT present
    'N', // invoice details present
    'N', // credit advice required
    blank(1), // delivery mode
    blank(4), // pickup location
    digits(0, 2), // WHT form type
    blank(14),
    digits(0, 6),
    digits(0, 2),
    digits(0, 16),
    digits(0, 6),
    digits(0, 16),
    digits(0, 1), // WHT pay type
    blank(40),
    blank(8),
    bank,
    text(BANK_NAMES[bank] ?? '', 35),
    text(branch, 4),
    text(branch, 35),
    blank(1), // WHT signatory
    blank(1), // beneficiary notification
    // Customer Reference Number: our withdrawal's reference, which the result file echoes.
    text(line.reference, 20),
    blank(1),
    blank(3),
    blank(2),
    blank(50),
    blank(18),
    blank(2),
  ];
}

function payee(line: PayoutFileLine, index: number): string[] {
  return [
    '004',
    digits(1, 8),
    digits(index + 1, 6),
    blank(15),
    text(line.bankAccountName, 100),
    blank(210),
    blank(10),
    blank(70),
    blank(10),
    blank(10),
    blank(64),
    blank(100),
    blank(70),
    blank(70),
    blank(70),
  ];
}
