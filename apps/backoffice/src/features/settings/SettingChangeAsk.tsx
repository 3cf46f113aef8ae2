import type { SettingChange } from '@wallet/contract';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import type { Action } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/**
 * A money-control change's two steps on a settings screen (ADRs 0130, 0194), the group's form and
 * a table's row alike: the reason asked before it is sent, and what the sent change waits for.
 */
export function AskChangeReason({
  action,
  onConfirm,
  onClose,
}: {
  action: Action;
  onConfirm(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useI18n();
  return (
    <ConfirmWithReason
      title={t('settings.changes.sentTitle')}
      summary={<p>{t('settings.changes.sentSummary')}</p>}
      confirmLabel={t('settings.changes.send')}
      action={action}
      onConfirm={onConfirm}
      onClose={onClose}
      testId="settings-change-reason"
    />
  );
}

export function ChangeWaitingNote({ change }: { change: SettingChange }) {
  const { t } = useI18n();
  return (
    <p className="settings-changes-notice" role="status" data-testid="settings-change-waiting">
      {change.appliesAt
        ? t('settings.changes.waitingUntil', { at: formatDateTime(change.appliesAt) })
        : t('settings.changes.waiting')}
    </p>
  );
}
