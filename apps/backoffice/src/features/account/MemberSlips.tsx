import { formatBaht } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { translateSlipNote } from '@wallet/i18n';
import { useState } from 'react';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { Pager } from '../../components/ui/Pager.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberSlipsQuery } from './member-api.ts';

/** The member's uploaded slips, each with its image (a short-lived signed link). */
export function MemberSlips({ memberId }: { memberId: number }) {
  const { t, locale } = useI18n();
  const [page, setPage] = useState(1);
  const slips = useQuery(memberSlipsQuery(memberId, page));
  return (
    <div>
      <ErrorNote error={slips.error} />
      <div className="slip-grid">
        {slips.data?.slips.map((slip) => (
          <figure key={slip.id} className="card slip-card" data-testid="member-slip">
            <a href={slip.imageUrl} target="_blank" rel="noreferrer">
              <img src={slip.imageUrl} alt={t('review.slipImage')} loading="lazy" />
            </a>
            <figcaption>
              <div className="row row--between">
                <strong>{formatBaht(slip.amount, locale)}</strong>
                <span>{slip.status}</span>
              </div>
              <div className="muted mono">{slip.reference}</div>
              <div className="muted">{formatDateTime(slip.createdAt)}</div>
              {slip.note && <div>{translateSlipNote(locale, slip.note)}</div>}
            </figcaption>
          </figure>
        ))}
      </div>
      {slips.data?.slips.length === 0 && <p className="empty">{t('member.noSlips')}</p>}
      {slips.data && <Pager page={page} limit={20} total={slips.data.total} onPage={setPage} />}
    </div>
  );
}
