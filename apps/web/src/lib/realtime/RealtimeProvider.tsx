import { useEffect, useState, type ReactNode } from 'react';
import { RealtimeContext } from './realtime-context.ts';
import type { WalletSocket } from './wallet-socket.ts';
import { WalletPushSync } from './WalletPushSync.tsx';

/**
 * Mounted with the member area: connects once for the session and disconnects when the member area
 * unmounts (logout and an ended session both navigate to /login), so no socket outlives the token.
 * The socket.io client (a fifth of the member area's code) is fetched after the first render:
 * balances come from the wallet answer first, pushes only update them (issue 11), and go into
 * the server-state cache (WalletPushSync).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<WalletSocket | null>(null);

  useEffect(() => {
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
  }, []);

  return (
    <RealtimeContext value={socket}>
      <WalletPushSync />
      {children}
    </RealtimeContext>
  );
}
