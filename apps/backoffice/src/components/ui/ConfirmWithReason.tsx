import { useState, type FormEvent, type ReactNode } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';
import { ErrorNote } from './ErrorNote.tsx';
import { TextArea } from './Field.tsx';

/** The shortest reason an auditor can still read something from. */
export const MIN_REASON_LENGTH = 3;

interface Props {
  title: string;
  /** What is about to happen, in full: who, how much, which item. */
  summary: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** Runs the action; a rejection is shown in the dialog, which stays open. */
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
  testId?: string;
}

/**
 * Every action that changes money or a member goes through here: the operator reads what will
 * happen, writes why (it lands in the audit trail), and confirms. Nothing is sent before that.
 */
export function ConfirmWithReason({
  title,
  summary,
  confirmLabel,
  danger,
  onConfirm,
  onClose,
  testId,
}: Props) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const tooShort = reason.trim().length < MIN_REASON_LENGTH;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tooShort || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={title}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId={testId ?? 'confirm-dialog'}
    >
      <form onSubmit={submit} className="stack">
        <div className="confirm__summary">{summary}</div>
        <TextArea
          label={t('confirm.reason')}
          hint={t('confirm.reasonHint', { min: MIN_REASON_LENGTH })}
          name="reason"
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          data-testid="confirm-reason"
        />
        <ErrorNote error={error} testId="confirm-error" />
        <div className="row row--end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant={danger ? 'danger' : 'primary'}
            disabled={tooShort || busy}
            data-testid="confirm-submit"
          >
            {busy ? t('common.working') : confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
