import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * How long a read counts as fresh. Within it a second component, a remount or a focus reuses the
 * cached answer; after it, focus and reconnect read again. Balances also arrive by push (ADR 0015).
 */
export const READ_STALE_MS = 30_000;
/** How long an unused answer stays in memory for a quick return to its screen. */
export const READ_GC_MS = 5 * 60_000;
/** Retries of a read that got no answer; each waits like the library's default backoff. */
export const READ_RETRIES = 2;

/**
 * Whether a failed read is worth asking again. Only when the server did not decide: no answer
 * (network, timeout) or a 5xx. A 4xx is the server's catalogue answer (session ended, not
 * allowed, bad input): asking again gets the same one. An answer that breaks the contract will too.
 */
export function isRetryableRead(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'server' && (error.status ?? 0) >= 500;
}

export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  return failureCount < READ_RETRIES && isRetryableRead(error);
}

interface Options {
  /** Tests pass 0 so a retried read does not wait the real backoff. */
  retryDelay?: number;
}

/**
 * An app's one cache of server state. Reads retry only what a retry can fix; mutations (every
 * money move among them) never retry by themselves: the member retries, with the same
 * idempotency key (SubmissionKeys), and learns how the first attempt ended.
 */
export function createQueryClient({ retryDelay }: Options = {}): QueryClient {
  const defaultOptions: DefaultOptions = {
    queries: {
      staleTime: READ_STALE_MS,
      gcTime: READ_GC_MS,
      retry: shouldRetryRead,
      refetchOnWindowFocus: true,
      refetchOnReconnect: true,
      ...(retryDelay === undefined ? {} : { retryDelay }),
    },
    mutations: { retry: false },
  };
  return new QueryClient({ defaultOptions });
}
