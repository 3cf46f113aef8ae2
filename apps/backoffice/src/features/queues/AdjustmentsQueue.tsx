import { useQuery } from '@tanstack/react-query';
import { financeApi, type AdjustmentItem, type AdjustmentStatus } from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { sendChange } from '../../lib/api/send-change.ts';
import { formatBaht, formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { MemberCell } from './MemberCell.tsx';
import { adjustmentsQuery } from './queue-api.ts';
import { QueueHeader } from './QueueHeader.tsx';
import { useAfterDecision } from './use-queue-decision.ts';

const STATUSES: AdjustmentStatus[] = ['PENDING_APPROVAL', 'APPLIED', 'REJECTED'];
const STATUS_TONE = { PENDING_APPROVAL: 'warn', APPLIED: 'good', REJECTED: 'bad' } as const;

type Decision = { kind: 'approve' | 'reject'; item: AdjustmentItem };

/**
 * Adjustments above the four-eyes amount, waiting for a second operator. The one who asked may
 * not approve their own (the server refuses SAME_OPERATOR; the button says why it is not there).
 */
export function AdjustmentsQueue() {
  const { t, locale } = useI18n();
  const operator = useOperator();
  const [status, setStatus] = useState<AdjustmentStatus | ''>('PENDING_APPROVAL');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useQuery(adjustmentsQuery({ status: status || undefined, page }));
  const afterDecision = useAfterDecision('adjustments');
  const keys = useSubmissionKeys();

  async function decide(reason: string) {
    if (!decision) return;
    const params = { adjustmentId: decision.item.id };
    if (decision.kind === 'approve') {
      await sendChange(keys, financeApi.approveAdjustment, { params, body: { reason } });
    } else {
      await sendChange(keys, financeApi.rejectAdjustment, { params, body: { reason } });
    }
    await afterDecision();
  }

  return (
    <section data-testid="queue-adjustments">
      <QueueHeader pending={list.data?.pending}>
        <SelectField
          label={t('queues.filter.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as AdjustmentStatus | '');
            setPage(1);
          }}
        >
          <option value="">{t('common.all')}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`adjustment.status.${value}`)}
            </option>
          ))}
        </SelectField>
        {list.data && (
          <p className="muted">
            {t('adjustment.fourEyes', { amount: formatBaht(list.data.fourEyesAboveBaht, locale) })}
          </p>
        )}
      </QueueHeader>
      <ErrorNote error={list.error} />
      <div className="card table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>{t('queues.col.requested')}</th>
              <th>{t('queues.col.member')}</th>
              <th className="num">{t('queues.col.amount')}</th>
              <th>{t('adjustment.requestedBy')}</th>
              <th>{t('queues.col.status')}</th>
              <th>{t('queues.col.decision')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((item) => {
              const own = item.requestedBy.id === operator?.id;
              return (
                <tr key={item.id} data-testid="adjustment-row">
                  <td>{formatDateTime(item.requestedAt)}</td>
                  <td>
                    <MemberCell member={item.member} />
                  </td>
                  <td className="num">
                    {item.direction === 'debit' ? '−' : '+'}
                    {formatBaht(item.amount, locale)}
                  </td>
                  <td>
                    <div>{item.requestedBy.name}</div>
                    <div className="muted">{item.requestReason}</div>
                  </td>
                  <td>
                    <Badge tone={STATUS_TONE[item.status]}>{t(`adjustment.status.${item.status}`)}</Badge>
                  </td>
                  <td>
                    {item.decidedBy && <div>{item.decidedBy.name}</div>}
                    {item.reason && <div className="muted">{item.reason}</div>}
                  </td>
                  <td>
                    {item.status === 'PENDING_APPROVAL' && (
                      <div className="row">
                        {own ? (
                          <span className="muted">{t('adjustment.ownRequest')}</span>
                        ) : (
                          <Button
                            small
                            variant="primary"
                            onClick={() => setDecision({ kind: 'approve', item })}
                          >
                            {t('queues.approve')}
                          </Button>
                        )}
                        <Button small variant="danger" onClick={() => setDecision({ kind: 'reject', item })}>
                          {t('queues.reject')}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {list.data?.items.length === 0 && <p className="empty">{t('queues.empty')}</p>}
      </div>
      {list.data && <Pager page={page} limit={20} total={list.data.total} onPage={setPage} />}
      {decision && (
        <ConfirmWithReason
          title={t(decision.kind === 'approve' ? 'adjustment.approveTitle' : 'adjustment.rejectTitle')}
          summary={
            <dl className="facts">
              <dt>{t('queues.col.member')}</dt>
              <dd>
                {decision.item.member.name} (#{decision.item.member.id})
              </dd>
              <dt>{t('queues.col.amount')}</dt>
              <dd>
                {t(`adjustment.direction.${decision.item.direction}`)}{' '}
                {formatBaht(decision.item.amount, locale)}
              </dd>
              <dt>{t('adjustment.requestedBy')}</dt>
              <dd>
                {decision.item.requestedBy.name}: {decision.item.requestReason}
              </dd>
            </dl>
          }
          confirmLabel={t(decision.kind === 'approve' ? 'queues.approve' : 'queues.reject')}
          danger={decision.kind === 'reject'}
          onConfirm={decide}
          onClose={() => setDecision(null)}
        />
      )}
    </section>
  );
}
