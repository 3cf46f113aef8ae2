import type { SpinSettings } from './spin-defaults.ts';

/**
 * A wheel stored before credit prizes had a kip twin (ADR 0181): each credit reads `amountKip: 0`,
 * "no kip figure", so the back-office form shows the field to fill and kip members find the wheel
 * closed until it is; nothing converts the baht figure.
 */
export function spinWithKipTwins(stored: SpinSettings): SpinSettings {
  const slices = stored.wheel?.slices;
  if (!Array.isArray(slices) || slices.every((s) => s.prize.type !== 'credit' || 'amountKip' in s.prize))
    return stored;
  return {
    ...stored,
    wheel: {
      ...stored.wheel,
      slices: slices.map((slice) =>
        slice.prize.type === 'credit' && !('amountKip' in slice.prize)
          ? { ...slice, prize: { ...(slice.prize as object), amountKip: 0 } as typeof slice.prize }
          : slice,
      ),
    },
  };
}
