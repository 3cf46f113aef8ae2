import { formatBaht, type WithdrawLookupReply } from '@wallet/contract';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';
import type { MemberMoney } from '../../lib/wallet/member-money.ts';
import { invalidAmountKey, parseAmount } from '../../lib/wallet/parse-amount.ts';

/**
 * Spec doc 2 section 5 "Withdraw": required, numeric, not negative, within withdrawMin and
 * withdrawMax. Without limits (their lookup failed) the server's own check is the only one.
 * Amount and limits are in the member's currency (the lookup answers a kip member in kip).
 */
export function withdrawProblem(
  text: string,
  limits: WithdrawLookupReply | undefined,
  money: Pick<MemberMoney, 'currency' | 'figure'> = { currency: 'THB', figure: formatBaht },
): MessageRef | null {
  if (!text.trim()) return { key: 'form.required' };
  const amount = parseAmount(text, money.currency);
  if (amount === null) return { key: invalidAmountKey(money.currency) };
  if (limits && amount < limits.withdrawMin) {
    return { key: 'money.min', vars: { min: money.figure(limits.withdrawMin) } };
  }
  if (limits && amount > limits.withdrawMax) {
    return { key: 'money.max', vars: { max: money.figure(limits.withdrawMax) } };
  }
  return null;
}
