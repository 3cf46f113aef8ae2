import type { Currency } from '@wallet/contract';

/** A bonus's money figures for kip members, kip minor units (ADR 0190). */
export interface KipFigures {
  maxBonus: number;
  minDeposit: number;
  bustBelow: number;
}

/** The kip figures as one column of a bonus row (`b`), read with the row. */
export const KIP_FIGURES = `json_build_object('maxBonus', b.max_bonus_kip, 'minDeposit', b.min_deposit_kip,
  'bustBelow', b.bust_below_kip) AS kip`;

type MoneyFigures = { maxBonus: number; minDeposit: number; bustBelow?: number; kip: KipFigures };

/**
 * A bonus as a member of `currency` is offered it (ADR 0190): a baht member the row's baht
 * figures, a kip member its kip twins in their place, the percentages shared and nothing converted
 * (ADR 0159). A bonus with no kip largest bonus (0, every row stored before the twins) is not
 * offered to kip members at all: undefined, answered as a bonus that does not exist, rather than
 * paying a baht figure as kip.
 */
export function termsIn<T extends MoneyFigures>(row: T, currency: Currency): T | undefined {
  if (currency !== 'LAK') return row;
  return row.kip.maxBonus > 0 ? figuresIn(row, currency) : undefined;
}

/**
 * The row's figures in `currency` whatever they are: for a bonus a member already holds, whose
 * terms were fixed when taken, shown even if an operator has since taken its kip figure away.
 */
export function figuresIn<T extends MoneyFigures>(row: T, currency: Currency): T {
  if (currency !== 'LAK') return row;
  const kip = { maxBonus: row.kip.maxBonus, minDeposit: row.kip.minDeposit };
  return row.bustBelow === undefined ? { ...row, ...kip } : { ...row, ...kip, bustBelow: row.kip.bustBelow };
}
