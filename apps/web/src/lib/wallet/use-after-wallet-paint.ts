import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { afterNextPaint } from '../browser/after-next-paint.ts';
import { walletQuery } from './wallet-api.ts';

/** The wallet's first answer is still on its way (a read in flight and nothing cached). */
function walletPending(state: ReturnType<ReturnType<typeof useQueryClient>['getQueryState']>): boolean {
  return state !== undefined && state.data === undefined && state.fetchStatus === 'fetching';
}

/**
 * False until the wallet's first answer has been painted, then true for good; true one frame
 * after mount on a screen that does not read the wallet. What can wait for it (the realtime
 * socket, the spin badge) waits (issue 11): on a phone's link every request before the balance
 * shares the bandwidth the balance needs, and the balance is the home page's largest paint.
 * Screens mount their queries before the layout's effects run, so a wallet read that home starts
 * is seen here.
 */
export function useAfterWalletPaint(): boolean {
  const client = useQueryClient();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    let cancel: (() => void) | undefined;
    const check = () => {
      if (cancel || walletPending(client.getQueryState(walletQuery.queryKey))) return;
      // The render that shows the balance is committed; open once it is painted.
      cancel = afterNextPaint(() => setReady(true));
    };
    const unsubscribe = client.getQueryCache().subscribe(check);
    check();
    return () => {
      unsubscribe();
      cancel?.();
    };
  }, [client, ready]);
  return ready;
}
