import { useCallback, useRef, useState } from 'react';
import { isAbortError } from '../../../lib/api/api-error.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/**
 * Runs one action at a time (a second click while one runs is ignored) and hands a failure's
 * translated text to `report`; an aborted call (the modal closed) reports nothing.
 */
export function useSingleAction(report: (text: string) => void) {
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
        if (!isAbortError(error)) report(errorText(error));
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [report, errorText],
  );

  return { busy, run };
}
