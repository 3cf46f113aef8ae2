import { bankFeedItemKinds, type BankFeedItem, formatBaht } from '@wallet/contract';
import { Queue } from '../../components/queue/Queue.tsx';
import type { QueueColumn, QueueFilter, RowAction } from '../../components/queue/queue-spec.ts';
import { RequestedCell } from '../../components/queue/RequestedCell.tsx';
import { Badge } from '../../components/ui/Badge.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { bankFeedItemsQuery, bankFeedKeys } from './bank-feed-api.ts';
import { BankFeedMatchDialog } from './BankFeedMatchDialog.tsx';
import { BankFeedSettleDialog } from './BankFeedSettleDialog.tsx';

type Kind = BankFeedItem['kind'];
type Status = BankFeedItem['status'];
const QUEUE = {
  name: 'bank-feed',
  rowTestId: 'bank-feed-row',
  list: bankFeedItemsQuery,
  liveKeys: [bankFeedKeys.items],
};

/** What the bank feed could not place: several members fit, none does, or no parser read the message. */
export function BankFeedQueue() {
  const { t, locale } = useI18n();
  const filters: { status: QueueFilter<Status>; kind: QueueFilter<Kind> } = {
    status: {
      label: t('queues.filter.status'),
      initial: 'PENDING',
      values: ['PENDING', 'SUCCESS'],
      text: (value) => t(`review.status.${value}`),
    },
    kind: {
      label: t('bankFeed.kind'),
      initial: '',
      values: bankFeedItemKinds,
      text: (value) => t(`bankFeed.kind.${value}`),
    },
  };
  const columns: QueueColumn<BankFeedItem>[] = [
    {
      header: t('bankFeed.bankTime'),
      cell: (item) => (
        <RequestedCell at={item.bankTime ?? item.createdAt} reference={item.reference ?? item.id} />
      ),
    },
    {
      header: t('bankFeed.kind'),
      cell: (item) => (
        <Badge tone={item.kind === 'UNPARSED' || item.kind === 'AMBIGUOUS' ? 'bad' : 'warn'}>
          {filters.kind.text(item.kind)}
        </Badge>
      ),
    },
    {
      header: t('bankFeed.account'),
      cell: (item) => (item.accountNo ? `${item.bankCode ?? ''} ${item.accountNo}` : (item.bankCode ?? '—')),
    },
    {
      header: t('bankFeed.sender'),
      cell: (item) =>
        item.text !== null ? (
          <span className="mono bank-feed__text" data-testid="bank-feed-text">
            {item.text}
          </span>
        ) : (
          [item.sender.bankCode, item.sender.account, item.sender.name].filter(Boolean).join(' ') || '—'
        ),
    },
    {
      header: t('queues.col.amount'),
      numeric: true,
      cell: (item) => (item.amount === null ? '—' : formatBaht(item.amount, locale)),
    },
    {
      header: t('queues.col.status'),
      cell: (item) => (
        <>
          <Badge tone={item.status === 'PENDING' ? 'warn' : 'good'}>{filters.status.text(item.status)}</Badge>
          {/* A placing that is an operator credit: waiting for a second operator, or rejected (ADR 0131). */}
          {item.operatorCredit && item.operatorCredit.status !== 'APPLIED' && (
            <>
              {' '}
              <Badge tone={item.operatorCredit.status === 'WAITING' ? 'warn' : 'bad'}>
                {t(`heldCredits.status.${item.operatorCredit.status}`)}
              </Badge>
            </>
          )}
        </>
      ),
    },
  ];
  const matchAction: RowAction<BankFeedItem> = {
    view: (item) =>
      item.status === 'PENDING' && item.kind !== 'AMBIGUOUS'
        ? { label: t('bankFeed.match'), variant: 'primary', testId: 'bank-feed-match' }
        : null,
    dialog: (item, { action, close }) => (
      <BankFeedMatchDialog item={item} onClose={close} onMatched={action.refresh} />
    ),
  };
  // A delivery that could be several known transfers is settled, not placed on a member (ADR 0117).
  const settleAction: RowAction<BankFeedItem> = {
    view: (item) => {
      if (item.settled) {
        const transfer = item.settled.transferId;
        return { note: t(`bankFeed.settledAs.${item.settled.as}`, { transfer }) };
      }
      return item.status === 'PENDING' && item.kind === 'AMBIGUOUS'
        ? { label: t('bankFeed.settle'), variant: 'primary', testId: 'bank-feed-settle' }
        : null;
    },
    dialog: (item, { action, close }) => (
      <BankFeedSettleDialog item={item} onClose={close} onSettled={action.refresh} />
    ),
  };
  // The lists' one search (ADR 0111): a member is the one placed or a candidate.
  return <Queue {...QUEUE} filters={filters} columns={columns} actions={[matchAction, settleAction]} />;
}
