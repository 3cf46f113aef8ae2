import { AMOUNT, byPatterns, DMY, HM, SHOWN } from './by-patterns.ts';

/**
 * KBANK SMS alerts (K-Alert) and K PLUS notifications: day/month/Buddhist year, our account
 * masked (X123456X or X-1234), and of the sender at most the masked account; no name, no bank.
 */
export const kbank = byPatterns({
  bankCode: 'KBANK',
  from: /^(?:KBANK|K-?Bank|KPlus|K PLUS|com\.kasikorn\b)/i,
  credits: [
    new RegExp(
      String.raw`^${DMY} ${HM} บช ?(?<account>${SHOWN}) (?:รับโอนจาก ?(?<senderAccount>${SHOWN})|เงินเข้า|รับโอน) ${AMOUNT} ?บ?\.?(?: |$)`,
    ),
    new RegExp(
      String.raw`^${DMY} ${HM} A/C (?<account>${SHOWN}) (?:Transfer Deposit|Deposit|Received from (?<senderAccount>${SHOWN})) ${AMOUNT}(?: |$)`,
      'i',
    ),
  ],
  debits: [
    /^\d{1,2}\/\d{1,2}\/\d{2} \d{1,2}:\d{2} บช ?\S+ (?:เงินออก|โอนไป|ถอน|หักบช|ชำระ)/,
    /^\d{1,2}\/\d{1,2}\/\d{2} \d{1,2}:\d{2} A\/C \S+ (?:Withdrawal|Transfer Withdrawal|Payment|Transfer to)/i,
  ],
});
