import { TRANSFER_MIN_BAHT } from '@wallet/contract';
import type { MessageRef } from '../../lib/i18n/message-ref.ts';
import { parseAmount } from '../../lib/wallet/parse-amount.ts';

export interface TransferValues {
  /** A game code, WALLET, or '' for none. */
  from: string;
  to: string;
  amount: string;
}

/** Spec doc 2 section 5 "Transfer", in the spec's order; the server checks the same again. */
export function transferProblem({ from, to, amount }: TransferValues): MessageRef | null {
  if (!from || !to) return { key: 'transfer.selectAccMsg' };
  if (from === to) return { key: 'transfer.canNotTransferMsg' };
  const below = { key: 'money.minBaht', vars: { min: TRANSFER_MIN_BAHT } } as const;
  if (!amount.trim()) return below;
  const value = parseAmount(amount);
  if (value === null) return { key: 'money.invalid' };
  return value < TRANSFER_MIN_BAHT ? below : null;
}
