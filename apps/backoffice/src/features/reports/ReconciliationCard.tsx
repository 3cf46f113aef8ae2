import { useQuery } from '@tanstack/react-query';
import { formatBaht, type MemberHoldings, type ReconciliationAccount } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { DateField } from '../../components/ui/DateField.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { bangkokToday } from './bangkok-today.ts';
import { downloadReport, reconciliationQuery } from './reports-api.ts';

/** The credit kinds the texts name (a deposit's natural key); any other shows as the server names it. */
const NAMED_KINDS = [
  'bank',
  'slip',
  'slip-review',
  'qr',
  'voucher',
  'notice',
  'sandbox-credit',
  'demo-opening',
] as const;
type NamedKind = (typeof NAMED_KINDS)[number];
const isNamed = (kind: string): kind is NamedKind => (NAMED_KINDS as readonly string[]).includes(kind);

/**
 * A Bangkok day's reconciliation (issue 41, ADR 0176): per deposit account the credits booked
 * (by kind) against what the bank feed saw, the difference and the items behind it; the credits
 * no account received; the members' money at the day's end. Its CSV is the reports' export.
 */
export function ReconciliationCard() {
  const { t, locale } = useI18n();
  const [day, setDay] = useState(bangkokToday);
  const action = useAction();
  const books = useQuery(reconciliationQuery({ day }));
  const money = (amount: number) => formatBaht(amount, locale);
  const kindOf = (kind: string | null) =>
    kind === null ? '' : isNamed(kind) ? t(`recon.kind.${kind}`) : kind;
  const accountOf = (row: ReconciliationAccount) =>
    row.accountNo === null ? t('recon.noAccount') : `${row.bankCode} ${row.accountNo}`;
  const data = books.data;

  return (
    <section className="card reconciliation" data-testid="reconciliation">
      <h2>{t('recon.title')}</h2>
      <p className="muted">{t('recon.explain')}</p>
      <div className="filters">
        <DateField label={t('recon.day')} value={day} required onChange={setDay} data-testid="recon-day" />
        <Button
          onClick={() =>
            void action.run(() => downloadReport({ kind: 'reconciliation', from: day, to: day }))
          }
          disabled={action.busy}
          data-testid="recon-download"
        >
          {action.busy ? t('common.working') : t('reports.export.csv')}
        </Button>
      </div>
      <ErrorNote error={books.error ?? action.error} />
      {data && (
        <>
          <table className="table table--compact" data-testid="recon-table">
            <thead>
              <tr>
                <th>{t('recon.account')}</th>
                <th className="num">{t('recon.booked')}</th>
                <th className="num">{t('recon.seen')}</th>
                <th className="num">{t('recon.difference')}</th>
              </tr>
            </thead>
            <tbody>
              {data.accounts.map((row) => (
                <tr key={accountOf(row)} data-testid="recon-row" data-account={row.accountNo ?? ''}>
                  <td>
                    <div>{accountOf(row)}</div>
                    <div className="muted">
                      {row.byKind
                        .map((each) => `${kindOf(each.kind)} ${money(each.amount)} (${each.count})`)
                        .join(' · ')}
                    </div>
                  </td>
                  <td className="num mono">{money(row.booked)}</td>
                  <td className="num mono">{row.difference === null ? '—' : money(row.seen)}</td>
                  <td
                    className={`num mono${row.difference ? ' recon__off' : ''}`}
                    data-testid="recon-difference"
                  >
                    {row.difference === null ? t('recon.notOnFeed') : money(row.difference)}
                  </td>
                </tr>
              ))}
              {data.accounts.length === 0 && (
                <tr>
                  <td colSpan={4} className="muted">
                    {t('recon.empty')}
                  </td>
                </tr>
              )}
            </tbody>
            <tfoot>
              <tr>
                <th>{t('recon.total')}</th>
                <th className="num mono" data-testid="recon-total-booked">
                  {money(data.totals.booked)}
                </th>
                <th className="num mono">{money(data.totals.seen)}</th>
                <th />
              </tr>
            </tfoot>
          </table>
          <p className="muted" data-testid="recon-ledger">
            {t('recon.ledgerDeposits', { amount: money(data.totals.ledgerDeposits) })}
          </p>
          <Differences accounts={data.accounts} accountOf={accountOf} kindOf={kindOf} money={money} />
          {data.holdings.map((books) => (
            <Holdings key={books.currency} books={books} money={money} />
          ))}
        </>
      )}
    </section>
  );
}

/** Every item behind a difference: a credit the feed did not see that day, a sighting not credited. */
function Differences({
  accounts,
  accountOf,
  kindOf,
  money,
}: {
  accounts: ReconciliationAccount[];
  accountOf: (row: ReconciliationAccount) => string;
  kindOf: (kind: string | null) => string;
  money: (amount: number) => string;
}) {
  const { t } = useI18n();
  const items = accounts.flatMap((row) => row.items.map((item) => ({ row, item })));
  if (items.length === 0) return null;
  return (
    <table className="table table--compact" data-testid="recon-items">
      <caption>{t('recon.items')}</caption>
      <thead>
        <tr>
          <th>{t('recon.account')}</th>
          <th>{t('recon.time')}</th>
          <th>{t('recon.why')}</th>
          <th>{t('recon.reference')}</th>
          <th className="num">{t('reports.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map(({ row, item }) => (
          <tr key={`${item.side}-${item.transferId}-${item.at}`} data-testid="recon-item">
            <td>{accountOf(row)}</td>
            <td>{formatDateTime(item.at)}</td>
            <td>
              {t(`recon.${item.side}.${item.reason}`)}
              {item.kind && ` (${kindOf(item.kind)})`}
            </td>
            <td className="mono">{item.reference ?? '—'}</td>
            <td className="num mono">{money(item.side === 'ledger' ? item.amount : -item.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The members' money in one book at the day's end, each bucket named for what it is. */
function Holdings({ books, money }: { books: MemberHoldings; money: (amount: number) => string }) {
  const { t } = useI18n();
  const rows = [
    ['wallets', books.wallets],
    ['bonusesHeld', books.bonusesHeld],
    ['games', books.games],
    ['inTransit', books.inTransit],
    ['withdrawals', books.withdrawals],
    ['rewards', books.rewards],
    ['total', books.total],
  ] as const;
  return (
    <dl className="figures" data-testid={`recon-holdings-${books.currency}`}>
      <div className="figures__row">
        <dt>
          <strong>{t('recon.holdings', { currency: books.currency })}</strong>
        </dt>
        <dd />
      </div>
      {rows.map(([key, amount]) => (
        <div className="figures__row" key={key} title={t(`recon.holding.${key}.hint`)}>
          <dt>{t(`recon.holding.${key}`)}</dt>
          <dd className="mono" data-testid={`recon-holding-${key}`}>
            {money(amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
