import { AMOUNT, byPatterns, DMY, HM, SHOWN } from './by-patterns.ts';

/** ttb (TMBThanachart, our code TMB) alerts and ttb touch notifications: sender's bank, account and name. */
export const ttb = byPatterns({
  bankCode: 'TMB',
  from: /^(?:TTB|ttbbank|ttb touch|TMB|Thanachart|com\.ttb\b)/i,
  prefix: /^ttb:/i,
  credits: [
    new RegExp(
      String.raw`^(?:ttb: ?)?เงินเข้าบัญชี (?<account>${SHOWN}) ${AMOUNT} บาท จาก (?<senderBank>[A-Z]{2,6}) (?<senderAccount>${SHOWN}) (?<senderName>.+?) ${DMY} ${HM}$`,
    ),
    new RegExp(
      String.raw`^(?:ttb: ?)?Money in to a/c (?<account>${SHOWN}) THB ${AMOUNT} from (?<senderBank>[A-Z]{2,6}) (?<senderAccount>${SHOWN}) (?<senderName>.+?) ${DMY} ${HM}$`,
      'i',
    ),
  ],
  debits: [
    /^(?:ttb: ?)?(?:เงินออกจากบัญชี|จ่ายบิล|ถอนเงิน)/i,
    /^(?:ttb: ?)?(?:Money out|Bill payment|Withdrawal)\b/i,
  ],
});
