import { toSatang, type Locale, type SpinSetupReply, type SpinSlice, type Weight } from '@wallet/contract';
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
    prize: slice.prize,
  };
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
