import type { MessageKey } from '@wallet/i18n';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { statusToneOf, type StatusTone } from './status-tone.ts';
import './status-badge.css';

const labels: Record<StatusTone, MessageKey> = {
  success: 'status.success',
  failed: 'status.failed',
  pending: 'status.pending',
};

/** The status of a statement entry or an uploaded slip, coloured and labelled (not colour alone). */
export function StatusBadge({ status, testId }: { status: string; testId?: string }) {
  const { t } = useI18n();
  const tone = statusToneOf(status);
  return (
    <span className={`status-badge status-badge--${tone}`} data-tone={tone} data-testid={testId}>
      {t(labels[tone])}
    </span>
  );
}
