import { useResultDialog } from '../../../components/ui/result-dialog/use-result-dialog.ts';
import { useSingleAction } from './use-single-action.ts';

/** A wallet action: a failure shows the error dialog titled errorMsg (spec doc 2 section 8). */
export function useWalletAction() {
  const { showError } = useResultDialog();
  return useSingleAction(showError);
}
