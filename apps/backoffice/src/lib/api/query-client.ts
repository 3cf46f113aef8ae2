import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error.ts';

/**
 * Server state for the whole app. A refused call (4xx) is not retried: the answer will not
 * change. Queues refresh on pushed events, not on a timer; a focus refetch catches anything a
 * dropped socket missed.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 10_000,
        retry: (failures, error) => failures < 2 && !(isApiError(error) && (error.status ?? 500) < 500),
      },
      mutations: { retry: false },
    },
  });
}
