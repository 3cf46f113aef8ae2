import type { BalanceEvent, GameAccountEntry, WalletReply } from '@wallet/contract';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useLoadingOverlay } from '../../components/ui/loading-overlay/use-loading-overlay.ts';
import { isAbortError } from '../api/api-error.ts';
import { storeLastSync } from './last-sync.ts';
import { fetchWallet, refreshWallet } from './wallet-api.ts';
import { walletReducer } from './wallet-state.ts';

interface LoadRequest {
  count: number;
  /** A reload behind a result dialog the member is reading: no overlay over it. */
  quiet: boolean;
}

/** The home screen's wallet: loaded on mount, refreshed on demand, patched by pushes and replies. */
export function useWallet() {
  const { track } = useLoadingOverlay();
  const [wallet, dispatch] = useReducer(walletReducer, null);
  const [error, setError] = useState<unknown>(null);
  const [request, setRequest] = useState<LoadRequest>({ count: 0, quiet: false });

  useEffect(() => {
    const controller = new AbortController();
    const load = fetchWallet(controller.signal);
    (request.quiet ? load : track(load)).then(
      (loaded) => {
        setError(null);
        dispatch({ type: 'loaded', wallet: loaded });
      },
      (failure: unknown) => {
        if (!controller.signal.aborted && !isAbortError(failure)) setError(failure);
      },
    );
    return () => controller.abort();
  }, [track, request]);

  const updatedAt = wallet?.updatedAt;
  useEffect(() => {
    if (updatedAt) storeLastSync(updatedAt);
  }, [updatedAt]);

  const apply = useCallback((loaded: WalletReply) => dispatch({ type: 'loaded', wallet: loaded }), []);

  const actions = useMemo(() => {
    const reloadQuietly = () => setRequest(({ count }) => ({ count: count + 1, quiet: true }));
    return {
      /** Loads the wallet again after a failed first load. */
      retry: () => setRequest(({ count }) => ({ count: count + 1, quiet: false })),
      /** Loads the stored balances again in the background (after a move, for the game side). */
      reload: reloadQuietly,
      /** Asks every provider for its balance; rejects so the caller can tell the member. */
      refreshAll: () => track(refreshWallet()).then(apply),
      applyBalance: (event: BalanceEvent) => dispatch({ type: 'balance', event }),
      updateSlot: (entry: GameAccountEntry) => dispatch({ type: 'slot', entry }),
      /**
       * A money reply carries the new wallet balance but not the game side, which follows by a
       * background reload (or a push, whichever comes first).
       */
      applyMoneyReply: (reply: { wallet: { amount: number } }) => {
        dispatch({ type: 'wallet-amount', amount: reply.wallet.amount });
        reloadQuietly();
      },
      setBankAccountName: (name: string) => dispatch({ type: 'bank-account-name', name }),
    };
  }, [track, apply]);

  return { wallet, error, actions };
}

/** What the home page can do to its wallet; stable for the page's life. */
export type WalletActions = ReturnType<typeof useWallet>['actions'];
