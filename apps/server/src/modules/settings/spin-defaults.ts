import type { LocalizedText, OperatorText, StoredOperatorText } from '@wallet/contract';

/**
 * What a wheel slice pays: a credit in baht (`amount`) and in whole kip (`amountKip`, 0 when the
 * operator has not set it: the wheel is then closed to kip members, ADR 0181), or coins, or nothing.
 */
export type SpinPrizeSetting =
  { type: 'credit'; amount: number; amountKip: number } | { type: 'coin'; amount: number } | { type: 'none' };

export interface SpinSliceSetting {
  code: string;
  labels: LocalizedText;
  bgColor: string;
  textColor: string;
  /** Operator HTML per language (the web sanitises it). */
  htmlDescription: OperatorText;
  prize: SpinPrizeSetting;
  /** A whole number: the slice's share of the draw is weight / the wheel's total weight. */
  weight: number;
}

export interface SpinSettings {
  depositBahtPerCoin: number;
  couponDays: number;
  /** Per language; a wheel saved before names were per language has one plain name. */
  wheel: { name: StoredOperatorText; slices: SpinSliceSetting[] };
}

/** The seeded slices' operator HTML, in each language. */
function descriptionOf(prize: SpinPrizeSetting): OperatorText {
  if (prize.type === 'credit')
    return {
      th: `<p>คูปองเครดิต <strong>${prize.amount} บาท</strong> กดรับเข้ากระเป๋าได้ภายใน 7 วัน</p>`,
      la: `<p>ຄູປອງເຄຣດິດ <strong>${prize.amount} ບາດ</strong> ກົດຮັບເຂົ້າກະເປົາໄດ້ພາຍໃນ 7 ມື້</p>`,
      en: `<p>A <strong>${prize.amount} THB</strong> credit coupon: claim it into your wallet within 7 days</p>`,
    };
  if (prize.type === 'coin')
    return {
      th: `<p>รับเหรียญเพิ่ม <strong>${prize.amount}</strong> เหรียญทันที</p>`,
      la: `<p>ຮັບຫຼຽນເພີ່ມ <strong>${prize.amount}</strong> ຫຼຽນທັນທີ</p>`,
      en: `<p><strong>${prize.amount}</strong> more coin at once</p>`,
    };
  return { th: '<p>ไม่ได้รับรางวัลในรอบนี้</p>', la: '<p>ບໍ່ໄດ້ຮັບລາງວັນໃນຮອບນີ້</p>', en: '<p>No prize this time</p>' };
}

function spinSlice(
  code: string,
  [th, la, en]: [string, string, string],
  bgColor: string,
  textColor: string,
  prize: SpinPrizeSetting,
  weight: number,
): SpinSliceSetting {
  return {
    code,
    labels: { th, la, en },
    bgColor,
    textColor,
    htmlDescription: descriptionOf(prize),
    prize,
    weight,
  };
}

/** The seeded wheel (the `spin` setting's default). */
export const spinDefaults: SpinSettings = {
  depositBahtPerCoin: 100,
  couponDays: 7,
  wheel: {
    name: { th: 'วงล้อนำโชค', la: 'ວົງລໍ້ນຳໂຊກ', en: 'Lucky Wheel' },
    slices: [
      spinSlice(
        'C100',
        ['100 บาท', '100 ບາດ', '100 THB'],
        '#b8860b',
        '#ffffff',
        { type: 'credit', amount: 100, amountKip: 65_000 },
        1,
      ),
      spinSlice(
        'C50',
        ['50 บาท', '50 ບາດ', '50 THB'],
        '#c0392b',
        '#ffffff',
        { type: 'credit', amount: 50, amountKip: 32_500 },
        3,
      ),
      spinSlice(
        'C20',
        ['20 บาท', '20 ບາດ', '20 THB'],
        '#1f6f8b',
        '#ffffff',
        { type: 'credit', amount: 20, amountKip: 13_000 },
        8,
      ),
      spinSlice(
        'COIN1',
        ['+1 เหรียญ', '+1 ຫຼຽນ', '+1 coin'],
        '#f4d35e',
        '#1b1b1b',
        { type: 'coin', amount: 1 },
        10,
      ),
      spinSlice(
        'C10',
        ['10 บาท', '10 ບາດ', '10 THB'],
        '#2e7d32',
        '#ffffff',
        { type: 'credit', amount: 10, amountKip: 6_500 },
        15,
      ),
      spinSlice(
        'C5',
        ['5 บาท', '5 ບາດ', '5 THB'],
        '#6a1b9a',
        '#ffffff',
        { type: 'credit', amount: 5, amountKip: 3_250 },
        20,
      ),
      spinSlice('NONE', ['เสียใจด้วย', 'ເສຍໃຈນຳ', 'Try again'], '#37474f', '#ffffff', { type: 'none' }, 43),
    ],
  },
};
