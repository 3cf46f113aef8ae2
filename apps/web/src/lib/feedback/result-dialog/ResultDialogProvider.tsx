import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { ResultDialogContext, type ResultDialogApi } from './result-dialog-context.ts';

export interface ShownResult {
  kind: 'success' | 'error';
  message: string;
}

/** What draws the dialog: the app passes the Modal-based one (lib does not import components). */
export type ResultDialogView = ComponentType<{ result: ShownResult; onClose: () => void }>;

/**
 * The success and error dialogs of wallet actions. Rendered after the page, so it stacks over the
 * modal that caused it (which stays open on an error, keeping the member's input for a retry).
 */
export function ResultDialogProvider({
  children,
  view: View,
}: {
  children: ReactNode;
  view: ResultDialogView;
}) {
  const [result, setResult] = useState<ShownResult | null>(null);

  const api = useMemo<ResultDialogApi>(
    () => ({
      showSuccess: (message) => setResult({ kind: 'success', message }),
      showError: (message) => setResult({ kind: 'error', message }),
    }),
    [],
  );

  return (
    <ResultDialogContext value={api}>
      {children}
      {result ? <View result={result} onClose={() => setResult(null)} /> : null}
    </ResultDialogContext>
  );
}
