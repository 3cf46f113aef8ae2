import { useCallback } from 'react';
import { useToast } from '../../../components/ui/toast/use-toast.ts';
import { useSingleAction } from '../wallet/use-single-action.ts';

/** A QR or gift-link call: a failure shows its message as an error toast (spec doc 2 section 8). */
export function useDepositAction() {
  const toast = useToast();
  const report = useCallback((text: string) => toast.show('error', text), [toast]);
  return useSingleAction(report);
}
