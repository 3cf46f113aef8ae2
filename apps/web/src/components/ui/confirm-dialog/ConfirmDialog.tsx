import { Button } from '../Button.tsx';
import { Modal } from '../Modal.tsx';
import './confirm-dialog.css';

interface Props {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}

/**
 * Asks before an action a player cannot undo, in the spec's dialog style (title, text, cancel and
 * confirm, as the refund-to-wallet and invite-claim confirmations). Cancel, Escape, the close
 * button and the backdrop all leave without acting.
 */
export function ConfirmDialog({
  title,
  text,
  confirmLabel,
  cancelLabel,
  closeLabel,
  onConfirm,
  onCancel,
  testId,
}: Props) {
  return (
    <Modal
      open
      title={title}
      onClose={onCancel}
      closeLabel={closeLabel}
      testId={testId}
      footer={
        <div className="confirm-dialog__actions">
          <Button variant="ghost" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {cancelLabel}
          </Button>
          <Button onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      <p className="confirm-dialog__text">{text}</p>
    </Modal>
  );
}
