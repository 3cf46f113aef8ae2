/**
 * Notification fixtures that credit nothing: debits, texts a parser must leave unparsed, and
 * messages that are no transfer at all (the credits are in fixtures.ts), received at the same time.
 */
/** Money out: recognised and ignored. */
export const DEBITS: { name: string; from: string; text: string; bankCode: string }[] = [
  {
    name: 'KBANK th',
    from: 'KBANK',
    text: '26/11/69 15:02 บชX123456X เงินออก 200.00บ คงเหลือ 12,645.67บ',
    bankCode: 'KBANK',
  },
  {
    name: 'KBANK en',
    from: 'KBANK',
    text: '26/11/26 15:02 A/C X123456X Withdrawal 200.00 Outstanding Balance 12,645.67 Baht',
    bankCode: 'KBANK',
  },
  {
    name: 'SCB th',
    from: 'SCB',
    text: '26/11@15:02 200.00 โอนไปKTB/x111222 ใช้ได้12,645.67บ',
    bankCode: 'SCB',
  },
  {
    name: 'SCB en',
    from: 'SCB',
    text: 'Withdrawal 200.00 THB from a/c x123456 on 26/11@15:02 Avail. bal 12,645.67 THB',
    bankCode: 'SCB',
  },
  {
    name: 'KTB th',
    from: 'KTB',
    text: 'บช X12345X: เงินออก 200.00 บ. วันที่ 26/11/69 15:02 คงเหลือ 12,645.67 บ.',
    bankCode: 'KTB',
  },
  {
    name: 'KTB en',
    from: 'KTB',
    text: 'Acct X12345X: Withdrawal 200.00 THB 26/11/26 15:02 Bal 12,645.67 THB',
    bankCode: 'KTB',
  },
  {
    name: 'BBL th',
    from: 'BBL',
    text: 'เงินโอนออก บ/ช X1234 จำนวน 200.00 บาท 26/11/69 15:02 คงเหลือ 12,645.67 บาท',
    bankCode: 'BBL',
  },
  {
    name: 'BBL en',
    from: 'BBL',
    text: 'Funds transfer out from A/C X1234 THB 200.00 on 26/11/26 15:02',
    bankCode: 'BBL',
  },
  {
    name: 'TTB th',
    from: 'TTB',
    text: 'ttb: เงินออกจากบัญชี xx1234 200.00 บาท 26/11/69 15:02',
    bankCode: 'TMB',
  },
  {
    name: 'TTB en',
    from: 'TTB',
    text: 'ttb: Money out from a/c xx1234 THB 200.00 to SCB xx5678 26/11/26 15:02',
    bankCode: 'TMB',
  },
  {
    name: 'BAY th',
    from: 'Krungsri',
    text: 'Krungsri: เงินโอนออก 200.00 บ. จากบ/ช XXX-X-X1234-X 26/11/69 15:02',
    bankCode: 'BAY',
  },
  {
    name: 'BAY en',
    from: 'KMA',
    text: 'KMA: Transfer out THB 200.00 from A/C XXX-X-X1234-X 26/11/26 15:02',
    bankCode: 'BAY',
  },
  {
    name: 'GSB th',
    from: 'MyMo',
    text: 'MyMo: โอนเงิน 200.00 บาท จากบัญชี XXXXXXXX1234 ไปยัง นายรับ 26/11/69 15:02',
    bankCode: 'GSB',
  },
  {
    name: 'GSB en',
    from: 'GSB',
    text: 'GSB: Transferred THB 200.00 from a/c xxxxxxxx1234 26/11/2026 15:02',
    bankCode: 'GSB',
  },
  {
    name: 'BCEL la, SMS money out',
    from: 'BCEL',
    text: '26/11/2026 15:02 ບັນຊີ 0101XXXXXXXX6789 ເງິນອອກ 60,000 ກີບ ຍອດເຫຼືອ 1,190,000 ກີບ',
    bankCode: 'BCEL',
  },
  {
    name: 'BCEL la, BCEL One transfer out',
    from: 'BCEL One',
    text: 'BCEL One: ໂອນເງິນ 60,000 LAK ຈາກບັນຊີ 0101XXXXXXXX6789 ຫາ 1601XXXXXXX1234 ວັນທີ 26/11/2026 15:02',
    bankCode: 'BCEL',
  },
  {
    name: 'BCEL en, SMS debit',
    from: 'BCEL',
    text: '26/11/2026 15:02 A/C 0101XXXXXXXX6789 Debit 60,000 LAK Bal 1,190,000 LAK',
    bankCode: 'BCEL',
  },
  {
    name: 'BCEL en, BCEL One transfer out',
    from: 'BCEL One',
    text: 'BCEL One: You transferred 60,000 LAK from account 0101XXXXXXXX6789 on 26/11/2026 15:02',
    bankCode: 'BCEL',
  },
];

/** Text no shape reads: kept for operators (bankCode: what the sender told, if anything). */
export const UNPARSED: { name: string; from: string; text: string; bankCode: string | null }[] = [
  {
    name: 'a balance message',
    from: 'KBANK',
    text: 'ยอดเงินคงเหลือ บชX123456X 12,845.67 บ. ณ 26/11/69',
    bankCode: 'KBANK',
  },
  {
    name: 'a bank we do not read',
    from: 'UOB',
    text: 'UOB: CR THB 4,200.50 A/C *1234 From SOMCHAI',
    bankCode: null,
  },
  {
    name: 'a credit with an impossible date',
    from: 'KBANK',
    text: '31/02/69 14:30 บชX123456X เงินเข้า 500.00บ คงเหลือ 500.00บ',
    bankCode: 'KBANK',
  },
  {
    name: 'a credit with three decimals',
    from: 'KBANK',
    text: '26/11/69 14:30 บชX123456X เงินเข้า 500.375บ คงเหลือ 500.37บ',
    bankCode: 'KBANK',
  },
  {
    name: 'a zero amount',
    from: 'SCB',
    text: 'เงินเข้า 0.00บ บ/ชx123456 26/11@14:30 ใช้ได้0.00บ',
    bankCode: 'SCB',
  },
  {
    name: 'hostile text',
    from: 'KBANK',
    text: "26/11/69 14:30 บช'; DROP TABLE members; -- เงินเข้า 1e9",
    bankCode: 'KBANK',
  },
  {
    name: 'a BCEL credit in a fraction of a kip (kip has no decimals)',
    from: 'BCEL',
    text: '26/11/2026 14:30 A/C 0101XXXXXXXX6789 Credit 100,000.50 LAK Bal 1,250,000.50 LAK',
    bankCode: 'BCEL',
  },
  {
    name: 'a BCEL balance message',
    from: 'BCEL',
    text: 'ຍອດເງິນຄົງເຫຼືອ ບັນຊີ 0101XXXXXXXX6789 1,250,000 ກີບ',
    bankCode: 'BCEL',
  },
];

export const NOT_TRANSFERS = [
  { from: 'KBANK', text: 'รหัส OTP ของท่านคือ 123456 (Ref: ABCD) ห้ามบอกรหัสนี้แก่ผู้อื่น' },
  { from: 'SCB', text: 'OTP for your transaction is 654321 (Ref. XYZ1). Do not share it.' },
  { from: 'BCEL', text: 'ລະຫັດ OTP ຂອງທ່ານແມ່ນ 123456 ຢ່າບອກລະຫັດນີ້ແກ່ຜູ້ອື່ນ' },
];
