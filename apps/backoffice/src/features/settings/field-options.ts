/**
 * The fields whose value is one of a few words (the contract's enums): drawn as a choice with each
 * word in the operator's language (`settings.option.<word>`), never typed. A key shared by two
 * settings (a deposit account's `mode`, the withdrawals' `mode`) takes the list its value is in.
 */
const CHOICES: Record<string, string[][]> = {
  mode: [
    ['operator', 'auto'],
    ['AUTO', 'SMS', 'MANUAL'],
  ],
  currency: [['THB', 'LAK']],
  period: [['day', 'week']],
  category: [['slot', 'sport', 'lotto']],
  bankType: [['BANK', 'PAYMENT']],
  type: [['limit', 'day', 'week']],
};

export function choicesOf(key: string, value: unknown): string[] | undefined {
  if (typeof value !== 'string') return undefined;
  return CHOICES[key]?.find((choices) => choices.includes(value));
}
