import { financeApi, withdrawalStages, type WithdrawalItem, type WithdrawalStage } from '@wallet/contract';
import { DecisionCell } from '../../components/queue/DecisionCell.tsx';
import { MemberCell } from '../../components/queue/MemberCell.tsx';
import { Queue } from '../../components/queue/Queue.tsx';
import { RequestedCell } from '../../components/queue/RequestedCell.tsx';
import { useDecisionActions } from '../../components/queue/use-decision-actions.tsx';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { formatBaht } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { withdrawalsQuery } from './withdrawals-api.ts';

const STAGE_TONE: Record<WithdrawalStage, Tone> = {
  AWAITING_APPROVAL: 'warn',
  PAYING: 'info',
  PAID: 'good',
  REJECTED: 'bad',
  FAILED: 'bad',
};

const DECIDE = { approve: financeApi.approveWithdrawal, reject: financeApi.rejectWithdrawal };

/** Withdrawals waiting for an operator: approve (the payout rail pays) or reject (the money goes back). */
export function WithdrawalsQueue() {
  const { t, locale } = useI18n();
  const decisions = useDecisionActions<WithdrawalItem>({
    waiting: (item) => item.stage === 'AWAITING_APPROVAL',
    title: (decision) => t(`withdrawal.${decision}Title`),
    summary: (item) => <WithdrawalFacts item={item} />,
    send: (send, decision, item, reason) =>
      send(DECIDE[decision], { params: { withdrawalId: item.id }, body: { reason } }),
    testIdPrefix: 'withdrawal',
  });

  return (
    <Queue
      testId="queue-withdrawals"
      rowTestId="withdrawal-row"
      liveKeys={[queueKeys.list('withdrawals'), queueKeys.summary]}
      list={withdrawalsQuery}
      filters={{
        stage: {
          label: t('queues.filter.stage'),
          initial: 'AWAITING_APPROVAL',
          values: withdrawalStages,
          text: (stage) => t(`withdrawal.stage.${stage}`),
          testId: 'filter-stage',
        },
      }}
      columns={[
        {
          header: t('queues.col.requested'),
          cell: (item) => <RequestedCell at={item.createdAt} reference={item.reference} />,
        },
        { header: t('queues.col.member'), cell: (item) => <MemberCell member={item.member} /> },
        { header: t('queues.col.amount'), numeric: true, cell: (item) => formatBaht(item.amount, locale) },
        {
          header: t('queues.col.bank'),
          cell: (item) => (
            <>
              <div>{item.bank.code}</div>
              <div className="muted mono">{item.bank.accountNo}</div>
              <div className="muted">{item.bank.accountName}</div>
            </>
          ),
        },
        {
          header: t('queues.col.status'),
          cell: (item) => <Badge tone={STAGE_TONE[item.stage]}>{t(`withdrawal.stage.${item.stage}`)}</Badge>,
        },
        { header: t('queues.col.decision'), cell: (item) => <DecisionCell item={item} /> },
      ]}
      actions={decisions}
    />
  );
}

function WithdrawalFacts({ item }: { item: WithdrawalItem }) {
  const { t, locale } = useI18n();
  return (
    <dl className="facts">
      <dt>{t('queues.col.member')}</dt>
      <dd>
        {item.member.name} (#{item.member.id})
      </dd>
      <dt>{t('queues.col.amount')}</dt>
      <dd>{formatBaht(item.amount, locale)}</dd>
      <dt>{t('queues.col.bank')}</dt>
      <dd>
        {item.bank.code} {item.bank.accountNo} {item.bank.accountName}
      </dd>
    </dl>
  );
}
