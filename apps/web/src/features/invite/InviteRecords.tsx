import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAGE_SIZE } from '@wallet/contract';
import { PageNav } from '../../components/ui/page-nav/PageNav.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { inviteRecordsQuery } from './invite-api.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import '../../styles/records-table.css';

/** The invite records, 10 a page (spec doc 2 section 9); a failed load shows nothing (section 8). */
export function InviteRecords() {
  const { t } = useI18n();
  const money = useMemberMoney();
  const [page, setPage] = useState(1);
  const { data } = useQuery({ ...inviteRecordsQuery(page, PAGE_SIZE), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <section className="stack records-table" data-testid="invite-records">
      <h3 className="records-table__title">{t('invite.recordsTitle')}</h3>
      {data && data.invites.length === 0 && <p className="muted">{t('invite.empty')}</p>}
      {data && data.invites.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('invite.colFrom')}</th>
              <th className="records-table__amount">{money.text('invite.colAmount')}</th>
              <th>{t('invite.colDate')}</th>
            </tr>
          </thead>
          <tbody>
            {data.invites.map((record, i) => (
              <tr key={`${record.createdAt}-${i}`} data-testid="invite-record">
                <td>{record.from.name}</td>
                <td className="records-table__amount">{money.money(record.amount)}</td>
                <td>{formatDateTime(record.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageNav page={page} pages={pages} onPage={setPage} testId="invite-pages" />
    </section>
  );
}
