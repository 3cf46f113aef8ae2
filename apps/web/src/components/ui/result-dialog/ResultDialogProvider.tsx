import { useMemo, useState, type ReactNode } from 'react';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import { ResultDialogContext, type ResultDialogApi } from './result-dialog-context.ts';

interface Result {
  kind: 'success' | 'error';
  message: string;
}

/**
 * The success and error dialogs of wallet actions. Rendered after the page, so it stacks over the
 * modal that caused it (which stays open on an error, keeping the member's input for a retry).
 */
export function ResultDialogProvider({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  const [result, setResult] = useState<Result | null>(null);

  const api = useMemo<ResultDialogApi>(
    () => ({
      showSuccess: (message) => setResult({ kind: 'success', message }),
      showError: (message) => setResult({ kind: 'error', message }),
    }),
    [],
  );
  const close = () => setResult(null);

  return (
    <ResultDialogContext value={api}>
      {children}
      {result ? (
        <Modal
          open
          title={t(result.kind === 'success' ? 'result.successMsg' : 'result.errorMsg')}
          onClose={close}
          closeLabel={t('app.close')}
          testId="result-dialog"
          tone={result.kind}
          footer={
            <Button block onClick={close} data-testid="result-dialog-close">
              {t('result.ok')}
            </Button>
          }
        >
          <p className="result-dialog__message" data-testid="result-dialog-message">
            {result.message}
          </p>
        </Modal>
      ) : null}
    </ResultDialogContext>
  );
}
