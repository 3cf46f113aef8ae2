import { TRANSFER_MIN_BAHT, type Currency } from '@wallet/contract';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';
import { invalidAmountKey, parseAmount } from '../../lib/wallet/parse-amount.ts';

export interface TransferValues {
  /** A game code, WALLET, or '' for none. */
  from: string;
  to: string;
  amount: string;
}

/**
 * Spec doc 2 section 5 "Transfer", in the spec's order; the server checks the same again. The
 * spec's minimum is 1 baht; a kip member's minimum is the operator's kip setting, which only the
 * server knows, so a kip amount is checked here for being whole kip and more than nothing, and
 * the server answers TRANSFER_MINIMUM below its figure (ADR 0167).
 */
export function transferProblem(
  { from, to, amount }: TransferValues,
  currency: Currency = 'THB',
): MessageRef | null {
  if (!from || !to) return { key: 'transfer.selectAccMsg' };
  if (from === to) return { key: 'transfer.canNotTransferMsg' };
  if (currency === 'LAK') {
    if (!amount.trim()) return { key: 'form.required' };
    const kip = parseAmount(amount, currency);
    if (kip === null) return { key: invalidAmountKey(currency) };
    return kip > 0 ? null : { key: 'form.required' };
  }
  const below = { key: 'money.minBaht', vars: { min: TRANSFER_MIN_BAHT } } as const;
  if (!amount.trim()) return below;
  const value = parseAmount(amount);
  if (value === null) return { key: 'money.invalid' };
  return value < TRANSFER_MIN_BAHT ? below : null;
}
