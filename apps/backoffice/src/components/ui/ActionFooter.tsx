import type { Action } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from './Button.tsx';
import { ErrorNote } from './ErrorNote.tsx';

interface Props {
  action: Pick<Action, 'busy' | 'error'>;
  submitLabel: string;
  /** False while the form is incomplete: nothing can be sent yet. */
  ready?: boolean;
  danger?: boolean;
  /** Where the form can be left without sending (a dialog). */
  onCancel?(): void;
  errorTestId?: string;
  submitTestId?: string;
}

/**
 * The foot of every form and dialog that runs an operator action: why the last try failed, in
 * words, then cancel and submit. Submit is disabled and says it is working while the action runs,
 * so the operator sees the press was taken and cannot send it twice.
 */
export function ActionFooter({
  action,
  submitLabel,
  ready = true,
  danger,
  onCancel,
  errorTestId,
  submitTestId,
}: Props) {
  const { t } = useI18n();
  return (
    <>
      <ErrorNote error={action.error} testId={errorTestId} />
      <div className="row row--end">
        {onCancel && <Button onClick={onCancel}>{t('common.cancel')}</Button>}
        <Button
          type="submit"
          variant={danger ? 'danger' : 'primary'}
          disabled={!ready || action.busy}
          data-testid={submitTestId}
        >
          {action.busy ? t('common.working') : submitLabel}
        </Button>
      </div>
    </>
  );
}
