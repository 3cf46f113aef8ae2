import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameAccountEntry } from '@wallet/contract';
import { useEffect, useMemo } from 'react';
import { useLoadingOverlay } from '../feedback/loading-overlay/use-loading-overlay.ts';
import { useQueryOverlay } from '../query/use-query-overlay.ts';
import { storeLastSync } from './last-sync.ts';
import { refreshWallet, walletQuery } from './wallet-api.ts';
import { patchWallet } from './wallet-cache.ts';
import { replaceSlot } from './wallet-state.ts';

/**
 * The home screen's wallet: the cached `walletQuery` (read on mount when stale, on focus and on
 * reconnect), patched by pushes (RealtimeProvider), money moves (useMoneyMove) and the
 * member's own edits.
 */
export function useWallet() {
  const client = useQueryClient();
  const { track } = useLoadingOverlay();
  const query = useQuery(walletQuery);
  useQueryOverlay(query);

  const updatedAt = query.data?.updatedAt;
  useEffect(() => {
    if (updatedAt) storeLastSync(updatedAt);
  }, [updatedAt]);

  const actions = useMemo(() => {
    const { queryKey } = walletQuery;
    return {
      /** Loads the wallet again after a failed load. */
      retry: () => void client.refetchQueries({ queryKey }),
      /** Loads the stored balances again in the background (after a move, for the game side). */
      reload: () => void client.invalidateQueries({ queryKey }),
      /** Asks every provider for its balance; rejects so the caller can tell the member. */
      refreshAll: () =>
        track(refreshWallet()).then((wallet) => {
          client.setQueryData(queryKey, wallet);
        }),
      updateSlot: (entry: GameAccountEntry) => patchWallet(client, (wallet) => replaceSlot(wallet, entry)),
      setBankAccountName: (name: string) =>
        patchWallet(client, (wallet) => ({
          ...wallet,
          bankAccount: { ...wallet.bankAccount, bankAccountName: name },
        })),
    };
  }, [client, track]);

  return { wallet: query.data ?? null, error: query.error, actions };
}

/** What the home page can do to its wallet; stable for the page's life. */
export type WalletActions = ReturnType<typeof useWallet>['actions'];
