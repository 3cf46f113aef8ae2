import { useCallback, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast.ts';
import { isAbortError } from '../../../lib/api/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/**
 * Runs one QR or gift-link call at a time (a second click while one runs is ignored); a failure
 * shows its message as an error toast (spec doc 2 section 8).
 */
export function useDepositAction() {
  const toast = useToast();
  const { errorText } = useI18n();
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action();
      } catch (error) {
        if (!isAbortError(error)) toast.show('error', errorText(error));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [toast, errorText],
  );

  return { busy, run };
}
