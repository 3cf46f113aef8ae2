import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { ShownResult } from '../../../lib/feedback/result-dialog/ResultDialogProvider.tsx';
import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';

/** How ResultDialogProvider draws a result: its title by kind, the text, and one OK button. */
export function ResultDialog({ result, onClose }: { result: ShownResult; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      open
      title={t(result.kind === 'success' ? 'result.successMsg' : 'result.errorMsg')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="result-dialog"
      tone={result.kind}
      footer={
        <Button block onClick={onClose} data-testid="result-dialog-close">
          {t('result.ok')}
        </Button>
      }
    >
      <p className="result-dialog__message" data-testid="result-dialog-message">
        {result.message}
      </p>
    </Modal>
  );
}
