import { useQuery } from '@tanstack/react-query';
import { depositReviewChannels, type DepositReviewChannel, type DepositReviewItem } from '@wallet/contract';
import { translateSlipNote } from '@wallet/i18n';
import { useState } from 'react';
import { Badge } from '../../components/ui/Badge.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { formatBaht, formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { MemberCell } from './MemberCell.tsx';
import { depositReviewsQuery } from './queue-api.ts';
import { QueueHeader } from './QueueHeader.tsx';
import { ReviewDialog } from './ReviewDialog.tsx';
import { useAfterDecision } from './use-queue-decision.ts';

type ReviewStatus = DepositReviewItem['status'];
const STATUSES: ReviewStatus[] = ['PENDING', 'SUCCESS', 'FAILED'];
const STATUS_TONE = { PENDING: 'warn', SUCCESS: 'good', FAILED: 'bad' } as const;

/** Deposits no rule could decide (unread slips, QR payments that did not match, unclear gift links). */
export function DepositReviewsQueue() {
  const { t, locale } = useI18n();
  const [status, setStatus] = useState<ReviewStatus | ''>('PENDING');
  const [channel, setChannel] = useState<DepositReviewChannel | ''>('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<DepositReviewItem | null>(null);
  const list = useQuery(
    depositReviewsQuery({ status: status || undefined, channel: channel || undefined, page }),
  );
  const afterDecision = useAfterDecision('depositReviews');

  return (
    <section data-testid="queue-deposit-reviews">
      <QueueHeader pending={list.data?.pending}>
        <SelectField
          label={t('queues.filter.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.target.value as ReviewStatus | '');
            setPage(1);
          }}
          data-testid="filter-status"
        >
          <option value="">{t('common.all')}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`review.status.${value}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('review.channel')}
          value={channel}
          onChange={(event) => {
            setChannel(event.target.value as DepositReviewChannel | '');
            setPage(1);
          }}
          data-testid="filter-channel"
        >
          <option value="">{t('common.all')}</option>
          {depositReviewChannels.map((value) => (
            <option key={value} value={value}>
              {t(`review.channel.${value}`)}
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
              <th>{t('review.channel')}</th>
              <th className="num">{t('queues.col.amount')}</th>
              <th>{t('review.verifier')}</th>
              <th>{t('queues.col.status')}</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {list.data?.items.map((item) => (
              <tr key={item.id} data-testid="review-row" data-reference={item.reference}>
                <td>
                  <div>{formatDateTime(item.createdAt)}</div>
                  <div className="muted mono">{item.reference}</div>
                </td>
                <td>
                  <MemberCell member={item.member} />
                </td>
                <td>{t(`review.channel.${item.channel}`)}</td>
                <td className="num">{item.amount === null ? '—' : formatBaht(item.amount, locale)}</td>
                <td>{item.verifierNote ? translateSlipNote(locale, item.verifierNote) : '—'}</td>
                <td>
                  <Badge tone={STATUS_TONE[item.status]}>{t(`review.status.${item.status}`)}</Badge>
                </td>
                <td>
                  <Button
                    small
                    variant={item.status === 'PENDING' ? 'primary' : 'secondary'}
                    onClick={() => setOpen(item)}
                    data-testid="review-open"
                  >
                    {t(item.status === 'PENDING' ? 'review.open' : 'review.view')}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {list.data?.items.length === 0 && <p className="empty">{t('queues.empty')}</p>}
      </div>
      {list.data && <Pager page={page} limit={20} total={list.data.total} onPage={setPage} />}
      {open && <ReviewDialog item={open} onClose={() => setOpen(null)} onDecided={afterDecision} />}
    </section>
  );
}
