import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  useOneRun,
  useSubmissionKeys,
  type JsonRoute,
  type RouteReply,
  type RouteRequestArgs,
} from '@wallet/web-client';
import { useCallback, useState } from 'react';
import { sendChange } from '../api/send-change.ts';

/** One operator action (a change on the server) as a form or dialog runs it and shows it. */
export interface Action {
  /** True while the action runs: its submit button is disabled and says so. */
  busy: boolean;
  /** Why the last run failed, until the next run (or `reset`). */
  error: unknown;
  /**
   * Runs `work` unless a run is already going (useOneRun, the core the member app's useAction
   * shares), then reads the `refresh` keys again. Resolves true when it all went through.
   */
  run(work: () => Promise<unknown>): Promise<boolean>;
  /** Calls a route; one the contract marks idempotent carries this action's Idempotency-Key. */
  send<R extends JsonRoute>(route: R, ...args: RouteRequestArgs<R>): Promise<RouteReply<R>>;
  /** Reads the `refresh` keys again, for a change made outside `run` (a dialog with its own action). */
  refresh(): Promise<unknown>;
  /** Forgets the last failure (its dialog was closed). */
  reset(): void;
}

interface Options {
  /** What the change makes stale: read again after it, before the form says it is done. */
  refresh?: readonly QueryKey[];
}

/**
 * The one way an operator changes something. The keys live as long as the form or page that
 * holds the action: sending the same change again after an unknown outcome (a timeout) reuses its
 * key, so the server answers with its first result instead of applying it twice.
 */
export function useAction({ refresh = [] }: Options = {}): Action {
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const { busy, run: runOnce } = useOneRun();
  const [error, setError] = useState<unknown>(null);

  const refreshAll = () =>
    Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  async function run(work: () => Promise<unknown>): Promise<boolean> {
    const outcome = await runOnce(async () => {
      setError(null);
      await work();
      await refreshAll();
    });
    if (outcome.status === 'failed') setError(outcome.error);
    return outcome.status === 'done';
  }

  const send = <R extends JsonRoute>(route: R, ...args: RouteRequestArgs<R>) =>
    sendChange(keys, route, ...args);
  const reset = useCallback(() => setError(null), []);

  return { busy, error, run, send, refresh: refreshAll, reset };
}
