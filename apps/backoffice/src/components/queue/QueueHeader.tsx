import type { PendingSummary } from '@wallet/contract';
import type { ReactNode } from 'react';
import { ageOf, formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** How many wait and since when, then the queue's filters. */
export function QueueHeader({
  pending,
  children,
}: {
  pending: PendingSummary | undefined;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <div className="queue-header">
      <div className="queue-header__facts" data-testid="queue-pending">
        <strong>{t('queues.waiting', { count: pending?.count ?? 0 })}</strong>
        {pending?.oldestAt && (
          <span className="muted" title={formatDateTime(pending.oldestAt)}>
            {t(`queues.oldest.${ageOf(pending.oldestAt).unit}`, { value: ageOf(pending.oldestAt).value })}
          </span>
        )}
      </div>
      <div className="filters">{children}</div>
    </div>
  );
}
