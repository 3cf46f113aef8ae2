import { AMOUNT, byPatterns, DMY, HM, SHOWN } from './by-patterns.ts';

/** Krungsri (BAY) alerts and KMA notifications: full-length masked accounts (XXX-X-X1234-X). */
export const bay = byPatterns({
  bankCode: 'BAY',
  from: /^(?:BAY|Krungsri|KMA|com\.krungsri\b)/i,
  prefix: /^(?:Krungsri|KMA):/i,
  credits: [
    new RegExp(
      String.raw`^(?:(?:Krungsri|KMA): ?)?เงินโอนเข้า ${AMOUNT} บ\.? เข้าบ/ช (?<account>${SHOWN})(?: จาก (?<senderBank>[A-Z]{2,6}) (?<senderAccount>${SHOWN}))? ${DMY} ${HM}(?: |$)`,
    ),
    new RegExp(
      String.raw`^(?:(?:Krungsri|KMA): ?)?Transfer in THB ${AMOUNT} to A/C (?<account>${SHOWN})(?: from (?<senderBank>[A-Z]{2,6}) (?<senderAccount>${SHOWN}))? ${DMY} ${HM}(?: |$)`,
      'i',
    ),
  ],
  debits: [
    /^(?:(?:Krungsri|KMA): ?)?(?:เงินโอนออก|ถอนเงิน|จ่าย)/i,
    /^(?:(?:Krungsri|KMA): ?)?(?:Transfer out|Withdrawal|Payment)\b/i,
  ],
});
