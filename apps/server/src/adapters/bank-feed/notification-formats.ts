import { formatBaht, toBaht } from '@wallet/contract';

/** What a bank's message about one incoming transfer is made from. */
export interface MessageFacts {
  toAccount: string;
  fromBank: string;
  fromAccount: string;
  fromName: string;
  amount: number;
  balanceAfter: number;
  at: Date;
}

const baht = (satang: number) => formatBaht(toBaht(satang));

function bangkok(at: Date) {
  const t = new Date(at.getTime() + 7 * 3_600_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return {
    dd: two(t.getUTCDate()),
    mm: two(t.getUTCMonth() + 1),
    be: two((t.getUTCFullYear() + 543) % 100),
    hm: `${two(t.getUTCHours())}:${two(t.getUTCMinutes())}`,
  };
}

/** The bank code a message prints for the sender's bank (ttb prints TTB for our TMB). */
const printedBank = (code: string) => (code === 'TMB' ? 'TTB' : code);

/**
 * The sandbox bank's SMS for a credit, in each bank's Thai format as the parsers read it: the
 * masking and what of the sender each bank shows are the bank's own (a KBANK SMS shows none).
 */
export const SANDBOX_MESSAGES: Record<string, { from: string; text: (f: MessageFacts) => string }> = {
  KBANK: {
    from: 'KBANK',
    text: (f) => {
      const d = bangkok(f.at);
      return `${d.dd}/${d.mm}/${d.be} ${d.hm} บชX${f.toAccount.slice(3, 9)}X เงินเข้า ${baht(f.amount)}บ คงเหลือ ${baht(f.balanceAfter)}บ`;
    },
  },
  SCB: {
    from: 'SCB',
    text: (f) => {
      const d = bangkok(f.at);
      return `${d.dd}/${d.mm}@${d.hm} ${baht(f.amount)} จาก${printedBank(f.fromBank)}/x${f.fromAccount.slice(-6)}เข้าx${f.toAccount.slice(-6)} ใช้ได้${baht(f.balanceAfter)}บ`;
    },
  },
  KTB: {
    from: 'KTB',
    text: (f) => {
      const d = bangkok(f.at);
      return `บช X${f.toAccount.slice(4, 9)}X: เงินเข้า ${baht(f.amount)} บ. วันที่ ${d.dd}/${d.mm}/${d.be} ${d.hm} คงเหลือ ${baht(f.balanceAfter)} บ.`;
    },
  },
  BBL: {
    from: 'BBL',
    text: (f) => {
      const d = bangkok(f.at);
      return `เงินโอนเข้า บ/ช X${f.toAccount.slice(-4)} จำนวน ${baht(f.amount)} บาท ${d.dd}/${d.mm}/${d.be} ${d.hm} คงเหลือ ${baht(f.balanceAfter)} บาท`;
    },
  },
  TMB: {
    from: 'TTB',
    text: (f) => {
      const d = bangkok(f.at);
      return `ttb: เงินเข้าบัญชี xx${f.toAccount.slice(-4)} ${baht(f.amount)} บาท จาก ${printedBank(f.fromBank)} xx${f.fromAccount.slice(-4)} ${f.fromName} ${d.dd}/${d.mm}/${d.be} ${d.hm}`;
    },
  },
  BAY: {
    from: 'Krungsri',
    text: (f) => {
      const d = bangkok(f.at);
      const mask = (a: string) => `XXX-X-X${a.slice(5, 9)}-X`;
      return `Krungsri: เงินโอนเข้า ${baht(f.amount)} บ. เข้าบ/ช ${mask(f.toAccount)} จาก ${printedBank(f.fromBank)} ${mask(f.fromAccount)} ${d.dd}/${d.mm}/${d.be} ${d.hm}`;
    },
  },
  GSB: {
    from: 'MyMo',
    text: (f) => {
      const d = bangkok(f.at);
      return `MyMo: รับโอน ${baht(f.amount)} บาท เข้าบัญชี XXXXXXXX${f.toAccount.slice(-4)} จาก ${f.fromName} ${d.dd}/${d.mm}/${d.be} ${d.hm}`;
    },
  },
};
