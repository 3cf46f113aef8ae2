import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PAGE_SIZE, type RefundLogEntry } from '@wallet/contract';
import type { MessageKey } from '@wallet/i18n';
import { PageNav } from '../../components/ui/page-nav/PageNav.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { refundLogQuery } from './refund-api.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import '../../styles/records-table.css';

const STEP_TEXT: Record<RefundLogEntry['step'], MessageKey> = {
  receive: 'refund.stepReceive',
  wallet: 'refund.stepWallet',
  forfeit: 'refund.stepForfeit',
};

/** The refund log, 10 a page (read again after a receive or an add-to-wallet: refundScopes). */
export function RefundLog() {
  const { t } = useI18n();
  const money = useMemberMoney();
  const [page, setPage] = useState(1);
  const { data } = useQuery({ ...refundLogQuery(page, PAGE_SIZE), placeholderData: keepPreviousData });
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));
  return (
    <section className="stack records-table" data-testid="refund-log">
      <h3 className="records-table__title">{t('refund.logTitle')}</h3>
      {data && data.refunds.length === 0 && <p className="muted">{t('refund.empty')}</p>}
      {data && data.refunds.length > 0 && (
        <table>
          <thead>
            <tr>
              <th>{t('refund.colStep')}</th>
              <th className="records-table__amount">{money.text('refund.colAmount')}</th>
              <th>{t('refund.colDate')}</th>
            </tr>
          </thead>
          <tbody>
            {data.refunds.map((entry) => (
              <tr key={entry.reference} data-testid="refund-log-entry" data-step={entry.step}>
                <td>{t(STEP_TEXT[entry.step])}</td>
                <td className="records-table__amount">{money.money(entry.refundAmount)}</td>
                <td>{formatDateTime(entry.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <PageNav page={page} pages={pages} onPage={setPage} testId="refund-pages" />
    </section>
  );
}
