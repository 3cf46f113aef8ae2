import {
  toSatang,
  type Currency,
  type Locale,
  type SpinPrize,
  type SpinSetupReply,
  type SpinSlice,
  type Weight,
} from '@wallet/contract';
import { memberText } from '../../lib/member-locale.ts';
import type { SpinSettings, SpinSliceSetting } from '../settings/index.ts';

/**
 * A slice as the member sees it: its labels, colours and prize, never its weight; its description
 * in the member's language (ADR 0085).
 */
export function sliceView(slice: SpinSliceSetting, locale: Locale): SpinSlice {
  return {
    code: slice.code,
    label: slice.labels.th,
    labels: slice.labels,
    bgColor: slice.bgColor,
    textColor: slice.textColor,
    htmlDescription: memberText(locale, slice.htmlDescription),
    prize: memberPrize(slice.prize),
  };
}

/** A prize as the member sees it: a credit's one amount, the kip twin never sent beside it. */
function memberPrize(prize: SpinSliceSetting['prize']): SpinPrize {
  return prize.type === 'credit' ? { type: 'credit', amount: prize.amount } : prize;
}

/**
 * The wheel in a member's currency (ADR 0181): a kip member's credit slices pay their kip twin
 * (`amountKip`, whole kip) as their amount; a baht member's are as set. Undefined for kip while
 * any credit has no kip figure (0): the wheel is closed to kip members rather than paying a
 * baht figure as kip.
 */
export function wheelIn(wheel: SpinSettings['wheel'], currency: Currency): SpinSettings['wheel'] | undefined {
  if (currency === 'THB') return wheel;
  const slices: SpinSliceSetting[] = [];
  for (const slice of wheel.slices) {
    if (slice.prize.type !== 'credit') slices.push(slice);
    else if (slice.prize.amountKip > 0)
      slices.push({ ...slice, prize: { ...slice.prize, amount: slice.prize.amountKip } });
    else return undefined;
  }
  return { ...wheel, slices };
}

export function wheelView(
  wheel: SpinSettings['wheel'],
  locale: Locale,
): NonNullable<SpinSetupReply['activeSpinwheel']> {
  return {
    name: memberText(locale, wheel.name),
    slices: wheel.slices.map((slice) => sliceView(slice, locale)),
  };
}

/**
 * The draw's weight table (ADR 0059): one entry per slice, outcome = the slice's code, in the
 * wheel's order. Undefined when the operator's wheel cannot be drawn fairly or pays something
 * impossible (no slices, a repeated code, a weight that is not a positive whole number, a credit
 * that is not whole satang, coins that are not whole): spinning it is INVALID_PRIZE_CODE.
 */
export function wheelWeights(wheel: SpinSettings['wheel']): Weight[] | undefined {
  const codes = new Set(wheel.slices.map((slice) => slice.code));
  if (wheel.slices.length === 0 || codes.size !== wheel.slices.length) return undefined;
  for (const slice of wheel.slices) {
    if (!Number.isSafeInteger(slice.weight) || slice.weight <= 0) return undefined;
    if (!validPrize(slice.prize)) return undefined;
  }
  return wheel.slices.map((slice) => ({ outcome: slice.code, weight: slice.weight }));
}

function validPrize(prize: SpinSliceSetting['prize']): boolean {
  if (prize.type === 'none') return true;
  if (prize.type === 'coin') return Number.isSafeInteger(prize.amount) && prize.amount > 0;
  const satang = toSatang(prize.amount);
  return satang !== undefined && satang > 0;
}
