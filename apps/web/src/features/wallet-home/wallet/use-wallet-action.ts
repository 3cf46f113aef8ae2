import { useCallback, useRef, useState } from 'react';
import { useResultDialog } from '../../../components/ui/result-dialog/use-result-dialog.ts';
import { isAbortError } from '../../../lib/api/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/**
 * Runs one wallet action at a time (a second click while one runs is ignored); a failure shows the
 * error dialog titled errorMsg with the translated error (spec doc 2 section 8).
 */
export function useWalletAction() {
  const { showError } = useResultDialog();
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
        if (!isAbortError(error)) showError(errorText(error));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [showError, errorText],
  );

  return { busy, run };
}
