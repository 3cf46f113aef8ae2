import { useEffect, useState, type ReactNode } from 'react';
import { useFirstPaintGate } from '../browser/first-paint-gate.ts';
import { RealtimeContext } from './realtime-context.ts';
import type { WalletSocket } from './wallet-socket.ts';
import { WalletPushSync } from './WalletPushSync.tsx';

/**
 * Mounted with the member area: connects once for the session and disconnects when the member area
 * unmounts (logout and an ended session both navigate to /login), so no socket outlives the token.
 * The socket.io client (a fifth of the member area's code) is fetched once the screen's main
 * content is painted (the first-paint gate: home's balance): balances come from the wallet answer,
 * pushes only update them (issue 11), and go into the server-state cache (WalletPushSync).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<WalletSocket | null>(null);
  const contentShown = useFirstPaintGate();

  useEffect(() => {
    if (!contentShown) return;
    let open: WalletSocket | null = null;
    let unmounted = false;
    void import('./wallet-socket.ts').then(({ createWalletSocket }) => {
      if (unmounted) return;
      open = createWalletSocket();
      open.connect();
      setSocket(open);
    });
    return () => {
      unmounted = true;
      open?.disconnect();
    };
  }, [contentShown]);

  return (
    <RealtimeContext value={socket}>
      <WalletPushSync />
      {children}
    </RealtimeContext>
  );
}
