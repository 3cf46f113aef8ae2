import {
  depositReviewChannels,
  type DepositReviewChannel,
  type DepositReviewItem,
  formatBaht,
} from '@wallet/contract';
import { translateSlipNote } from '@wallet/i18n';
import { MemberCell } from '../../components/queue/MemberCell.tsx';
import { Queue } from '../../components/queue/Queue.tsx';
import type { QueueColumn, QueueFilter, RowAction } from '../../components/queue/queue-spec.ts';
import { RequestedCell } from '../../components/queue/RequestedCell.tsx';
import { Badge, type Tone } from '../../components/ui/Badge.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { depositReviewsQuery } from './deposit-reviews-api.ts';
import { ReviewDialog } from './ReviewDialog.tsx';

type ReviewStatus = DepositReviewItem['status'];
/** A review's states, in the filter's order, each with its badge's tone. */
const TONE: Record<ReviewStatus, Tone> = { PENDING: 'warn', SUCCESS: 'good', FAILED: 'bad' };
const QUEUE = {
  name: 'deposit-reviews',
  rowTestId: 'review-row',
  list: depositReviewsQuery,
  liveKeys: queueKeys.live('depositReviews'),
};

/** Deposits no rule could decide (unread slips, QR payments that did not match, unclear gift links). */
export function DepositReviewsQueue() {
  const { t, locale } = useI18n();
  const filters: { status: QueueFilter<ReviewStatus>; channel: QueueFilter<DepositReviewChannel> } = {
    status: {
      label: t('queues.filter.status'),
      initial: 'PENDING',
      values: Object.keys(TONE) as ReviewStatus[],
      text: (value) => t(`review.status.${value}`),
    },
    channel: {
      label: t('review.channel'),
      initial: '',
      values: depositReviewChannels,
      text: (value) => t(`review.channel.${value}`),
    },
  };
  const columns: QueueColumn<DepositReviewItem>[] = [
    {
      header: t('queues.col.requested'),
      cell: (item) => <RequestedCell at={item.createdAt} reference={item.reference} />,
    },
    { header: t('queues.col.member'), cell: (item) => <MemberCell member={item.member} /> },
    { header: t('review.channel'), cell: (item) => filters.channel.text(item.channel) },
    {
      header: t('queues.col.amount'),
      numeric: true,
      cell: (item) => (item.amount === null ? '—' : formatBaht(item.amount, locale)),
    },
    {
      header: t('review.verifier'),
      cell: (item) => (item.verifierNote ? translateSlipNote(locale, item.verifierNote) : '—'),
    },
    {
      header: t('queues.col.status'),
      cell: (item) => <Badge tone={TONE[item.status]}>{filters.status.text(item.status)}</Badge>,
    },
  ];
  // A decided review opens too: its evidence and who decided stay readable.
  const review: RowAction<DepositReviewItem> = {
    view: (item) => ({
      label: t(item.status === 'PENDING' ? 'review.open' : 'review.view'),
      variant: item.status === 'PENDING' ? 'primary' : 'secondary',
      testId: 'review-open',
    }),
    dialog: (item, { action, close, decided }) => (
      <ReviewDialog
        item={item}
        onClose={close}
        onDecided={(after) => {
          decided(after);
          return action.refresh();
        }}
      />
    ),
  };

  return (
    <Queue
      {...QUEUE}
      filters={filters}
      columns={columns}
      actions={[review]}
      openPath={(item) => `/members/${item.member.id}`}
    />
  );
}
