import { AMOUNT, byPatterns, DMY, HM, SHOWN } from './by-patterns.ts';

/** GSB (ออมสิน) SMS alerts and MyMo notifications: 12-digit accounts, the sender's name without a bank. */
export const gsb = byPatterns({
  bankCode: 'GSB',
  from: /^(?:GSB|MyMo|com\.gsb\b)/i,
  prefix: /^(?:GSB|MyMo):/i,
  credits: [
    new RegExp(
      String.raw`^(?:(?:GSB|MyMo): ?)?รับโอน ${AMOUNT} บาท เข้าบัญชี (?<account>${SHOWN}) จาก (?<senderName>.+?) ${DMY} ${HM}$`,
      'i',
    ),
    new RegExp(
      String.raw`^(?:(?:GSB|MyMo): ?)?Received THB ${AMOUNT} to a/c (?<account>${SHOWN}) from (?<senderName>.+?) ${DMY} ${HM}$`,
      'i',
    ),
  ],
  debits: [
    /^(?:(?:GSB|MyMo): ?)?(?:โอนเงิน|ถอนเงิน|ชำระ)/i,
    /^(?:(?:GSB|MyMo): ?)?(?:Transferred|Withdrawal|Payment)\b/i,
  ],
});
