import { financeApi, type AdjustmentItem, type AdjustmentStatus } from '@wallet/contract';
import { DecisionCell } from '../../components/queue/DecisionCell.tsx';
import { MemberCell } from '../../components/queue/MemberCell.tsx';
import { Queue } from '../../components/queue/Queue.tsx';
import { useDecisionActions } from '../../components/queue/use-decision-actions.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatBaht, formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { adjustmentsQuery } from './adjustments-api.ts';

const STATUSES: AdjustmentStatus[] = ['PENDING_APPROVAL', 'APPLIED', 'REJECTED'];
const STATUS_TONE = { PENDING_APPROVAL: 'warn', APPLIED: 'good', REJECTED: 'bad' } as const;
const DECIDE = { approve: financeApi.approveAdjustment, reject: financeApi.rejectAdjustment };

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
    summary: (item) => <AdjustmentFacts item={item} />,
    send: (send, decision, item, reason) =>
      send(DECIDE[decision], { params: { adjustmentId: item.id }, body: { reason } }),
  });

  return (
    <Queue
      testId="queue-adjustments"
      rowTestId="adjustment-row"
      liveKeys={[queueKeys.list('adjustments'), queueKeys.summary]}
      list={adjustmentsQuery}
      filters={{
        status: {
          label: t('queues.filter.status'),
          initial: 'PENDING_APPROVAL',
          values: STATUSES,
          text: (status) => t(`adjustment.status.${status}`),
        },
      }}
      note={(page) => (
        <p className="muted">
          {t('adjustment.fourEyes', { amount: formatBaht(page.fourEyesAboveBaht, locale) })}
        </p>
      )}
      columns={[
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
          cell: (item) => (
            <Badge tone={STATUS_TONE[item.status]}>{t(`adjustment.status.${item.status}`)}</Badge>
          ),
        },
        { header: t('queues.col.decision'), cell: (item) => <DecisionCell item={item} /> },
      ]}
      actions={decisions}
    />
  );
}

function AdjustmentFacts({ item }: { item: AdjustmentItem }) {
  const { t, locale } = useI18n();
  return (
    <dl className="facts">
      <dt>{t('queues.col.member')}</dt>
      <dd>
        {item.member.name} (#{item.member.id})
      </dd>
      <dt>{t('queues.col.amount')}</dt>
      <dd>
        {t(`adjustment.direction.${item.direction}`)} {formatBaht(item.amount, locale)}
      </dd>
      <dt>{t('adjustment.requestedBy')}</dt>
      <dd>
        {item.requestedBy.name}: {item.requestReason}
      </dd>
    </dl>
  );
}
