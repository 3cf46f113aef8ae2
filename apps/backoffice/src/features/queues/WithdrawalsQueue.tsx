import { useQuery } from '@tanstack/react-query';
import { financeApi, withdrawalStages, type WithdrawalItem, type WithdrawalStage } from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { useState } from 'react';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { sendChange } from '../../lib/api/send-change.ts';
import { formatBaht, formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { MemberCell } from './MemberCell.tsx';
import { withdrawalsQuery } from './queue-api.ts';
import { QueueHeader } from './QueueHeader.tsx';
import { useAfterDecision } from './use-queue-decision.ts';

const STAGE_TONE: Record<WithdrawalStage, Tone> = {
  AWAITING_APPROVAL: 'warn',
  PAYING: 'info',
  PAID: 'good',
  REJECTED: 'bad',
  FAILED: 'bad',
};

type Decision = { kind: 'approve' | 'reject'; item: WithdrawalItem };

/** Withdrawals waiting for an operator: approve (the payout rail pays) or reject (the money goes back). */
export function WithdrawalsQueue() {
  const { t, locale } = useI18n();
  const [stage, setStage] = useState<WithdrawalStage | ''>('AWAITING_APPROVAL');
  const [page, setPage] = useState(1);
  const [decision, setDecision] = useState<Decision | null>(null);
  const list = useQuery(withdrawalsQuery({ stage: stage || undefined, page }));
  const afterDecision = useAfterDecision('withdrawals');
  const keys = useSubmissionKeys();

  async function decide(reason: string) {
    if (!decision) return;
    const params = { withdrawalId: decision.item.id };
    if (decision.kind === 'approve') {
      await sendChange(keys, financeApi.approveWithdrawal, { params, body: { reason } });
    } else {
      await sendChange(keys, financeApi.rejectWithdrawal, { params, body: { reason } });
    }
    await afterDecision();
  }

  return (
    <section data-testid="queue-withdrawals">
      <QueueHeader pending={list.data?.pending}>
        <SelectField
          label={t('queues.filter.stage')}
          value={stage}
          onChange={(event) => {
            setStage(event.target.value as WithdrawalStage | '');
            setPage(1);
          }}
          data-testid="filter-stage"
        >
          <option value="">{t('common.all')}</option>
          {withdrawalStages.map((value) => (
            <option key={value} value={value}>
              {t(`withdrawal.stage.${value}`)}
            </option>
          ))}
        </SelectField>
      </QueueHeader>
      <ErrorNote error={list.error} />
      <div className="card table-wrap">
        <table className="table">
          <thead>
            <tr>
              <th>{t('queues.col.requested')}</th>
              <th>{t('queues.col.member')}</th>
              <th className="num">{t('queues.col.amount')}</th>
              <th>{t('queues.col.bank')}</th>
              <th>{t('queues.col.status')}</th>
              <th>{t('queues.col.decision')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((item) => (
              <tr key={item.id} data-testid="withdrawal-row" data-reference={item.reference}>
                <td>
                  <div>{formatDateTime(item.createdAt)}</div>
                  <div className="muted mono">{item.reference}</div>
                </td>
                <td>
                  <MemberCell member={item.member} />
                </td>
                <td className="num">{formatBaht(item.amount, locale)}</td>
                <td>
                  <div>{item.bank.code}</div>
                  <div className="muted mono">{item.bank.accountNo}</div>
                  <div className="muted">{item.bank.accountName}</div>
                </td>
                <td>
                  <Badge tone={STAGE_TONE[item.stage]}>{t(`withdrawal.stage.${item.stage}`)}</Badge>
                </td>
                <td>
                  {item.decidedBy && <div>{item.decidedBy.name}</div>}
                  {item.reason && <div className="muted">{item.reason}</div>}
                </td>
                <td>
                  {item.stage === 'AWAITING_APPROVAL' && (
                    <div className="row">
                      <Button
                        small
                        variant="primary"
                        onClick={() => setDecision({ kind: 'approve', item })}
                        data-testid="withdrawal-approve"
                      >
                        {t('queues.approve')}
                      </Button>
                      <Button
                        small
                        variant="danger"
                        onClick={() => setDecision({ kind: 'reject', item })}
                        data-testid="withdrawal-reject"
                      >
                        {t('queues.reject')}
                      </Button>
                    </div>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.data?.items.length === 0 && <p className="empty">{t('queues.empty')}</p>}
      </div>
      {list.data && <Pager page={page} limit={20} total={list.data.total} onPage={setPage} />}
      {decision && (
        <ConfirmWithReason
          title={t(decision.kind === 'approve' ? 'withdrawal.approveTitle' : 'withdrawal.rejectTitle')}
          summary={
            <dl className="facts">
              <dt>{t('queues.col.member')}</dt>
              <dd>
                {decision.item.member.name} (#{decision.item.member.id})
              </dd>
              <dt>{t('queues.col.amount')}</dt>
              <dd>{formatBaht(decision.item.amount, locale)}</dd>
              <dt>{t('queues.col.bank')}</dt>
              <dd>
                {decision.item.bank.code} {decision.item.bank.accountNo} {decision.item.bank.accountName}
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
