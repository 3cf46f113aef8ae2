import { useQueryClient } from '@tanstack/react-query';
import type { QueueName } from '@wallet/contract';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';

/**
 * After a decision the queue and its counts are read again: the pushed event does the same for
 * the other operators, and this operator should not wait for their own echo.
 */
export function useAfterDecision(queue: QueueName) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queueKeys.list(queue) }),
      queryClient.invalidateQueries({ queryKey: queueKeys.summary }),
    ]);
}
