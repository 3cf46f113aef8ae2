import { useMutation } from '@tanstack/react-query';
import type { GameAccountEntry } from '@wallet/contract';
import { isApiError } from '@wallet/web-client';
import { useCallback } from 'react';
import { useLoadingOverlay } from '../../components/ui/loading-overlay/use-loading-overlay.ts';
import { activateGame } from './game-api.ts';

interface Options {
  updateSlot: (entry: GameAccountEntry) => void;
  reload: () => void;
  openModal: (code: string) => void;
}

/** A card click: an active account opens its modal; an inactive one is activated first. */
export function useOpenGame({ updateSlot, reload, openModal }: Options) {
  const { track } = useLoadingOverlay();
  const { mutateAsync: activate } = useMutation({
    mutationFn: (code: string) => track(activateGame(code)),
    // The activated card replaces the cached one; the wallet is not read again for it.
    onSuccess: updateSlot,
  });
  return useCallback(
    async (entry: GameAccountEntry) => {
      if (entry.isActive) {
        openModal(entry.code);
        return;
      }
      try {
        await activate(entry.code);
        openModal(entry.code);
      } catch (error) {
        // Opened meanwhile (another tab): our card is just stale.
        if (isApiError(error) && error.errorCode === 'SLOT_ALREADY_ACTIVE') {
          reload();
          openModal(entry.code);
        }
        // Any other activation failure is silent, the overlay simply goes (spec doc 2 section 8).
      }
    },
    [activate, reload, openModal],
  );
}
