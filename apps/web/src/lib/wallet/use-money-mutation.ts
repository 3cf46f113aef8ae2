import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isOutcomeUnknown, useSubmissionKeys } from '@wallet/web-client';
import { useLoadingOverlay } from '../../components/ui/loading-overlay/use-loading-overlay.ts';
import { afterMoneyMoved } from './wallet-cache.ts';

interface MoneyMutationOptions<Body> {
  /**
   * What makes two submissions "the same" when the body itself is not comparable (a File, a link
   * sealed afresh on each attempt); by default the body.
   */
  fingerprint?: (body: Body) => unknown;
  /** false when the form shows its own progress instead of the loading overlay. */
  overlay?: boolean;
}

/**
 * One form's money move as a mutation (transfer, withdraw, transfer-all, slip, gift link).
 *
 * - The idempotency key is SubmissionKeys', unchanged: the form keeps one instance for its life, so
 *   sending the same body again after an unknown outcome reuses the key and the server replays its
 *   first answer instead of moving the money twice. The mutation itself never retries (ADR).
 * - The loading overlay covers the call, unless the form shows its own progress (the slip upload).
 * - A success updates the cached wallet and invalidates what the move changed (afterMoneyMoved);
 *   nobody reloads by hand. So does a failure whose outcome nobody knows (no answer, a gateway
 *   page): the money may have moved, and the wallet's next read says so. An answered refusal
 *   moved nothing and reads nothing.
 */
export function useMoneyMutation<Body, Reply>(
  send: (body: Body, key: string) => Promise<Reply>,
  { fingerprint = (body) => body, overlay = true }: MoneyMutationOptions<Body> = {},
) {
  const keys = useSubmissionKeys();
  const { track } = useLoadingOverlay();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      keys.submit(fingerprint(body), (key) => (overlay ? track(send(body, key)) : send(body, key))),
    // Not awaited: the member hears how the move ended without waiting for the wallet's new read.
    onSuccess: (reply) => {
      void afterMoneyMoved(client, reply);
    },
    onError: (error) => {
      if (isOutcomeUnknown(error)) void afterMoneyMoved(client);
    },
  });
}
