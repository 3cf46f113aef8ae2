import type { OperatorText } from '@wallet/contract';

/** An operator text in each language (`{ th, la?, en? }`): edited with the per-language editor. */
export function isOperatorText(value: unknown): value is OperatorText {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return (
    keys.includes('th') &&
    keys.every((key) => ['th', 'la', 'en'].includes(key)) &&
    Object.values(value).every((text) => typeof text === 'string')
  );
}
