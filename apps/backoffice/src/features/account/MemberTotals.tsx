import { formatBaht } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { memberTotalsQuery } from './member-api.ts';

/**
 * The member's whole picture to date (issue 41): deposits, withdrawals, bonuses and adjustments;
 * per game provider what went in, what came back, what is still there and the member's result;
 * and every change of name or bank details.
 */
export function MemberTotals({ memberId }: { memberId: number }) {
  const { t, locale } = useI18n();
  const totals = useQuery(memberTotalsQuery(memberId));
  if (totals.error) return <ErrorNote error={totals.error} />;
  if (!totals.data) return <p className="empty">{t('common.loading')}</p>;
  const data = totals.data;
  const money = (amount: number) => formatBaht(amount, locale);
  return (
    <div className="stack" data-testid="member-totals">
      <dl className="facts">
        <dt>{t('member.totals.deposits')}</dt>
        <dd>
          {t('member.totals.countAmount', {
            count: data.deposits.count,
            amount: money(data.deposits.amount),
          })}
        </dd>
        <dt>{t('member.totals.withdrawals')}</dt>
        <dd>
          {t('member.totals.countAmount', {
            count: data.withdrawals.count,
            amount: money(data.withdrawals.amount),
          })}
        </dd>
        <dt>{t('member.totals.bonuses')}</dt>
        <dd>
          {t('member.totals.countAmount', { count: data.bonuses.count, amount: money(data.bonuses.amount) })}
        </dd>
        <dt>{t('member.totals.adjustments')}</dt>
        <dd>
          {t('member.totals.adjustmentsValue', {
            credit: money(data.adjustments.credit),
            debit: money(data.adjustments.debit),
          })}
        </dd>
      </dl>
      <div className="table-wrap">
        <table className="table" data-testid="member-games">
          <caption>{t('member.totals.games')}</caption>
          <thead>
            <tr>
              <th>{t('member.totals.provider')}</th>
              <th className="num">{t('member.totals.in')}</th>
              <th className="num">{t('member.totals.out')}</th>
              <th className="num">{t('member.totals.stillThere')}</th>
              <th className="num">{t('member.totals.result')}</th>
            </tr>
          </thead>
          <tbody>
            {data.games.map((game) => (
              <tr key={game.provider}>
                <td>{game.provider}</td>
                <td className="num">{money(game.in)}</td>
                <td className="num">{money(game.out)}</td>
                <td className="num">{money(game.balance)}</td>
                <td className="num">{money(game.result)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="table-wrap">
        <table className="table" data-testid="member-bank-history">
          <caption>{t('member.totals.bankHistory')}</caption>
          <tbody>
            {data.bankHistory.length === 0 ? (
              <tr>
                <td>{t('member.totals.noBankChange')}</td>
              </tr>
            ) : (
              data.bankHistory.map((change) => (
                <tr key={`${change.field}-${change.at}`}>
                  <td>{formatDateTime(change.at)}</td>
                  <td>{t(`member.totals.field.${change.field}`)}</td>
                  <td>
                    {change.before} → {change.after}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
