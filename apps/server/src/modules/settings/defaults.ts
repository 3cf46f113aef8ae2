import { QR_MINIMUMS, type DepositLookupReply } from '@wallet/contract';
import type { PeriodKind } from '../../lib/bangkok-period.ts';

/** A QR payment channel as the deposit lookup lists it (bankType PAYMENT: the modal draws a QR panel). */
function qrPaymentEntry(channel: 'WW' | 'PAYTIMZ' | 'PAYONEX' | 'FP'): DepositLookupReply['banks'][number] {
  return {
    bankCode: channel,
    bankType: 'PAYMENT',
    mode: 'AUTO',
    bank: { nameTH: 'คิวอาร์พร้อมเพย์', nameEN: 'PromptPay QR', nameLA: 'ຄິວອາ PromptPay' },
    bankAccountName: 'บจก. ลักกี้ วอลเล็ท',
    bankAccountNo: '-',
    currency: 'THB',
  };
}

/**
 * Operator settings and their defaults, written once into the `settings` table on an
 * empty database; operators change them there (the backoffice comes later).
 */
export const settingDefaults = {
  siteActive: true,
  registerOTP: true,
  enableChatWidget: false,
  info: { name: 'Lucky Wallet', website: 'https://wallet.example' },
  contact: {
    contactText: 'ติดต่อทีมงานได้ตลอด 24 ชั่วโมง ผ่าน LINE',
    lineLink: 'https://line.me/R/ti/p/@luckywallet',
    lineName: '@luckywallet',
    lineQR: null as string | null,
  },
  conditions: [
    '<p><strong>เงื่อนไขการใช้งาน</strong></p>',
    '<p>สมาชิกต้องมีอายุ 18 ปีขึ้นไป และใช้บัญชีธนาคารที่เป็นชื่อของตนเองเท่านั้น</p>',
    '<p>การถอนเงินจะโอนเข้าบัญชีธนาคารที่ลงทะเบียนไว้เท่านั้น</p>',
  ],
  agreements: ['<p>ข้าพเจ้ายืนยันว่ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้งานของเว็บไซต์</p>'],
  notice: 'หากรับโบนัส ต้องทำยอดเทิร์นตามเงื่อนไข หากถอนก่อนจะถูกหัก %percentFail%% ของยอดโบนัส',
  withdraw: { withdrawMin: 100, withdrawMax: 50000 },
  /**
   * The invite programme (ADR 0042): the inviter earns `percent` of each invitee's net
   * deposits (deposits minus withdrawals) per settlement `period` (Asia/Bangkok day or week),
   * accrued by a job that looks back `lookbackPeriods` closed periods.
   */
  invite: { active: true, percent: 5, period: 'day' as PeriodKind, lookbackPeriods: 7 },
  /** The invite bonus claim's odds, stated in the claim dialog on home (percent, drawn as weights). */
  inviteClaim: { success: 80, fail: 20 },
  /**
   * Bonuses (ADR 0040; each bonus's own numbers are in the bonuses table): a deposit
   * qualifies for depositWindowMinutes after it arrives; a member takes at most maxPerDay
   * bonuses and promotions per Bangkok day (BONUS_FULL past it).
   */
  bonus: { depositWindowMinutes: 60, maxPerDay: 3 },
  inviteBanners: [
    {
      image: '/banners/invite.svg',
      html: '<p><strong>ชวนเพื่อน รับค่าคอมมิชชั่น 5%</strong> จากยอดฝากสุทธิของเพื่อนทุกวัน</p>',
    },
  ],
  /**
   * Loss refunds (cashback): `percent` of the member's net loss over the last closed `period`,
   * received once per period when it reaches `minimum` baht; adding it to the wallet is a draw with
   * `success` / `fail` percent. `info` is the programme's rules as HTML (sanitised by the web).
   */
  refund: {
    active: true,
    percent: 5,
    period: 'week' as PeriodKind,
    minimum: 10,
    success: 90,
    fail: 10,
    info: '<p><strong>คืนยอดเสีย 5% ทุกสัปดาห์</strong></p><p>คำนวณจากยอดฝากลบยอดถอนและยอดเงินคงเหลือที่เพิ่มขึ้น ตั้งแต่วันจันทร์ถึงวันอาทิตย์ (เวลาประเทศไทย) รับได้ตั้งแต่ 10 บาท สัปดาห์ละครั้ง ไม่สามารถรับได้ขณะมีโบนัส</p>',
  },
  refundBanners: [
    {
      image: '/banners/refund.svg',
      html: '<p><strong>คืนยอดเสีย 5%</strong> ทุกสัปดาห์ ไม่ต้องทำเทิร์น</p>',
    },
  ],
  /**
   * The second approver on operator credits (ADR 0054): one operator alone may credit a member
   * (adjustments, approved deposit reviews) while the member's operator credits of the last 24
   * hours stay within memberCreditsBaht and the operator's own within operatorCreditsBaht; above
   * either the credit waits for a second operator. A single debit above memberCreditsBaht waits too.
   */
  secondApprover: { memberCreditsBaht: 10_000, operatorCreditsBaht: 100_000 },
  /** The largest deposit notice (POST /api/wallet/add) a member may send, in baht. */
  depositNotice: { maxBaht: 100_000 },
  /** The spin wheel widget replaces the refresh-all widget on home while this is on. */
  spinActive: false,
  /** Operator accounts members deposit to (GET /api/lookup/deposit). */
  // Checked as written, then widened: an operator's value may be any DepositLookupReply.
  deposit: {
    isManual: false,
    banks: [
      {
        bankCode: 'KBANK',
        bankType: 'BANK',
        mode: 'AUTO',
        bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
        bankAccountName: 'บจก. ลักกี้ วอลเล็ท',
        bankAccountNo: '0481234567',
        currency: 'THB',
      },
      {
        bankCode: 'KBANK',
        bankType: 'BANK',
        mode: 'SMS',
        bank: { nameTH: 'ธนาคารกสิกรไทย', nameEN: 'Kasikornbank' },
        bankAccountName: 'บจก. ลักกี้ วอลเล็ท',
        bankAccountNo: '0487654321',
        currency: 'THB',
      },
      {
        bankCode: 'SCB',
        bankType: 'BANK',
        mode: 'MANUAL',
        bank: { nameTH: 'ธนาคารไทยพาณิชย์', nameEN: 'Siam Commercial Bank' },
        bankAccountName: 'บจก. ลักกี้ วอลเล็ท',
        bankAccountNo: '4051234567',
        currency: 'THB',
      },
      {
        bankCode: 'GSB',
        bankType: 'BANK',
        mode: 'MANUAL',
        bank: { nameTH: 'ธนาคารออมสิน', nameEN: 'Government Savings Bank' },
        bankAccountName: 'บจก. ลักกี้ วอลเล็ท',
        bankAccountNo: '020123456789',
        currency: 'THB',
      },
      {
        bankCode: 'BCEL',
        bankType: 'BANK',
        mode: 'MANUAL',
        bank: { nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameEN: 'BCEL One' },
        bankAccountName: 'LUCKY WALLET CO LTD',
        bankAccountNo: '0101000123456789',
        currency: 'LAK',
      },
      ...(['WW', 'PAYTIMZ', 'PAYONEX', 'FP'] as const).map(qrPaymentEntry),
    ],
    wallets: [{ walletAccountName: 'LUCKY WALLET', mode: 'MANUAL' }],
  } satisfies DepositLookupReply as DepositLookupReply,
  /**
   * QR deposits: the configurable minDeposit per channel (baht; KBANK needs only more than 0) and
   * how long a QR stays payable (minutes; the spec leaves the value open).
   */
  qr: { minDeposit: { ...QR_MINIMUMS }, validityMinutes: 10 },
  /** The operator's TrueMoney wallet that gift vouchers are redeemed into (never shown to members). */
  trueMoney: { mobile: '0812345000' },
  /**
   * Automatic bank-transfer deposits (issue 23): each feed source on or off, and how long a
   * unique amount (POST /api/deposit/auto-amount) stays reserved. Off until an operator
   * connects a source; the demo turns every source on.
   */
  bankFeed: { push: false, notification: false, statement: false, autoAmountMinutes: 5 },
  /** Slip upload closes daily in this window (HH:mm, Asia/Bangkok): the banks' nightly cut-off. */
  slip: { closeFrom: '23:00', closeTo: '00:30' },
};

export type Settings = typeof settingDefaults;
export type SettingKey = keyof Settings;
