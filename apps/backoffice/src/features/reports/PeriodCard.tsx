import { formatBaht } from '@wallet/contract';
import type { PeriodFigures } from '@wallet/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** One period's figures (today, yesterday, 30 days), each line a sum over the journal (ADR 0090). */
export function PeriodCard({
  title,
  figures,
  testId,
}: {
  title: string;
  figures: PeriodFigures;
  testId: string;
}) {
  const { t, locale } = useI18n();
  const money = (amount: number) => formatBaht(amount, locale);
  const { costs } = figures;
  const rows: [string, string, string?][] = [
    [t('reports.deposits'), `${money(figures.deposits.amount)} (${figures.deposits.count})`, 'deposits'],
    [
      t('reports.withdrawals'),
      `${money(figures.withdrawals.amount)} (${figures.withdrawals.count})`,
      'withdrawals',
    ],
    [t('reports.houseNet'), money(figures.houseNet), 'houseNet'],
    [
      t('reports.newMembers'),
      t('reports.newMembersValue', { count: figures.newMembers, deposited: figures.newMembersDeposited }),
    ],
    [t('reports.cost.bonus'), money(costs.bonus), 'bonus'],
    [t('reports.cost.refund'), money(costs.refund), 'refund'],
    [t('reports.cost.invite'), money(costs.invite), 'invite'],
    [t('reports.cost.spin'), money(costs.spin), 'spin'],
    [t('reports.cost.adjustments'), money(costs.adjustments), 'adjustments'],
    [t('reports.cost.forfeits'), money(costs.forfeits), 'forfeits'],
  ];
  return (
    <section className="card period-card" data-testid={testId}>
      <h2>{title}</h2>
      <dl className="figures">
        {rows.map(([label, value, id]) => (
          <div key={label} className="figures__row">
            <dt>{label}</dt>
            <dd className={id ? 'mono' : undefined} data-testid={id ? `${testId}-${id}` : undefined}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <table className="table table--compact">
        <thead>
          <tr>
            <th>{t('reports.channel')}</th>
            <th className="num">{t('reports.amount')}</th>
            <th className="num">{t('reports.count')}</th>
          </tr>
        </thead>
        <tbody>
          {figures.deposits.byChannel.map((row) => (
            <tr key={row.channel}>
              {/* Every bucket says what it holds (issue 41): "other" most of all, on the card itself. */}
              <td title={t(`reports.channelHint.${row.channel}`)}>
                {t(`reports.channel.${row.channel}`)}
                {row.channel === 'other' && row.count > 0 && (
                  <div className="muted small" data-testid={`${testId}-other-hint`}>
                    {t('reports.channelHint.other')}
                  </div>
                )}
              </td>
              <td className="num mono">{money(row.amount)}</td>
              <td className="num">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
