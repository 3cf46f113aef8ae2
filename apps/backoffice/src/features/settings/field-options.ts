import type { SettingInput, SettingInputs } from '@wallet/contract';

/**
 * The input a field is drawn with, as the contract's shape says (ADR 0122: an enum is a choice,
 * `hexColour` a colour, an ISO instant a date and time); none for the rest, drawn by their value.
 * The contract names a list's items `*` (`spin.wheel.slices.*.bgColor`). Here, not in the
 * contract: the browser build keeps the contract's zod modules as data only (ADR 0072).
 */
export function inputOf(inputs: SettingInputs, path: string): SettingInput | undefined {
  return inputs[path.replace(/(^|\.)\d+(?=\.|$)/g, '$1*')];
}

/**
 * An object after its field `key` took `next`. When that field chooses the object's shape (a
 * wheel prize's `type`: a credit has an amount, nothing has none), the object is rebuilt as that
 * choice's shape: the fields it shares with the old one kept, the others at their first value.
 */
export function withField(
  object: Record<string, unknown>,
  key: string,
  next: unknown,
  input: SettingInput | undefined,
): Record<string, unknown> {
  const variant = input?.kind === 'choice' ? input.variants?.[next as string] : undefined;
  if (!variant) return { ...object, [key]: next };
  return {
    [key]: next,
    ...Object.fromEntries(Object.entries(variant).map(([name, first]) => [name, object[name] ?? first])),
  };
}
