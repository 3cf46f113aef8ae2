import { useCallback, useRef, useState } from 'react';

/** How one call of `run` ended: skipped (another run was going), done, or failed with its error. */
export type RunOutcome = { status: 'skipped' } | { status: 'done' } | { status: 'failed'; error: unknown };

/**
 * The core both apps' useAction build on: one run at a time (a ref, not state, so two presses in
 * one frame cannot both start), `busy` while it runs. What a failure shows is each app's own (the
 * member app's dialog or toast, the back-office's note beside the form), so it is returned, never
 * reported here.
 */
export function useOneRun() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(async (work: () => Promise<unknown>): Promise<RunOutcome> => {
    if (running.current) return { status: 'skipped' };
    running.current = true;
    setBusy(true);
    try {
      await work();
      return { status: 'done' };
    } catch (error) {
      return { status: 'failed', error };
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, run };
}
