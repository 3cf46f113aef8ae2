import { useEffect, useMemo, type ReactNode } from 'react';
import { useFirstPaintGate } from '../browser/first-paint-gate.ts';
import { RealtimeContext } from './realtime-context.ts';
import { createWalletSocket } from './wallet-socket.ts';
import { WalletPushSync } from './WalletPushSync.tsx';

/**
 * Mounted with the member area: connects once for the session and disconnects when the member area
 * unmounts (logout and an ended session both navigate to /login), so no socket outlives the token.
 * It connects once the screen's main content is painted (the first-paint gate: home's balance):
 * balances come from the wallet answer, pushes only update them (issue 11), and go into the
 * server-state cache (WalletPushSync). The client (ADR 0199, 0.6 kB) comes with the member area's
 * file: its own lazy file cost a request's headers, more than its bytes (ADR 0205).
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const contentShown = useFirstPaintGate();
  // Creating the client opens nothing: the effect connects it and disconnects it on the way out.
  const socket = useMemo(() => (contentShown ? createWalletSocket() : null), [contentShown]);

  useEffect(() => {
    if (!socket) return;
    socket.connect();
    return () => socket.disconnect();
  }, [socket]);

  return (
    <RealtimeContext value={socket}>
      <WalletPushSync />
      {children}
    </RealtimeContext>
  );
}
