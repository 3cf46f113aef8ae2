import { useEffect, useState, type ReactNode } from 'react';
import { RealtimeContext } from './realtime-context.ts';
import { createWalletSocket } from './wallet-socket.ts';
import { WalletPushSync } from './WalletPushSync.tsx';

/**
 * Mounted with the member area: connects once for the session and disconnects when the member area
 * unmounts (logout and an ended session both navigate to /login), so no socket outlives the token.
 * Balance pushes go into the server-state cache (WalletPushSync).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const [socket] = useState(createWalletSocket);

  useEffect(() => {
    socket.connect();
    return () => {
      socket.disconnect();
    };
  }, [socket]);

  return (
    <RealtimeContext value={socket}>
      <WalletPushSync />
      {children}
    </RealtimeContext>
  );
}
