import type { GameAccountEntry, GameLoginReply } from '@wallet/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLoadingOverlay } from '../../components/ui/loading-overlay/use-loading-overlay.ts';
import { isAbortError } from '../../lib/api/api-error.ts';
import { fetchGameLogin, resetGamePassword } from './game-api.ts';

/** The game account's credentials; each answer also carries the account's fresh card state. */
export function useGameLogin(code: string, onEntry: (entry: GameAccountEntry) => void) {
  const { track } = useLoadingOverlay();
  const [login, setLogin] = useState<GameLoginReply | null>(null);
  const [error, setError] = useState<unknown>(null);
  const onEntryRef = useRef(onEntry);

  useEffect(() => {
    onEntryRef.current = onEntry;
  });

  const accept = useCallback((reply: GameLoginReply) => {
    setLogin(reply);
    setError(null);
    onEntryRef.current(reply.event);
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    track(fetchGameLogin(code, controller.signal)).then(accept, (failure: unknown) => {
      if (!controller.signal.aborted && !isAbortError(failure)) setError(failure);
    });
    return () => controller.abort();
  }, [code, track, accept]);

  /** Rejects on failure so the modal can show the error dialog. */
  const reset = useCallback(() => track(resetGamePassword(code)).then(accept), [code, track, accept]);

  return { login, error, reset };
}
