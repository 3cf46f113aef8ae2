import { useQuery } from '@tanstack/react-query';
import { operatorsApi, settingChangesApi, type OperatorRole, type QueueName } from '@wallet/contract';
import { useNavigate, useParams } from 'react-router';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { canCall } from '../../lib/operator/access.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { queuesSummaryQuery } from '../../lib/realtime/queue-summary.ts';
import { DepositReviewsQueue } from '../../features/deposit/DepositReviewsQueue.tsx';
import { HeldCredits } from '../../features/deposit/HeldCredits.tsx';
import { WaitingOperators } from '../../features/operators/WaitingOperators.tsx';
import { SettingChangesList } from '../../features/settings/SettingChangesList.tsx';
import { AdjustmentsQueue } from '../../features/wallet/AdjustmentsQueue.tsx';
import { ManualPayouts } from '../../features/withdraw/ManualPayouts.tsx';
import { PayoutFiles } from '../../features/withdraw/PayoutFiles.tsx';
import { WithdrawalsQueue } from '../../features/withdraw/WithdrawalsQueue.tsx';
import './queues-page.css';

/** The queues this page shows (the bank feed's items have the Auto deposits page). */
type MoneyQueue = Exclude<QueueName, 'bankFeed'>;

/** The address segment of each queue (the contract's names are camelCase). */
const SLUGS: Record<MoneyQueue, string> = {
  withdrawals: 'withdrawals',
  depositReviews: 'deposit-reviews',
  adjustments: 'adjustments',
  heldCredits: 'held-credits',
  settingChanges: 'setting-changes',
  operatorGrants: 'operator-grants',
};

/**
 * The route that reads a queue's list, where it is not the queues' own (which every role of this
 * page may read): a role that may not read it has no tab. The operators waiting for a second
 * admin are on the operators' list, which only an admin reads.
 */
const LIST_ROUTES: Partial<Record<MoneyQueue, { roles?: readonly OperatorRole[] }>> = {
  settingChanges: settingChangesApi.list,
  operatorGrants: operatorsApi.list,
};

/** The queues a role sees as tabs. */
function queuesFor(role: OperatorRole | undefined): MoneyQueue[] {
  return (Object.keys(SLUGS) as MoneyQueue[]).filter((queue) => {
    const route = LIST_ROUTES[queue];
    return route === undefined || canCall(role, route);
  });
}

/** The money queues and what waits for a second admin, each tab with its waiting count, kept live by pushed events. */
export function QueuesPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const queues = queuesFor(useOperator()?.role);
  const slug = useParams().queue;
  const current = queues.find((queue) => SLUGS[queue] === slug) ?? 'withdrawals';
  const summary = useQuery(queuesSummaryQuery).data;

  return (
    <div>
      <h1>{t('nav.queues')}</h1>
      <Tabs
        label={t('nav.queues')}
        current={current}
        onChange={(queue) => void navigate(`/queues/${SLUGS[queue]}`)}
        items={queues.map((queue) => ({
          key: queue,
          label: (
            <>
              {t(`queues.name.${queue}`)}{' '}
              <span className="queue-count" data-testid={`queue-count-${queue}`}>
                {summary?.[queue].count ?? '…'}
              </span>
            </>
          ),
        }))}
      />
      {current === 'withdrawals' && <WithdrawalsQueue />}
      {current === 'withdrawals' && <ManualPayouts />}
      {current === 'withdrawals' && <PayoutFiles />}
      {current === 'depositReviews' && <DepositReviewsQueue />}
      {current === 'adjustments' && <AdjustmentsQueue />}
      {current === 'heldCredits' && <HeldCreditsTab />}
      {current === 'settingChanges' && <SettingChangesList />}
      {current === 'operatorGrants' && <WaitingOperators />}
    </div>
  );
}

/** The held credits' tab: the batches, or a line saying nothing waits. */
function HeldCreditsTab() {
  const { t } = useI18n();
  const summary = useQuery(queuesSummaryQuery).data;
  return summary?.heldCredits.count === 0 ? (
    <p className="muted">{t('heldCredits.none')}</p>
  ) : (
    <HeldCredits />
  );
}
