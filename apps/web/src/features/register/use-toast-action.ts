import { useState } from 'react';
import { useToast } from '../../components/ui/toast/use-toast.ts';
import { isAbortError } from '../../lib/api/api-error.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Runs one server step at a time; a failure shows as the 4 s red toast (spec doc 1 section 8). */
export function useToastAction() {
  const toast = useToast();
  const { errorText } = useI18n();
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    if (busy) return;
    setBusy(true);
    try {
      await action();
    } catch (error) {
      if (!isAbortError(error)) toast.show('error', errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return { busy, run };
}
