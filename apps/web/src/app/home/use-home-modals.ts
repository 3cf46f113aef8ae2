import { useCallback, useMemo, useState } from 'react';

/** The one modal the home screen shows at a time (result dialogs stack over it separately). */
export type HomeModal =
  /** entry: a bank code whose deposit entry the modal opens on (after a bank name edit: KBANK). */
  | { kind: 'deposit'; entry?: string }
  | { kind: 'withdraw' }
  | { kind: 'transfer'; to?: string }
  | { kind: 'game'; code: string }
  | { kind: 'invite' }
  | { kind: 'invite-claim' }
  | { kind: 'refund' }
  | { kind: 'draws' }
  | { kind: 'bank-name' };

/** Which modal the home page shows: one at a time, opened by kind, closed by the modal itself. */
export function useHomeModals() {
  const [modal, setModal] = useState<HomeModal | null>(null);
  const open = useCallback((next: HomeModal) => setModal(next), []);
  const close = useCallback(() => setModal(null), []);
  return useMemo(() => ({ modal, open, close }), [modal, open, close]);
}

export type HomeModalState = ReturnType<typeof useHomeModals>;
