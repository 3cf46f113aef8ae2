import { useCallback } from 'react';
import { useResultDialog } from '../feedback/result-dialog/use-result-dialog.ts';
import { useToast } from '../feedback/toast/use-toast.ts';
import { isAbortError, useOneRun } from '@wallet/web-client';
import { useI18n } from '../i18n/use-i18n.ts';

export interface ActionOptions {
  /**
   * How a failure reaches the member (spec doc 2 section 8): wallet actions use the error dialog, which
   * stacks over the modal and keeps its input for a retry; form steps and deposit calls use the 4 s
   * red toast; a form that shows the failure in its own place (the login form) takes it itself.
   */
  onError: 'dialog' | 'toast' | ((error: unknown) => void);
}

/**
 * The web app's one way to run a server action that is not a money move (those go through
 * useMoneyMove, which is built on this). Runs one action at a time: a second click while one runs is
 * ignored (useOneRun, the core the back-office's useAction shares). `busy` drives the
 * buttons. A failure's translated text goes to the dialog or toast; an aborted call (its modal
 * closed) reports nothing. The loading overlay stays with the caller (`track`), around the call only.
 */
export function useAction({ onError }: ActionOptions) {
  const { errorText } = useI18n();
  const toast = useToast();
  const { showError } = useResultDialog();
  const { busy, run: runOnce } = useOneRun();

  const run = useCallback(
    async (action: () => Promise<void>) => {
      const outcome = await runOnce(action);
      if (outcome.status !== 'failed' || isAbortError(outcome.error)) return;
      const { error } = outcome;
      if (typeof onError === 'function') onError(error);
      else if (onError === 'dialog') showError(errorText(error));
      else toast.show('error', errorText(error));
    },
    [runOnce, onError, showError, toast, errorText],
  );

  return { busy, run };
}
