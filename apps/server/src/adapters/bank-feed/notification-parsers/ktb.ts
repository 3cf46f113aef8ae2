import { AMOUNT, byPatterns, DMY, HM, SHOWN } from './by-patterns.ts';

/** Krungthai SMS alerts (account first) and Krungthai NEXT notifications (with the sender's name). */
export const ktb = byPatterns({
  bankCode: 'KTB',
  from: /^(?:KTB|Krungthai|KTB-BANK|com\.ktb\b)/i,
  credits: [
    new RegExp(String.raw`^บช (?<account>${SHOWN}): เงินเข้า ${AMOUNT} บ\.? วันที่ ${DMY} ${HM}(?: |$)`),
    new RegExp(
      String.raw`^เงินเข้าบัญชี (?<account>${SHOWN}) จำนวน ${AMOUNT} บาท จาก (?<senderName>.+?) ${DMY} ${HM}$`,
    ),
    new RegExp(String.raw`^Acct (?<account>${SHOWN}): Deposit ${AMOUNT} THB ${DMY} ${HM}(?: |$)`, 'i'),
  ],
  debits: [
    /^บช \S+: (?:เงินออก|ถอน|โอนออก)/,
    /^(?:เงินออกจากบัญชี|โอนเงินจากบัญชี)/,
    /^Acct \S+: (?:Withdrawal|Transfer out|Payment)/i,
  ],
});
