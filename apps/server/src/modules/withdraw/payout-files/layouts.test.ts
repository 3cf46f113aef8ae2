import { describe, expect, it } from 'vitest';
import type { PayoutFileBatch } from './layout.ts';
import { payoutFileBytes } from './payout-batches.ts';

// A fixed batch: the file's bytes are a function of it alone (ADR 0173).
const batch = (serviceCode: string, secondBank: { code: string; accountNo: string }): PayoutFileBatch => ({
  id: 7,
  createdAt: new Date('2026-11-29T03:04:05Z'), // 10:04:05 on 29 Nov 2026 in Bangkok
  header: { companyId: 'WALLET01', debitAccount: '1234567890', senderName: 'SITE CO', serviceCode },
  lines: [
    {
      reference: 'WD2345ABCDEFGHJKLM',
      amount: 150_050,
      bankCode: 'KBANK',
      bankAccountNo: '0123456789',
      bankAccountName: 'สมชาย ใจดี',
    },
    {
      reference: 'WDZZZZZZZZZZZZZZZZ',
      amount: 20_000_000,
      bankCode: secondBank.code,
      bankAccountNo: secondBank.accountNo,
      bankAccountName: 'JOHN SMITH',
    },
  ],
});

const sp = (n: number) => ' '.repeat(n);
/** The Thai name's TIS-620 bytes, written out: ส ม ช า ย, space, ใ จ ด ี. */
const SOMCHAI_TIS620 = Buffer.from([0xca, 0xc1, 0xaa, 0xd2, 0xc2, 0x20, 0xe3, 0xa8, 0xb4, 0xd5]);
const bytesOf = (records: (string | Buffer)[][]) =>
  Buffer.concat(
    records.flatMap((fields) => [
      ...fields.map((f) => (typeof f === 'string' ? Buffer.from(f, 'latin1') : f)),
      Buffer.from('\r\n'),
    ]),
  );

describe('bulk payment file layouts', () => {
  it('writes the KTB direct credit file byte for byte', () => {
    const expected = bytesOf([
      // header: file type, record type, batch, KTB, count, total satang (19), ddmmyyyy, C, receiver no, company id (16), user id (20), filler (407)
      [
        '10',
        '1',
        '000007',
        '006',
        '0000002',
        '0000000000020150050',
        '29112026',
        'C',
        '00000000',
        'WALLET01' + sp(8),
        sp(20),
        sp(407),
      ],
      [
        '10',
        '2',
        '000007',
        '004',
        '0012',
        '00123456789', // to: KBANK, branch 012, account (11)
        '006',
        '0123',
        '01234567890', // from: KTB, branch 123, account (11)
        '29112026',
        '04',
        '00',
        '00000000000150050', // date, service type, clearing house, amount satang (17)
        sp(8),
        '0000000000',
        Buffer.concat([SOMCHAI_TIS620, Buffer.from(sp(90))]),
        'SITE CO' + sp(93),
        sp(40),
        sp(18),
        sp(2),
        'WD2345ABCDEFGHJKLM',
        sp(2),
        sp(20),
        '000001',
        '09',
        sp(40),
        sp(20),
        '0000',
        sp(34),
      ],
      [
        '10',
        '2',
        '000007',
        '002',
        '0987',
        '09876543210',
        '006',
        '0123',
        '01234567890',
        '29112026',
        '04',
        '00',
        '00000000020000000',
        sp(8),
        '0000000000',
        'JOHN SMITH' + sp(90),
        'SITE CO' + sp(93),
        sp(40),
        sp(18),
        sp(2),
        'WDZZZZZZZZZZZZZZZZ',
        sp(2),
        sp(20),
        '000002',
        '09',
        sp(40),
        sp(20),
        '0000',
        sp(34),
      ],
    ]);
    const file = payoutFileBytes('ktb', batch('04', { code: 'BBL', accountNo: '9876543210' }));
    expect(file.toString('latin1')).toBe(expected.toString('latin1')); // latin1: one character per byte
    // Every record is KTB's 498 bytes.
    expect(
      file
        .toString('latin1')
        .split('\r\n')
        .slice(0, -1)
        .map((record) => record.length),
    ).toEqual([498, 498, 498]);
  });

  it('writes the SCB Business Net file byte for byte', () => {
    const credit = (
      seq: string,
      account: string,
      amount: string,
      bank: string,
      bankName: string,
      branch: string,
      ref: string,
    ) => [
      '003',
      seq,
      account.padEnd(25),
      amount,
      'THB',
      '00000001',
      'N',
      'N',
      'N',
      sp(1),
      sp(4),
      '00',
      sp(14),
      '000000',
      '00',
      '0'.repeat(16),
      '000000',
      '0'.repeat(16),
      '0',
      sp(40),
      sp(8),
      bank,
      bankName.padEnd(35),
      branch,
      branch.padEnd(35),
      sp(1),
      sp(1),
      ref.padEnd(20),
      sp(1),
      sp(3),
      sp(2),
      sp(50),
      sp(18),
      sp(2),
    ];
    const payee = (seq: string, name: string | Buffer) => [
      '004',
      '00000001',
      seq,
      sp(15),
      name,
      sp(210),
      sp(10),
      sp(70),
      sp(10),
      sp(10),
      sp(64),
      sp(100),
      sp(70),
      sp(70),
      sp(70),
    ];
    const expected = bytesOf([
      [
        '001',
        'WALLET01' + sp(4),
        'PAYOUT00000007' + sp(18),
        '20261129',
        '100405',
        'BCM',
        'PAYOUT00000007' + sp(18),
      ],
      [
        '002',
        'DCP',
        '20261129',
        '1234567890' + sp(15),
        '04',
        '0123',
        'THB',
        '0000000201500500',
        '00000001',
        '000002',
        '1234567890' + sp(5),
        sp(9),
        sp(1),
        '04',
        '0123',
      ],
      credit('000001', '0123456789', '0000000001500500', '004', 'KASIKORNBANK', '0012', 'WD2345ABCDEFGHJKLM'),
      payee('000001', Buffer.concat([SOMCHAI_TIS620, Buffer.from(sp(90))])),
      // A 12-digit GSB account fits SCB's 25-character field; its branch is not in the number.
      credit(
        '000002',
        '020012345678',
        '0000000200000000',
        '030',
        'GOVERNMENT SAVINGS BANK',
        '0000',
        'WDZZZZZZZZZZZZZZZZ',
      ),
      payee('000002', 'JOHN SMITH' + sp(90)),
      ['999', '000001', '000002', '0000000201500500'],
    ]);
    const file = payoutFileBytes('scb', batch('DCP', { code: 'GSB', accountNo: '020012345678' }));
    expect(file.toString('latin1')).toBe(expected.toString('latin1')); // latin1: one character per byte
  });

  it('writes a character TIS-620 has no byte for as ? and keeps the field widths', () => {
    const lao = batch('04', { code: 'BBL', accountNo: '9876543210' });
    lao.lines[1]!.bankAccountName = 'ສົມພອນ';
    const records = payoutFileBytes('ktb', lao).toString('latin1').split('\r\n');
    expect(records[2]).toHaveLength(498);
    expect(records[2]!.slice(92, 98)).toBe('??????');
  });
});
