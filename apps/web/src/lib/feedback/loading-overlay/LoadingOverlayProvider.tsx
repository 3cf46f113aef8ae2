import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlay } from './LoadingOverlay.tsx';
import { LoadingOverlayContext, type LoadingOverlayApi } from './loading-overlay-context.ts';

/** One overlay for the whole app: it stays while any tracked call is still running. */
export function LoadingOverlayProvider({ children }: { children: ReactNode }) {
  const [running, setRunning] = useState(0);

  const track = useCallback(<T,>(work: Promise<T>): Promise<T> => {
    setRunning((count) => count + 1);
    return work.finally(() => setRunning((count) => count - 1));
  }, []);

  const api = useMemo<LoadingOverlayApi>(() => ({ track }), [track]);

  return (
    <LoadingOverlayContext value={api}>
      {children}
      <LoadingOverlay active={running > 0} />
    </LoadingOverlayContext>
  );
}
