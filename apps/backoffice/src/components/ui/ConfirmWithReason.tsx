import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import type { Action } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { ActionFooter } from './ActionFooter.tsx';
import { Dialog } from './Dialog.tsx';
import { TextArea } from './Field.tsx';

/** The shortest reason an auditor can still read something from. */
export const MIN_REASON_LENGTH = 3;

interface Props {
  title: string;
  /** What is about to happen, in full: who, how much, which item. */
  summary: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  /** The action of the page or dialog that opened this one (its keys outlive the dialog). */
  action: Action;
  /** Sends the change with `action.send`; a refusal is shown in the dialog, which stays open. */
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
  action,
  onConfirm,
  onClose,
  testId,
}: Props) {
  const { t } = useI18n();
  const [reason, setReason] = useState('');
  const tooShort = reason.trim().length < MIN_REASON_LENGTH;
  // A refusal belongs to this dialog: the next one opens without it.
  useEffect(() => action.reset, [action.reset]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (tooShort) return;
    if (await action.run(() => onConfirm(reason.trim()))) onClose();
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
        <ActionFooter
          action={action}
          submitLabel={confirmLabel}
          ready={!tooShort}
          danger={danger}
          onCancel={onClose}
          errorTestId="confirm-error"
          submitTestId="confirm-submit"
        />
      </form>
    </Dialog>
  );
}
