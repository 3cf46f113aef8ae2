import { useQueryClient } from '@tanstack/react-query';
import { useAction, type ActionOptions } from '../actions/use-action.ts';
import { useLoadingOverlay } from '../feedback/loading-overlay/use-loading-overlay.ts';
import { isOutcomeUnknown, useSubmissionKeys } from '@wallet/web-client';
import { afterMoneyMoved } from './wallet-cache.ts';

interface MoneyMoveOptions<Body> extends ActionOptions {
  /**
   * What makes two submissions "the same" when the body itself is not comparable (a File, a link
   * sealed afresh on each attempt); by default the body.
   */
  fingerprint?: (body: Body) => unknown;
  /** false when the form shows its own progress instead of the loading overlay. */
  overlay?: boolean;
}

/**
 * The web app's one way to move money (transfer, withdraw, transfer-all, slip, gift link, bonus
 * and promotion activation or clear, refund receive and add-to-wallet, the invite claim): useAction's
 * `run` (one at a time, `busy`, the failure reported) and `move(body)`, the call itself, awaited
 * inside `run`.
 *
 * - The idempotency key is SubmissionKeys', unchanged: the form keeps one instance for its life, so
 *   sending the same body again after an unknown outcome reuses the key and the server replays its
 *   first answer instead of moving the money twice. The call itself never retries (ADR 0029).
 * - The loading overlay covers the call, unless the form shows its own progress (the slip upload).
 * - A success updates the cached wallet and invalidates what the move changed: the wallet and
 *   every statement list (afterMoneyMoved); nobody reloads them by hand. So does a failure whose
 *   outcome nobody knows (no answer, a gateway page): the money may have moved, and the wallet's
 *   next read says so. An answered refusal moved nothing and reads nothing.
 */
export function useMoneyMove<Body, Reply>(
  send: (body: Body, key: string) => Promise<Reply>,
  { onError, fingerprint = (body) => body, overlay = true }: MoneyMoveOptions<Body>,
) {
  const { busy, run } = useAction({ onError });
  const keys = useSubmissionKeys();
  const { track } = useLoadingOverlay();
  const client = useQueryClient();

  const move = async (body: Body): Promise<Reply> => {
    try {
      const reply = await keys.submit(fingerprint(body), (key) =>
        overlay ? track(send(body, key)) : send(body, key),
      );
      // Not awaited: the member hears how the move ended without waiting for the wallet's new read.
      void afterMoneyMoved(client, reply);
      return reply;
    } catch (error) {
      if (isOutcomeUnknown(error)) void afterMoneyMoved(client);
      throw error;
    }
  };

  return { busy, run, move };
}
