import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GameAccountEntry } from '@wallet/contract';
import { useEffect, useRef } from 'react';
import { useLoadingOverlay } from '../../lib/feedback/loading-overlay/use-loading-overlay.ts';
import { useQueryOverlay } from '../../lib/query/use-query-overlay.ts';
import { gameLoginQuery, resetGamePassword } from './game-api.ts';

/**
 * The game account's credentials, read each time the modal opens and dropped from the cache when it
 * closes (a password has no business staying in memory). Each answer also carries the account's
 * fresh card state, handed to `onEntry`.
 */
export function useGameLogin(code: string, onEntry: (entry: GameAccountEntry) => void) {
  const { track } = useLoadingOverlay();
  const client = useQueryClient();
  const query = gameLoginQuery(code);
  const login = useQuery({ ...query, staleTime: 0, gcTime: 0 });
  useQueryOverlay(login);
  const onEntryRef = useRef(onEntry);

  useEffect(() => {
    onEntryRef.current = onEntry;
  });

  const entry = login.data?.event;
  useEffect(() => {
    if (entry) onEntryRef.current(entry);
  }, [entry]);

  return {
    login: login.data ?? null,
    error: login.error,
    /** Rejects on failure so the modal can show the error dialog. */
    reset: async () => {
      client.setQueryData(query.queryKey, await track(resetGamePassword(code)));
    },
  };
}
