import {
  withdrawalStages,
  type WithdrawalItem,
  type WithdrawalStage,
  formatBaht,
  sumBaht,
  withdrawalQueueApi,
} from '@wallet/contract';
import type { ReactNode } from 'react';
import { DecisionCell } from '../../components/queue/DecisionCell.tsx';
import { MemberCell } from '../../components/queue/MemberCell.tsx';
import { Queue } from '../../components/queue/Queue.tsx';
import type { QueueBulk, QueueColumn, QueueFilter } from '../../components/queue/queue-spec.ts';
import { RequestedCell } from '../../components/queue/RequestedCell.tsx';
import { useDecisionActions } from '../../components/queue/use-decision-actions.tsx';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { ItemFacts } from '../../components/ui/ItemFacts.tsx';
import { MemberTags } from '../../components/ui/MemberTags.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { ContextCell, contextFacts } from './WithdrawalContext.tsx';
import { withdrawalsQuery } from './withdrawals-api.ts';

const QUEUE = {
  name: 'withdrawals',
  rowTestId: 'withdrawal-row',
  list: withdrawalsQuery,
  liveKeys: queueKeys.live('withdrawals'),
};
const STAGE_TONE: Record<WithdrawalStage, Tone> = {
  AWAITING_APPROVAL: 'warn',
  PAYING: 'info',
  PAID: 'good',
  REJECTED: 'bad',
  FAILED: 'bad',
};
const DECIDE = { approve: withdrawalQueueApi.approveWithdrawal, reject: withdrawalQueueApi.rejectWithdrawal };
const waiting = (item: WithdrawalItem) => item.stage === 'AWAITING_APPROVAL';

/**
 * Withdrawals waiting for an operator: approve (the payout rail pays) or reject (the money goes
 * back). Above the second-approver amount the first approver may not give the second approval
 * (ADR 0106): the row says so in place of the button (the server would change nothing).
 */
export function WithdrawalsQueue() {
  const { t, locale } = useI18n();
  const operator = useOperator();
  const stage: QueueFilter<WithdrawalStage> = {
    label: t('queues.filter.stage'),
    initial: 'AWAITING_APPROVAL',
    values: withdrawalStages,
    text: (value) => t(`withdrawal.stage.${value}`),
  };
  // Only withdrawals with a risk signal (ADR 0164); '' is every one.
  const flagged: QueueFilter<'true'> = {
    label: t('withdrawal.filter.flagged'),
    initial: '',
    values: ['true'],
    text: () => t('withdrawal.filter.flaggedOnly'),
  };
  const columns: QueueColumn<WithdrawalItem>[] = [
    {
      header: t('queues.col.requested'),
      cell: (item) => <RequestedCell at={item.createdAt} reference={item.reference} />,
    },
    {
      header: t('queues.col.member'),
      cell: (item) => <MemberCell member={item.member} tags={item.memberTags} />,
    },
    { header: t('queues.col.amount'), numeric: true, cell: (item) => formatBaht(item.amount, locale) },
    { header: t('queues.col.bank'), cell: (item) => <BankCell bank={item.bank} /> },
    { header: t('withdrawal.ctx.column'), cell: (item) => <ContextCell context={item.context} /> },
    {
      header: t('queues.col.status'),
      cell: (item) => <Badge tone={STAGE_TONE[item.stage]}>{stage.text(item.stage)}</Badge>,
    },
    {
      header: t('queues.col.decision'),
      // A first approval above the second-approver amount is half a decision (ADR 0106).
      cell: (item) => (
        <>
          <DecisionCell item={item} />
          {item.firstApproval && (
            <div className="muted" data-testid="withdrawal-first-approval">
              {t('withdrawal.firstApproval', {
                name: item.firstApproval.operator.name,
                at: formatDateTime(item.firstApproval.at),
              })}
            </div>
          )}
        </>
      ),
    },
  ];
  const decisions = useDecisionActions<WithdrawalItem>({
    waiting,
    refusal: (decision, item) =>
      decision === 'approve' && operator && item.firstApproval?.operator.id === operator.id
        ? t('withdrawal.ownFirstApproval')
        : null,
    title: (decision) => t(`withdrawal.${decision}Title`),
    summary: (item) => (
      <ItemFacts
        member={item.member}
        amount={formatBaht(item.amount, locale)}
        more={[
          ...(item.memberTags.length > 0
            ? [[t('members.tags'), <MemberTags tags={item.memberTags} />] satisfies [string, ReactNode]]
            : []),
          [t('queues.col.bank'), `${item.bank.code} ${item.bank.accountNo} ${item.bank.accountName}`],
          ...contextFacts(item.context, t, locale),
        ]}
      />
    ),
    send: (send, decision, item, reason) =>
      send(DECIDE[decision], { params: { withdrawalId: item.id }, body: { reason } }),
    testIdPrefix: 'withdrawal',
  });

  // Bulk decisions (ADR 0110): the server decides each ticked row as a single decision would. The
  // dialog lists each withdrawal it decides (issue 41), then the count and total.
  const summary = (items: WithdrawalItem[]) => (
    <div className="stack">
      <ul className="bulk-list" data-testid="withdrawal-bulk-list">
        {items.map((item) => (
          <li key={item.id}>
            {item.reference} · {item.member.name} ({item.member.username}) · {formatBaht(item.amount, locale)}{' '}
            · {item.bank.code} {item.bank.accountNo}
            {item.context && item.context.signals.length > 0 ? (
              <> · {item.context.signals.map((signal) => t(`withdrawal.signal.${signal.code}`)).join(', ')}</>
            ) : null}
          </li>
        ))}
      </ul>
      <p>
        {t('withdrawal.bulkSummary', {
          count: items.length,
          amount: formatBaht(sumBaht(items.map((item) => item.amount)), locale),
        })}
      </p>
    </div>
  );
  const bulk: QueueBulk<WithdrawalItem> = {
    selectable: waiting,
    actions: [
      {
        label: t('withdrawal.bulkApprove'),
        title: t('withdrawal.bulkApproveTitle'),
        testId: 'withdrawal-bulk-approve',
        summary,
        send: (send, items, reason) =>
          send(withdrawalQueueApi.bulkApproveWithdrawals, {
            body: { withdrawalIds: items.map((item) => item.id), reason },
          }),
      },
      {
        label: t('withdrawal.bulkReject'),
        title: t('withdrawal.bulkRejectTitle'),
        danger: true,
        testId: 'withdrawal-bulk-reject',
        summary,
        send: (send, items, reason) =>
          send(withdrawalQueueApi.bulkRejectWithdrawals, {
            body: { withdrawalIds: items.map((item) => item.id), reason },
          }),
      },
    ],
  };

  return (
    <Queue
      {...QUEUE}
      filters={{ stage, flagged }}
      columns={columns}
      actions={decisions}
      bulk={bulk}
      openPath={(item) => `/members/${item.member.id}`}
    />
  );
}

function BankCell({ bank }: { bank: WithdrawalItem['bank'] }) {
  return (
    <>
      <div>{bank.code}</div>
      <div className="muted mono">{bank.accountNo}</div>
      <div className="muted">{bank.accountName}</div>
    </>
  );
}
