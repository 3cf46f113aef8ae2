import { AMOUNT, byPatterns, DMY, HM, SHOWN } from './by-patterns.ts';

/** Kip as BCEL prints it: the Lao word, the ISO code, or the English name. */
const KIP = String.raw`(?:ກີບ|LAK|Kip)`;
/** A sender's name: up to six words, none starting with a digit (what follows it ends it). */
const NAME = String.raw`(?<senderName>[^\d\s]\S*(?: [^\d\s]\S*){0,5}?)`;
const REFERENCE = String.raw`(?<reference>[A-Za-z0-9]{4,40})`;

/**
 * BCEL's SMS alerts and BCEL One notifications of money in, in Lao and in English: our account
 * masked in the middle (0101XXXXXXXX6789), the amount in kip (whole kip: a fraction is unparsed,
 * see byPatterns), the day with a four-digit common-era year, Vientiane time (UTC+7, as Bangkok),
 * and where the message shows them the sender's masked account and name and BCEL's reference.
 *
 * BCEL publishes no sample of these messages (ADR 0180): the shapes are the ones BCEL's alerts
 * are described to carry, written in the form of the Thai banks' parsers, and must be checked
 * against real messages forwarded from the site's BCEL phone before the feed is trusted alone.
 * A message no shape reads stays `unparsed` for the operators, never guessed.
 */
export const bcel = byPatterns({
  bankCode: 'BCEL',
  from: /^(?:BCEL(?: ?One)?|com\.bcel\b)/i,
  prefix: /^BCEL(?: ?One)?:/i,
  credits: [
    new RegExp(
      String.raw`^(?:BCEL: ?)?${DMY} ${HM} ບັນຊີ ?(?<account>${SHOWN}) ເງິນເຂົ້າ ${AMOUNT} ?${KIP}(?: ຈາກ (?<senderAccount>${SHOWN})(?: ${NAME})?)? ຍອດເຫຼືອ `,
    ),
    new RegExp(
      String.raw`^BCEL One: ?ໄດ້ຮັບເງິນໂອນ ${AMOUNT} ?${KIP} ເຂົ້າບັນຊີ ?(?<account>${SHOWN})(?: ຈາກ ${NAME})? ວັນທີ ${DMY} ${HM}(?: ເລກອ້າງອີງ ${REFERENCE})?(?: |$)`,
    ),
    new RegExp(
      String.raw`^(?:BCEL: ?)?${DMY} ${HM} A/C (?<account>${SHOWN}) Credit ${AMOUNT} ?${KIP}(?: from (?<senderAccount>${SHOWN})(?: ${NAME})?)? Bal `,
      'i',
    ),
    new RegExp(
      String.raw`^BCEL One: ?You received ${AMOUNT} ?${KIP} (?:to|in) (?:your )?account (?<account>${SHOWN})(?: from ${NAME})? on ${DMY} ${HM}\.?(?: Ref:? ?${REFERENCE})?(?: |$)`,
      'i',
    ),
  ],
  debits: [
    /^(?:BCEL: ?)?\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} ບັນຊີ ?\S+ (?:ເງິນອອກ|ໂອນອອກ|ຖອນ|ຊຳລະ)/,
    /^BCEL One: ?(?:ໂອນເງິນ|ຊຳລະ)/,
    /^(?:BCEL: ?)?\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2} A\/C \S+ (?:Debit|Withdrawal|Payment)\b/i,
    /^BCEL One: ?You (?:transferred|paid|sent)\b/i,
  ],
});
