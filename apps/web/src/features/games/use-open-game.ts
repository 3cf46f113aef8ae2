import type { GameAccountEntry } from '@wallet/contract';
import { useCallback } from 'react';
import { useAction } from '../../lib/actions/use-action.ts';
import { useLoadingOverlay } from '../../lib/feedback/loading-overlay/use-loading-overlay.ts';
import { isApiError } from '@wallet/web-client';
import { activateGame } from './game-api.ts';

interface Options {
  updateSlot: (entry: GameAccountEntry) => void;
  reload: () => void;
  openModal: (code: string) => void;
}

/** Any other activation failure is silent, the overlay simply goes (spec doc 2 section 8). */
const silent = () => {};

/** A card click: an active account opens its modal; an inactive one is activated first. */
export function useOpenGame({ updateSlot, reload, openModal }: Options) {
  const { track } = useLoadingOverlay();
  const { run } = useAction({ onError: silent });
  return useCallback(
    async (entry: GameAccountEntry) => {
      if (entry.isActive) {
        openModal(entry.code);
        return;
      }
      await run(async () => {
        try {
          // The activated card replaces the cached one; the wallet is not read again for it.
          updateSlot(await track(activateGame(entry.code)));
        } catch (error) {
          // Opened meanwhile (another tab): our card is just stale.
          if (!isApiError(error) || error.errorCode !== 'SLOT_ALREADY_ACTIVE') throw error;
          reload();
        }
        openModal(entry.code);
      });
    },
    [run, track, updateSlot, reload, openModal],
  );
}
