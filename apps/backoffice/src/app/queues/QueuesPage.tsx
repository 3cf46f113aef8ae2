import { useQuery } from '@tanstack/react-query';
import type { QueueName } from '@wallet/contract';
import { useNavigate, useParams } from 'react-router';
import { Tabs } from '../../components/ui/Tabs.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { queuesSummaryQuery } from '../../lib/realtime/queue-summary.ts';
import { DepositReviewsQueue } from '../../features/deposit/DepositReviewsQueue.tsx';
import { HeldCredits } from '../../features/deposit/HeldCredits.tsx';
import { AdjustmentsQueue } from '../../features/wallet/AdjustmentsQueue.tsx';
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
};
const QUEUES = Object.keys(SLUGS) as MoneyQueue[];

function queueOfSlug(slug: string | undefined): MoneyQueue {
  return QUEUES.find((queue) => SLUGS[queue] === slug) ?? 'withdrawals';
}

/** The money queues, each tab with its waiting count, kept live by pushed events. */
export function QueuesPage() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const current = queueOfSlug(useParams().queue);
  const summary = useQuery(queuesSummaryQuery).data;

  return (
    <div>
      <h1>{t('nav.queues')}</h1>
      <Tabs
        label={t('nav.queues')}
        current={current}
        onChange={(queue) => void navigate(`/queues/${SLUGS[queue]}`)}
        items={QUEUES.map((queue) => ({
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
      {current === 'depositReviews' && <DepositReviewsQueue />}
      {current === 'adjustments' && <AdjustmentsQueue />}
      {current === 'heldCredits' && <HeldCreditsTab />}
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
