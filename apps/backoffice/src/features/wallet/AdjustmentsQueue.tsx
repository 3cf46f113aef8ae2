import {
  type AdjustmentItem,
  type AdjustmentStatus,
  formatBaht,
  formatMoney,
  adjustmentApi,
} from '@wallet/contract';
import { DecisionCell } from '../../components/queue/DecisionCell.tsx';
import { MemberCell } from '../../components/queue/MemberCell.tsx';
import { Queue } from '../../components/queue/Queue.tsx';
import type { QueueColumn, QueueFilter } from '../../components/queue/queue-spec.ts';
import { useDecisionActions } from '../../components/queue/use-decision-actions.tsx';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { ItemFacts } from '../../components/ui/ItemFacts.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { adjustmentsQuery } from './adjustments-api.ts';

const QUEUE = {
  name: 'adjustments',
  rowTestId: 'adjustment-row',
  list: adjustmentsQuery,
  liveKeys: queueKeys.live('adjustments'),
};
/** An adjustment's states, in the filter's order, each with its badge's tone. */
const TONE: Record<AdjustmentStatus, Tone> = { PENDING_APPROVAL: 'warn', APPLIED: 'good', REJECTED: 'bad' };
const DECIDE = { approve: adjustmentApi.approveAdjustment, reject: adjustmentApi.rejectAdjustment };

/**
 * Adjustments above the four-eyes amount, waiting for a second operator. The one who asked may
 * not approve their own (the server refuses SAME_OPERATOR; the button says why it is not there).
 */
export function AdjustmentsQueue() {
  const { t, locale } = useI18n();
  const operator = useOperator();
  const decisions = useDecisionActions<AdjustmentItem>({
    waiting: (item) => item.status === 'PENDING_APPROVAL',
    refusal: (decision, item) =>
      decision === 'approve' && item.requestedBy.id === operator?.id ? t('adjustment.ownRequest') : null,
    title: (decision) => t(`adjustment.${decision}Title`),
    summary: (item) => (
      <ItemFacts
        member={item.member}
        amount={`${t(`adjustment.direction.${item.direction}`)} ${formatBaht(item.amount, locale)}`}
        more={[[t('adjustment.requestedBy'), `${item.requestedBy.name}: ${item.requestReason}`]]}
      />
    ),
    send: (send, decision, item, reason) =>
      send(DECIDE[decision], { params: { adjustmentId: item.id }, body: { reason } }),
  });
  const status: QueueFilter<AdjustmentStatus> = {
    label: t('queues.filter.status'),
    initial: 'PENDING_APPROVAL',
    values: Object.keys(TONE) as AdjustmentStatus[],
    text: (value) => t(`adjustment.status.${value}`),
  };
  const columns: QueueColumn<AdjustmentItem>[] = [
    { header: t('queues.col.requested'), cell: (item) => formatDateTime(item.requestedAt) },
    { header: t('queues.col.member'), cell: (item) => <MemberCell member={item.member} /> },
    {
      header: t('queues.col.amount'),
      numeric: true,
      cell: (item) => `${item.direction === 'debit' ? '−' : '+'}${formatBaht(item.amount, locale)}`,
    },
    {
      header: t('adjustment.requestedBy'),
      cell: (item) => (
        <>
          <div>{item.requestedBy.name}</div>
          <div className="muted">{item.requestReason}</div>
        </>
      ),
    },
    {
      header: t('queues.col.status'),
      cell: (item) => <Badge tone={TONE[item.status]}>{status.text(item.status)}</Badge>,
    },
    { header: t('queues.col.decision'), cell: (item) => <DecisionCell item={item} /> },
  ];

  return (
    <Queue
      {...QUEUE}
      filters={{ status }}
      openPath={(item) => `/members/${item.member.id}`}
      note={(page) => (
        <p className="muted">
          {t('adjustment.fourEyes', {
            amount: formatBaht(page.fourEyesAboveBaht, locale),
            kip: formatMoney(page.fourEyesAboveKip, 'LAK', locale),
          })}
        </p>
      )}
      columns={columns}
      actions={decisions}
    />
  );
}
