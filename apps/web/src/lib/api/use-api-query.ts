import { useCallback, useEffect, useRef, useState } from 'react';
import { isAbortError } from './api-error.ts';

export interface QueryState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
}

interface Settled<T> {
  /** Which request (key and reload count) this result belongs to. */
  for: string;
  data?: T;
  error?: unknown;
}

/**
 * A small fetch-on-mount hook (no query library needed for a handful of lookups).
 * `key` names the request: a new key loads again; the request is cancelled on unmount.
 */
export function useApiQuery<T>(key: string, load: (signal: AbortSignal) => Promise<T>): QueryState<T> {
  const loadRef = useRef(load);
  const [version, setVersion] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const requestId = `${key}#${version}`;

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    const controller = new AbortController();
    loadRef.current(controller.signal).then(
      (data) => setSettled({ for: requestId, data }),
      (error: unknown) => {
        if (!controller.signal.aborted && !isAbortError(error)) setSettled({ for: requestId, error });
      },
    );
    return () => controller.abort();
  }, [requestId]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const current = settled?.for === requestId ? settled : null;
  // Keep showing the previous data while a reload runs, so the screen does not flash empty.
  return {
    data: current ? current.data : settled?.data,
    error: current?.error,
    loading: current === null,
    reload,
  };
}
