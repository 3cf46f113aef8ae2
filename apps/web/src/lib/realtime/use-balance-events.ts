import { balanceEvent, type BalanceEvent } from '@wallet/contract';
import { useContext, useEffect, useRef } from 'react';
import { RealtimeContext } from './realtime-context.ts';

/** Calls onBalance with every `wallet:balance` push that matches the contract; others are dropped. */
export function useBalanceEvents(onBalance: (event: BalanceEvent) => void): void {
  const socket = useContext(RealtimeContext);
  const handler = useRef(onBalance);

  useEffect(() => {
    handler.current = onBalance;
  });

  useEffect(() => {
    if (!socket) return;
    const listener = (payload: unknown) => {
      const parsed = balanceEvent.safeParse(payload);
      if (parsed.success) handler.current(parsed.data);
    };
    socket.on('wallet:balance', listener);
    return () => {
      socket.off('wallet:balance', listener);
    };
  }, [socket]);
}
