import { useEffect } from 'react';
import { useLoadingOverlay } from '../feedback/loading-overlay/use-loading-overlay.ts';

interface ReadState {
  isFetching: boolean;
  /** Undefined while nothing is shown for this key yet. */
  data: unknown;
  isPlaceholderData: boolean;
}

/**
 * Shows the app's loading overlay while a query fetches what the screen does not show yet (its
 * first load, a retry after a failure, another page over the previous one), and never for a
 * background refresh (focus, reconnect, invalidation after a money move) of what is on screen.
 */
export function useQueryOverlay({ isFetching, data, isPlaceholderData }: ReadState): void {
  const { track } = useLoadingOverlay();
  const waiting = isFetching && (data === undefined || isPlaceholderData);

  useEffect(() => {
    if (!waiting) return;
    let done = () => {};
    void track(new Promise<void>((resolve) => (done = resolve)));
    return () => done();
  }, [waiting, track]);
}
