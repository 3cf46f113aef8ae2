import { AMOUNT, byPatterns, HM, SHOWN } from './by-patterns.ts';

const DM_AT = String.raw`(?<day>\d{1,2})/(?<month>\d{1,2})@${HM}`;

/**
 * SCB alerts and SCB EASY notifications: day/month@hh:mm without a year; a transfer names the
 * sender's bank and masked account (KBANK/x654321).
 */
export const scb = byPatterns({
  bankCode: 'SCB',
  from: /^(?:SCB|SCB ?easy|027777777|com\.scb\b)/i,
  credits: [
    new RegExp(
      String.raw`^${DM_AT} ${AMOUNT} จาก(?<senderBank>[A-Z]{2,6})/(?<senderAccount>${SHOWN})เข้า(?<account>${SHOWN})(?: |$)`,
    ),
    new RegExp(String.raw`^เงินเข้า ${AMOUNT} ?บ\.? บ/ช ?(?<account>${SHOWN}) ${DM_AT}(?: |$)`),
    new RegExp(
      String.raw`^Transfer in ${AMOUNT} THB from (?<senderBank>[A-Z]{2,6})/(?<senderAccount>${SHOWN}) to (?:a/c )?(?<account>${SHOWN}) on ${DM_AT}(?: |$)`,
      'i',
    ),
    new RegExp(String.raw`^Deposit ${AMOUNT} THB to a/c (?<account>${SHOWN}) on ${DM_AT}(?: |$)`, 'i'),
  ],
  debits: [
    /^(?:เงินออก|ถอน|ชำระ)/,
    /^\d{1,2}\/\d{1,2}@\d{1,2}:\d{2} [\d,.]+ โอนไป/,
    /^(?:Withdrawal|Transfer out|Payment)\b/i,
  ],
});
