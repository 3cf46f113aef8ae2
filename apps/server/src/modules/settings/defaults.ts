import {
  LAO_QR_KIP,
  QR_MINIMUMS,
  type DepositLookupReply,
  type DepositSetting,
  type OperatorText,
} from '@wallet/contract';
import type { PeriodKind } from '../../lib/bangkok-period.ts';
import { howtoDefaults } from './howto-defaults.ts';
import { spinDefaults } from './spin-defaults.ts';

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
  // Operator texts are kept in th, la and en (ADR 0085); the member reads theirs, else Thai.
  info: {
    name: { th: 'Lucky Wallet', la: 'Lucky Wallet', en: 'Lucky Wallet' } as OperatorText,
    website: 'https://wallet.example',
  },
  contact: {
    contactText: {
      th: 'ติดต่อทีมงานได้ตลอด 24 ชั่วโมง ผ่าน LINE',
      la: 'ຕິດຕໍ່ທີມງານໄດ້ຕະຫຼອດ 24 ຊົ່ວໂມງ ຜ່ານ LINE',
      en: 'Reach our team 24 hours a day on LINE',
    } as OperatorText,
    lineLink: 'https://line.me/R/ti/p/@luckywallet',
    lineName: '@luckywallet',
    lineQR: null as string | null,
  },
  conditions: [
    {
      th: '<p><strong>เงื่อนไขการใช้งาน</strong></p>',
      la: '<p><strong>ເງື່ອນໄຂການນຳໃຊ້</strong></p>',
      en: '<p><strong>Terms of use</strong></p>',
    },
    {
      th: '<p>สมาชิกต้องมีอายุ 18 ปีขึ้นไป และใช้บัญชีธนาคารที่เป็นชื่อของตนเองเท่านั้น</p>',
      la: '<p>ສະມາຊິກຕ້ອງມີອາຍຸ 18 ປີຂຶ້ນໄປ ແລະ ໃຊ້ບັນຊີທະນາຄານທີ່ເປັນຊື່ຂອງຕົນເອງເທົ່ານັ້ນ</p>',
      en: '<p>Members must be 18 or older and use a bank account in their own name only.</p>',
    },
    {
      th: '<p>การถอนเงินจะโอนเข้าบัญชีธนาคารที่ลงทะเบียนไว้เท่านั้น</p>',
      la: '<p>ການຖອນເງິນຈະໂອນເຂົ້າບັນຊີທະນາຄານທີ່ລົງທະບຽນໄວ້ເທົ່ານັ້ນ</p>',
      en: '<p>Withdrawals are paid only into the registered bank account.</p>',
    },
  ] as OperatorText[],
  agreements: [
    {
      th: '<p>ข้าพเจ้ายืนยันว่ามีอายุ 18 ปีขึ้นไป และยอมรับเงื่อนไขการใช้งานของเว็บไซต์</p>',
      la: '<p>ຂ້າພະເຈົ້າຢືນຢັນວ່າມີອາຍຸ 18 ປີຂຶ້ນໄປ ແລະ ຍອມຮັບເງື່ອນໄຂການນຳໃຊ້ຂອງເວັບໄຊ</p>',
      en: "<p>I confirm that I am 18 or older and accept the site's terms of use.</p>",
    },
  ] as OperatorText[],
  notice: {
    th: 'หากรับโบนัส ต้องทำยอดเทิร์นตามเงื่อนไข หากถอนก่อนจะถูกหัก %percentFail%% ของยอดโบนัส',
    la: 'ຖ້າຮັບໂບນັດ ຕ້ອງເຮັດຍອດເທີນຕາມເງື່ອນໄຂ ຖ້າຖອນກ່ອນຈະຖືກຫັກ %percentFail%% ຂອງຍອດໂບນັດ',
    en: 'A bonus must reach its turnover target; withdrawing before then deducts %percentFail%% of the bonus.',
  } as OperatorText,
  /** The how-to videos' titles, texts and links per language (ADR 0118). */
  howto: howtoDefaults,
  withdraw: { withdrawMin: 100, withdrawMax: 50000 },
  /**
   * The kip members' amounts (ADR 0159), near the baht ones at about 650 kip to the baht, rounded
   * to figures a Lao member types: 1,000 ₭ to move, 50,000 ₭ to 30,000,000 ₭ to withdraw. A spin
   * coin per 65,000 ₭ deposited: the worth of the baht members' 100 baht a coin (ADR 0174).
   */
  kipAmounts: {
    transferMinKip: 1_000,
    withdrawMinKip: 50_000,
    withdrawMaxKip: 30_000_000,
    qrMinDepositKip: LAO_QR_KIP.minimum,
    qrQuickAmountsKip: [...LAO_QR_KIP.quickAmounts],
    refundMinimumKip: 10_000,
    depositKipPerCoin: 65_000,
    // secondApprover's 10,000 and 100,000 baht at the same 650 kip (ADR 0190).
    memberCreditsKip: 6_500_000,
    operatorCreditsKip: 65_000_000,
    // withdrawApproval's 20,000 baht at the same 650 kip.
    withdrawSecondApproverKip: 13_000_000,
  },
  /**
   * ADR 0106: withdrawals wait for an operator (the product default, formerly WITHDRAWAL_APPROVAL);
   * one above 20,000 baht waits for a second, independent operator, in either mode.
   */
  withdrawApproval: { mode: 'operator' as 'operator' | 'auto', secondApproverAboveBaht: 20_000 },
  /** ADR 0164: deposits played through once, a day-old account, a week since a bank/name change, 3 a day; ADR 0182: a device or address shared within 30 days. */
  withdrawalRisk: {
    turnoverMultiple: 1,
    newAccountHours: 24,
    bankChangeDays: 7,
    withdrawalsPerDay: 3,
    sharedDeviceDays: 30,
  },
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
      html: {
        th: '<p><strong>ชวนเพื่อน รับค่าคอมมิชชั่น 5%</strong> จากยอดฝากสุทธิของเพื่อนทุกวัน</p>',
        la: '<p><strong>ຊວນໝູ່ ຮັບຄ່ານາຍໜ້າ 5%</strong> ຈາກຍອດຝາກສຸດທິຂອງໝູ່ທຸກມື້</p>',
        en: "<p><strong>Invite friends, earn 5%</strong> of your friends' net deposits every day</p>",
      } as OperatorText,
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
    info: {
      th: '<p><strong>คืนยอดเสีย 5% ทุกสัปดาห์</strong></p><p>คำนวณจากยอดฝากลบยอดถอนและยอดเงินคงเหลือที่เพิ่มขึ้น ตั้งแต่วันจันทร์ถึงวันอาทิตย์ (เวลาประเทศไทย) รับได้ตั้งแต่ 10 บาท สัปดาห์ละครั้ง ไม่สามารถรับได้ขณะมีโบนัส</p>',
      la: '<p><strong>ຄືນຍອດເສຍ 5% ທຸກອາທິດ</strong></p><p>ຄິດໄລ່ຈາກຍອດຝາກລົບຍອດຖອນ ແລະ ຍອດເງິນຄົງເຫຼືອທີ່ເພີ່ມຂຶ້ນ ແຕ່ວັນຈັນຫາວັນອາທິດ (ເວລາປະເທດໄທ) ຮັບໄດ້ແຕ່ 10 ບາດ ອາທິດລະຄັ້ງ ບໍ່ສາມາດຮັບໄດ້ຂະນະມີໂບນັດ</p>',
      en: '<p><strong>5% of your losses back every week</strong></p><p>Worked out from deposits minus withdrawals and any rise in your balance, Monday to Sunday (Thai time). From 10 THB, once a week; not while a bonus is running.</p>',
    } as OperatorText,
  },
  refundBanners: [
    {
      image: '/banners/refund.svg',
      html: {
        th: '<p><strong>คืนยอดเสีย 5%</strong> ทุกสัปดาห์ ไม่ต้องทำเทิร์น</p>',
        la: '<p><strong>ຄືນຍອດເສຍ 5%</strong> ທຸກອາທິດ ບໍ່ຕ້ອງເຮັດເທີນ</p>',
        en: '<p><strong>5% of losses back</strong> every week, no turnover</p>',
      } as OperatorText,
    },
  ],
  /**
   * The second approver on operator credits (ADR 0054): one operator alone may credit a member
   * (adjustments, approved deposit reviews) while the member's operator credits of the last 24
   * hours stay within memberCreditsBaht and the operator's own within operatorCreditsBaht; above
   * either the credit waits for a second operator. A single debit above memberCreditsBaht waits too.
   */
  secondApprover: { memberCreditsBaht: 10_000, operatorCreditsBaht: 100_000 },
  /**
   * Operators' enrolment (ADR 0129): an enrolment link is good for linkHours; an operator made,
   * re-enrolled, reset or given a role cannot be a second approver for approverWindowHours.
   */
  operatorEnrolment: { linkHours: 24, approverWindowHours: 72 },
  /**
   * ADR 0130: a money-control setting's change waits for a second admin; on a site with no second
   * admin who may confirm, it applies by itself this long after it was asked for, unless cancelled.
   */
  moneyControl: { singleAdminDelayHours: 24 },
  /** The largest deposit notice (POST /api/wallet/add) a member may send, in baht. */
  depositNotice: { maxBaht: 100_000 },
  /** The spin wheel widget replaces the refresh-all widget on home while this is on. */
  spinActive: false,
  /**
   * The spin wheel (ADRs 0058-0060): a deposit earns one coin per `depositBahtPerCoin` baht
   * credited (a kip member's per `kipAmounts.depositKipPerCoin` kip, ADR 0174; counted per
   * deposit, the remainder is not carried); a spin costs one coin and draws
   * a slice by its `weight`; a credit prize becomes a coupon claimable for `couponDays` days.
   */
  spin: spinDefaults,
  /** Operator accounts members deposit to (GET /api/lookup/deposit). */
  // Checked as written, then widened: an operator's value may be any DepositSetting.
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
        bank: { nameTH: 'ธนาคารการค้าต่างประเทศลาว', nameEN: 'Banque Pour Le Commerce Exterieur Lao Public' },
        bankAccountName: 'LUCKY WALLET CO LTD',
        bankAccountNo: '0101000123456789',
        currency: 'LAK',
      },
      ...(['WW', 'PAYTIMZ', 'PAYONEX', 'FP'] as const).map(qrPaymentEntry),
      // The Lao QR (ADR 0180): any Lao banking app pays it, in kip; offered on the Lao site only.
      {
        bankCode: 'LAOQR',
        bankType: 'PAYMENT',
        mode: 'AUTO',
        bank: { nameTH: 'คิวอาร์ลาว (LAPNet)', nameEN: 'LAO QR (LAPNet)', nameLA: 'ລາວ QR (LAPNet)' },
        bankAccountName: 'LUCKY WALLET CO LTD',
        bankAccountNo: '-',
        currency: 'LAK',
      },
    ],
    wallets: [{ walletAccountName: 'LUCKY WALLET', mode: 'MANUAL' }],
  } satisfies DepositSetting as DepositSetting,
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
  bankFeed: {
    push: false,
    notification: false,
    statement: false,
    autoAmountMinutes: 5,
    silentAfterMinutes: 30,
  },
  /** Slip upload closes daily in this window (HH:mm, Asia/Bangkok): the banks' nightly cut-off. */
  slip: { closeFrom: '23:00', closeTo: '00:30' },
  /**
   * Minutes support's one-time password lets a member in to set a new password (ADR 0053); the
   * MEMBER_RESET_PASSWORD_MINUTES variable's default before it became a setting (ADR 0124).
   */
  passwordReset: { validMinutes: 30 },
  /** A chat session with no message this long ends (ADR 0083); formerly CHAT_IDLE_MINUTES (ADR 0124). */
  chat: { idleMinutes: 30 },
  /**
   * An operator session ends this many hours after sign-in however active it is, beside its
   * 30 minutes idle limit (ADR 0128): a shift, with room to spare.
   */
  operatorSessions: { maxHours: 12 },
  /**
   * The team's alerts (ADR 0177): a withdrawal is usually decided within minutes, a second
   * approver within a quarter of an hour; a setting change may wait an hour; a handful of
   * unmatched credits is a normal morning, more is a problem. The feed's silence counts in the
   * hours a bank's customers transfer and a team watches (Bangkok).
   */
  teamAlerts: {
    withdrawalWaitMinutes: 15,
    creditWaitMinutes: 15,
    settingChangeWaitMinutes: 60,
    feedUnmatchedOver: 5,
    workingFrom: '09:00',
    workingTo: '22:00',
    language: 'site' as 'site' | 'th' | 'la' | 'en',
  },
};

export type Settings = typeof settingDefaults;
export type SettingKey = keyof Settings;
