/**
 * Notification fixtures, one per shape each bank sends (Thai and English; Lao and English for
 * BCEL), written for these tests after the formats SMS-checker and forwarder projects publish
 * (issue 23); BCEL's after bcel.ts's shapes, as nothing of BCEL's is published (ADR 0180). Received on
 * 2026-11-26 at 14:31 Bangkok time unless a fixture says otherwise.
 */
export const RECEIVED = new Date('2026-11-26T07:31:00Z');
const AT_1430 = '2026-11-26T07:30:00.000Z';

export interface CreditFixture {
  name: string;
  from: string;
  text: string;
  receivedAt?: Date;
  credit: {
    bankCode: string;
    account: string;
    amount: number;
    bankTime: string;
    reference?: string | null;
    sender: { bankCode: string | null; account: string | null; name: string | null };
  };
}

const NO_SENDER = { bankCode: null, account: null, name: null };

export const CREDITS: CreditFixture[] = [
  {
    name: 'KBANK th, money in with no sender',
    from: 'KBANK',
    text: '26/11/69 14:30 บชX123456X เงินเข้า 500.37บ คงเหลือ 12,845.67บ',
    credit: { bankCode: 'KBANK', account: 'X123456X', amount: 50037, bankTime: AT_1430, sender: NO_SENDER },
  },
  {
    name: 'KBANK th, transfer in from a masked account',
    from: 'KBank',
    text: '26/11/69 14:30 บช X-1234 รับโอนจาก X-5678 1,500.00 คงเหลือ 14,345.67 บ.',
    credit: {
      bankCode: 'KBANK',
      account: 'X-1234',
      amount: 150000,
      bankTime: AT_1430,
      sender: { bankCode: null, account: 'X-5678', name: null },
    },
  },
  {
    name: 'KBANK en, transfer deposit',
    from: 'KBANK',
    text: '26/11/26 14:30 A/C X123456X Transfer Deposit 500.37 Outstanding Balance 12,845.67 Baht',
    credit: { bankCode: 'KBANK', account: 'X123456X', amount: 50037, bankTime: AT_1430, sender: NO_SENDER },
  },
  {
    name: 'KBANK en, K PLUS notification with the sender account',
    from: 'com.kasikorn.retail.mbanking.wap',
    text: '26/11/26 14:30 A/C X123456X Received from X654321X 20 Outstanding Balance 12,365.30 Baht',
    credit: {
      bankCode: 'KBANK',
      account: 'X123456X',
      amount: 2000,
      bankTime: AT_1430,
      sender: { bankCode: null, account: 'X654321X', name: null },
    },
  },
  {
    name: 'SCB th, transfer from another bank (no year: the year of receipt)',
    from: 'SCB',
    text: '26/11@14:30 500.37 จากKBANK/x654321เข้าx123456 ใช้ได้12,845.67บ',
    credit: {
      bankCode: 'SCB',
      account: 'x123456',
      amount: 50037,
      bankTime: AT_1430,
      sender: { bankCode: 'KBANK', account: 'x654321', name: null },
    },
  },
  {
    name: 'SCB th, money in',
    from: 'SCBeasy',
    text: 'เงินเข้า 999.99บ บ/ชx123456 26/11@14:30 ใช้ได้13,345.66บ',
    credit: { bankCode: 'SCB', account: 'x123456', amount: 99999, bankTime: AT_1430, sender: NO_SENDER },
  },
  {
    name: 'SCB en, transfer in',
    from: 'SCB',
    text: 'Transfer in 2,500.50 THB from KTB/x111222 to x123456 on 26/11@14:30 Avail. bal 15,346.17 THB',
    credit: {
      bankCode: 'SCB',
      account: 'x123456',
      amount: 250050,
      bankTime: AT_1430,
      sender: { bankCode: 'KTB', account: 'x111222', name: null },
    },
  },
  {
    name: 'SCB en, message of 31 December read on 1 January belongs to last year',
    from: 'SCB',
    text: 'Deposit 100.00 THB to a/c x123456 on 31/12@23:59 Avail. bal 100.00 THB',
    receivedAt: new Date('2027-01-01T00:10:00+07:00'),
    credit: {
      bankCode: 'SCB',
      account: 'x123456',
      amount: 10000,
      bankTime: '2026-12-31T16:59:00.000Z',
      sender: NO_SENDER,
    },
  },
  {
    name: 'KTB th, SMS alert',
    from: 'KTB',
    text: 'บช X12345X: เงินเข้า 500.37 บ. วันที่ 26/11/69 14:30 คงเหลือ 12,845.67 บ.',
    credit: { bankCode: 'KTB', account: 'X12345X', amount: 50037, bankTime: AT_1430, sender: NO_SENDER },
  },
  {
    name: 'KTB th, Krungthai NEXT with the sender name, over two lines',
    from: 'Krungthai',
    text: 'เงินเข้าบัญชี X12345X\nจำนวน 700.00 บาท จาก นาย สมชาย ใจดี 26/11/69 14:30',
    credit: {
      bankCode: 'KTB',
      account: 'X12345X',
      amount: 70000,
      bankTime: AT_1430,
      sender: { bankCode: null, account: null, name: 'นาย สมชาย ใจดี' },
    },
  },
  {
    name: 'KTB en, SMS alert',
    from: 'KTB-BANK',
    text: 'Acct X12345X: Deposit 500.37 THB 26/11/26 14:30 Bal 12,845.67 THB',
    credit: { bankCode: 'KTB', account: 'X12345X', amount: 50037, bankTime: AT_1430, sender: NO_SENDER },
  },
  {
    name: 'BBL th, transfer in',
    from: 'BBL',
    text: 'เงินโอนเข้า บ/ช X1234 จำนวน 500.37 บาท 26/11/69 14:30 คงเหลือ 12,845.67 บาท',
    credit: { bankCode: 'BBL', account: 'X1234', amount: 50037, bankTime: AT_1430, sender: NO_SENDER },
  },
  {
    name: 'BBL th, Bualuang notification naming the sender',
    from: 'Bualuang mBanking',
    text: 'เงินโอนเข้า 300.00 บาท จาก SCB X9876 นาย สมชาย ใ เข้าบ/ช X1234 26/11/69 14:30',
    credit: {
      bankCode: 'BBL',
      account: 'X1234',
      amount: 30000,
      bankTime: AT_1430,
      sender: { bankCode: 'SCB', account: 'X9876', name: 'นาย สมชาย ใ' },
    },
  },
  {
    name: 'BBL en, funds transfer in',
    from: 'Bangkok Bank',
    text: 'Funds transfer in to A/C X1234 THB 500.37 on 26/11/26 14:30 Avail bal THB 12,845.67',
    credit: { bankCode: 'BBL', account: 'X1234', amount: 50037, bankTime: AT_1430, sender: NO_SENDER },
  },
  {
    name: 'TTB th, money in with sender bank, account and name',
    from: 'ttbbank',
    text: 'ttb: เงินเข้าบัญชี xx1234 500.37 บาท จาก SCB xx5678 นาย สมชาย ใจดี 26/11/69 14:30',
    credit: {
      bankCode: 'TMB',
      account: 'xx1234',
      amount: 50037,
      bankTime: AT_1430,
      sender: { bankCode: 'SCB', account: 'xx5678', name: 'นาย สมชาย ใจดี' },
    },
  },
  {
    name: 'TTB en, forwarded without a sender id (read by its prefix)',
    from: '',
    text: 'ttb: Money in to a/c xx1234 THB 500.37 from KBANK xx5678 SOMCHAI J 26/11/26 14:30',
    credit: {
      bankCode: 'TMB',
      account: 'xx1234',
      amount: 50037,
      bankTime: AT_1430,
      sender: { bankCode: 'KBANK', account: 'xx5678', name: 'SOMCHAI J' },
    },
  },
  {
    name: 'BAY th, full-length masked accounts',
    from: 'Krungsri',
    text: 'Krungsri: เงินโอนเข้า 500.37 บ. เข้าบ/ช XXX-X-X1234-X จาก KBANK XXX-X-X5678-X 26/11/69 14:30',
    credit: {
      bankCode: 'BAY',
      account: 'XXX-X-X1234-X',
      amount: 50037,
      bankTime: AT_1430,
      sender: { bankCode: 'KBANK', account: 'XXX-X-X5678-X', name: null },
    },
  },
  {
    name: 'BAY en, KMA without the sender',
    from: 'KMA',
    text: 'KMA: Transfer in THB 1,000 to A/C XXX-X-X1234-X 26/11/26 14:30',
    credit: {
      bankCode: 'BAY',
      account: 'XXX-X-X1234-X',
      amount: 100000,
      bankTime: AT_1430,
      sender: NO_SENDER,
    },
  },
  {
    name: 'GSB th, MyMo',
    from: 'MyMo',
    text: 'MyMo: รับโอน 500.37 บาท เข้าบัญชี XXXXXXXX1234 จาก นายสมชาย ใจดี 26/11/69 14:30',
    credit: {
      bankCode: 'GSB',
      account: 'XXXXXXXX1234',
      amount: 50037,
      bankTime: AT_1430,
      sender: { bankCode: null, account: null, name: 'นายสมชาย ใจดี' },
    },
  },
  {
    name: 'GSB en, four-digit common-era year',
    from: 'GSB',
    text: 'GSB: Received THB 500.37 to a/c xxxxxxxx1234 from SOMCHAI JAIDEE 26/11/2026 14:30',
    credit: {
      bankCode: 'GSB',
      account: 'xxxxxxxx1234',
      amount: 50037,
      bankTime: AT_1430,
      sender: { bankCode: null, account: null, name: 'SOMCHAI JAIDEE' },
    },
  },
  // BCEL (ADR 0180): no published sample exists; the shapes of bcel.ts, amounts in kip.
  {
    name: 'BCEL la, SMS money in with the sender (kip in Lao)',
    from: 'BCEL',
    text: '26/11/2026 14:30 ບັນຊີ 0101XXXXXXXX6789 ເງິນເຂົ້າ 100,000 ກີບ ຈາກ 1601XXXXXXX1234 SOMPHONE KEOMANY ຍອດເຫຼືອ 1,250,000 ກີບ',
    credit: {
      bankCode: 'BCEL',
      account: '0101XXXXXXXX6789',
      amount: 10_000_000,
      bankTime: AT_1430,
      sender: { bankCode: null, account: '1601XXXXXXX1234', name: 'SOMPHONE KEOMANY' },
    },
  },
  {
    name: 'BCEL la, SMS money in with no sender (LAK), forwarded without its sender id',
    from: '',
    text: 'BCEL: 26/11/2026 14:30 ບັນຊີ 0101XXXXXXXX6789 ເງິນເຂົ້າ 65,000 LAK ຍອດເຫຼືອ 1,315,000 LAK',
    credit: {
      bankCode: 'BCEL',
      account: '0101XXXXXXXX6789',
      amount: 6_500_000,
      bankTime: AT_1430,
      sender: NO_SENDER,
    },
  },
  {
    name: 'BCEL la, BCEL One notification with a Lao-script name and the reference',
    from: 'BCEL One',
    text: 'BCEL One: ໄດ້ຮັບເງິນໂອນ 250,000 LAK ເຂົ້າບັນຊີ 0101XXXXXXXX6789 ຈາກ ສົມພອນ ແກ້ວມະນີ ວັນທີ 26/11/2026 14:30 ເລກອ້າງອີງ 202611261430017',
    credit: {
      bankCode: 'BCEL',
      account: '0101XXXXXXXX6789',
      amount: 25_000_000,
      bankTime: AT_1430,
      reference: '202611261430017',
      sender: { bankCode: null, account: null, name: 'ສົມພອນ ແກ້ວມະນີ' },
    },
  },
  {
    name: 'BCEL en, SMS credit with the sender',
    from: 'BCEL',
    text: '26/11/2026 14:30 A/C 0101XXXXXXXX6789 Credit 100,000 LAK from 1601XXXXXXX1234 SOMPHONE KEOMANY Bal 1,250,000 LAK',
    credit: {
      bankCode: 'BCEL',
      account: '0101XXXXXXXX6789',
      amount: 10_000_000,
      bankTime: AT_1430,
      sender: { bankCode: null, account: '1601XXXXXXX1234', name: 'SOMPHONE KEOMANY' },
    },
  },
  {
    name: 'BCEL en, BCEL One notification (kip written with decimals of zero)',
    from: 'com.bcel.bcelone',
    text: 'BCEL One: You received 1,000,000.00 LAK to your account 0101XXXXXXXX6789 from SOMPHONE KEOMANY on 26/11/2026 14:30. Ref: 202611261430018',
    credit: {
      bankCode: 'BCEL',
      account: '0101XXXXXXXX6789',
      amount: 100_000_000,
      bankTime: AT_1430,
      reference: '202611261430018',
      sender: { bankCode: null, account: null, name: 'SOMPHONE KEOMANY' },
    },
  },
];
