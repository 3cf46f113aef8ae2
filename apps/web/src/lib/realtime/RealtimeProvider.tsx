import { useEffect, useState, type ReactNode } from 'react';
import { useAfterWalletPaint } from '../wallet/use-after-wallet-paint.ts';
import { RealtimeContext } from './realtime-context.ts';
import type { WalletSocket } from './wallet-socket.ts';
import { WalletPushSync } from './WalletPushSync.tsx';

/**
 * Mounted with the member area: connects once for the session and disconnects when the member area
 * unmounts (logout and an ended session both navigate to /login), so no socket outlives the token.
 * The socket.io client (a fifth of the member area's code) is fetched once the wallet's first
 * answer is painted: balances come from that answer, pushes only update them (issue 11), and go
 * into the server-state cache (WalletPushSync).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [socket, setSocket] = useState<WalletSocket | null>(null);
  const walletShown = useAfterWalletPaint();

  useEffect(() => {
    if (!walletShown) return;
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
  }, [walletShown]);

  return (
    <RealtimeContext value={socket}>
      <WalletPushSync />
      {children}
    </RealtimeContext>
  );
}
