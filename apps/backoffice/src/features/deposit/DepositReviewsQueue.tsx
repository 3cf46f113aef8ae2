import { depositReviewChannels, type DepositReviewItem } from '@wallet/contract';
import { translateSlipNote } from '@wallet/i18n';
import { MemberCell } from '../../components/queue/MemberCell.tsx';
import { Queue } from '../../components/queue/Queue.tsx';
import type { RowAction } from '../../components/queue/queue-spec.ts';
import { RequestedCell } from '../../components/queue/RequestedCell.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatBaht } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { depositReviewsQuery } from './deposit-reviews-api.ts';
import { ReviewDialog } from './ReviewDialog.tsx';

type ReviewStatus = DepositReviewItem['status'];
const STATUSES: ReviewStatus[] = ['PENDING', 'SUCCESS', 'FAILED'];
const STATUS_TONE = { PENDING: 'warn', SUCCESS: 'good', FAILED: 'bad' } as const;

/** Deposits no rule could decide (unread slips, QR payments that did not match, unclear gift links). */
export function DepositReviewsQueue() {
  const { t, locale } = useI18n();
  // A decided review opens too: its evidence and who decided stay readable.
  const review: RowAction<DepositReviewItem> = {
    view: (item) => ({
      label: t(item.status === 'PENDING' ? 'review.open' : 'review.view'),
      variant: item.status === 'PENDING' ? 'primary' : 'secondary',
      testId: 'review-open',
    }),
    dialog: (item, { close, refresh }) => <ReviewDialog item={item} onClose={close} onDecided={refresh} />,
  };

  return (
    <Queue
      testId="queue-deposit-reviews"
      rowTestId="review-row"
      liveKeys={[queueKeys.list('depositReviews'), queueKeys.summary]}
      list={depositReviewsQuery}
      filters={{
        status: {
          label: t('queues.filter.status'),
          initial: 'PENDING',
          values: STATUSES,
          text: (status) => t(`review.status.${status}`),
          testId: 'filter-status',
        },
        channel: {
          label: t('review.channel'),
          initial: '',
          values: depositReviewChannels,
          text: (channel) => t(`review.channel.${channel}`),
          testId: 'filter-channel',
        },
      }}
      columns={[
        {
          header: t('queues.col.requested'),
          cell: (item) => <RequestedCell at={item.createdAt} reference={item.reference} />,
        },
        { header: t('queues.col.member'), cell: (item) => <MemberCell member={item.member} /> },
        { header: t('review.channel'), cell: (item) => t(`review.channel.${item.channel}`) },
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
          cell: (item) => <Badge tone={STATUS_TONE[item.status]}>{t(`review.status.${item.status}`)}</Badge>,
        },
      ]}
      actions={[review]}
    />
  );
}
