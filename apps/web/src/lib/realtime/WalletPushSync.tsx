import { useQueryClient } from '@tanstack/react-query';
import type { BalanceEvent } from '@wallet/contract';
import { useCallback } from 'react';
import { applyBalancePush } from '../wallet/wallet-cache.ts';
import { useBalanceEvents } from './use-balance-events.ts';

/**
 * Writes every balance push into the cached wallet, wherever the member is in the member area: home
 * shows it at once, and coming back to home shows it without a read.
 */
export function WalletPushSync() {
  const client = useQueryClient();
  const onBalance = useCallback((event: BalanceEvent) => applyBalancePush(client, event), [client]);
  useBalanceEvents(onBalance);
  return null;
}
