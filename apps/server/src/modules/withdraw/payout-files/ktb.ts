import { bangkokParts, blank, digits, text, THAI_BANK_CODES } from './fixed-width.ts';
import type { PayoutFileBatch, PayoutFileLine } from './layout.ts';

/**
 * Krungthai Corporate Online's direct credit upload (ADR 0173): a header record and one 498-byte
 * detail record per payout, CRLF after each. Field order and widths follow the layout published
 * in OCA's l10n-thailand `l10n_th_bank_payment_export_ktb` (data/bank.export.format.line.csv);
 * KTB's own specification is given to customers, not published.
 */
const KTB = '006';
const FILE_TYPE = '10';

/** The account's branch: the first three of a commercial bank's ten digits, as the portal asks. */
const branchOf = (accountNo: string): string =>
  accountNo.length === 10 ? `0${accountNo.slice(0, 3)}` : '0000';

export function ktbFile(batch: PayoutFileBatch): string {
  const { dd, mm, yyyy } = bangkokParts(batch.createdAt);
  const effective = `${dd}${mm}${yyyy}`;
  const total = batch.lines.reduce((sum, line) => sum + line.amount, 0);
  const header = [
    FILE_TYPE,
    '1',
    digits(batch.id, 6),
    KTB,
    digits(batch.lines.length, 7),
    digits(total, 19),
    effective,
    'C',
    digits(0, 8),
    text(batch.header.companyId, 16),
    blank(20),
    blank(407),
  ].join('');
  const detail = (line: PayoutFileLine, index: number): string =>
    [
      FILE_TYPE,
      '2',
      digits(batch.id, 6),
      THAI_BANK_CODES[line.bankCode] ?? '000',
      text(branchOf(line.bankAccountNo), 4),
      digits(line.bankAccountNo.slice(-11), 11),
      KTB,
      digits(branchOf(batch.header.debitAccount), 4),
      digits(batch.header.debitAccount.slice(-11), 11),
      effective,
      text(batch.header.serviceCode, 2),
      digits(0, 2),
      digits(line.amount, 17),
      blank(8),
      digits(0, 10),
      text(line.bankAccountName, 100),
      text(batch.header.senderName, 100),
      blank(40),
      blank(18),
      blank(2),
      // Ref No. / DDA Ref 2: our withdrawal's reference (18 characters), which the result file echoes.
      text(line.reference, 18),
      blank(2),
      blank(20),
      digits(index + 1, 6),
      digits(9, 2),
      blank(40),
      blank(20),
      digits(0, 4),
      blank(34),
    ].join('');
  return [header, ...batch.lines.map(detail)].map((record) => `${record}\r\n`).join('');
}
