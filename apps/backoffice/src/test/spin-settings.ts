/**
 * The spin settings group as the back-office reads it, for the screens' tests: a credit prize
 * (with its kip figure, ADR 0181) and an empty slice, weighted as given.
 */
export const wheelSlice = (code: string, prize: object, weight = 1) => ({
  code,
  labels: { th: code, la: code, en: code },
  bgColor: '#FF0000',
  textColor: '#ffffff',
  htmlDescription: { th: '<p>x</p>' },
  prize,
  weight,
});

export const spinGroupOf = (weights: { big: number; none: number } = { big: 1, none: 1 }) => ({
  spinActive: true,
  spin: {
    depositBahtPerCoin: 100,
    couponDays: 7,
    wheel: {
      name: 'Wheel',
      slices: [
        wheelSlice('BIG', { type: 'credit', amount: 100, amountKip: 65_000 }, weights.big),
        wheelSlice('NONE', { type: 'none' }, weights.none),
      ],
    },
  },
});
