import { AMOUNT, byPatterns, DMY, HM, SHOWN } from './by-patterns.ts';

/** Bangkok Bank SMS alerts and Bualuang mBanking notifications: our account shows its last four digits. */
export const bbl = byPatterns({
  bankCode: 'BBL',
  from: /^(?:BBL|Bangkok ?Bank|Bualuang\w*|com\.bbl\b)/i,
  credits: [
    new RegExp(String.raw`^เงินโอนเข้า บ/ช (?<account>${SHOWN}) จำนวน ${AMOUNT} บาท ${DMY} ${HM}(?: |$)`),
    new RegExp(
      String.raw`^เงินโอนเข้า ${AMOUNT} บาท จาก (?<senderBank>[A-Z]{2,6}) (?<senderAccount>${SHOWN}) (?<senderName>.+?) เข้าบ/ช (?<account>${SHOWN}) ${DMY} ${HM}(?: |$)`,
    ),
    new RegExp(
      String.raw`^Funds transfer in to A/C (?<account>${SHOWN}) THB ${AMOUNT} on ${DMY} ${HM}(?: |$)`,
      'i',
    ),
  ],
  debits: [/^(?:เงินโอนออก|ถอนเงิน|ชำระเงิน)/, /^(?:Funds transfer out|Withdrawal|Payment)\b/i],
});
