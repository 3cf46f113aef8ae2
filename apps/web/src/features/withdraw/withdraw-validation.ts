import { formatBaht, type WithdrawLookupReply } from '@wallet/contract';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';
import { parseAmount } from '../../lib/wallet/parse-amount.ts';

/**
 * Spec doc 2 section 5 "Withdraw": required, numeric, not negative, within withdrawMin and
 * withdrawMax. Without limits (their lookup failed) the server's own check is the only one.
 */
export function withdrawProblem(text: string, limits: WithdrawLookupReply | undefined): MessageRef | null {
  if (!text.trim()) return { key: 'form.required' };
  const amount = parseAmount(text);
  if (amount === null) return { key: 'money.invalid' };
  if (limits && amount < limits.withdrawMin) {
    return { key: 'money.min', vars: { min: formatBaht(limits.withdrawMin) } };
  }
  if (limits && amount > limits.withdrawMax) {
    return { key: 'money.max', vars: { max: formatBaht(limits.withdrawMax) } };
  }
  return null;
}
