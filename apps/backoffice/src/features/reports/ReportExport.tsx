import { useQuery } from '@tanstack/react-query';
import { reportKinds, type ReportKind, formatBaht, sumBaht } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import { DateField } from '../../components/ui/DateField.tsx';
import { SelectField } from '../../components/ui/Field.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { bangkokToday } from './bangkok-today.ts';
import { downloadReport, summaryQuery } from './reports-api.ts';

/**
 * A date range's totals (the same sums as the dashboard) and its reports as CSV: deposits,
 * withdrawals, adjustments, promotion cost. Each download is audited by the server.
 */
export function ReportExport() {
  const { t, locale } = useI18n();
  const [from, setFrom] = useState(bangkokToday);
  const [to, setTo] = useState(bangkokToday);
  const [kind, setKind] = useState<ReportKind>('deposits');
  const action = useAction();
  const totals = useQuery(summaryQuery({ from, to }));
  const money = (amount: number) => formatBaht(amount, locale);
  const figures = totals.data;
  const { bonus = 0, refund = 0, invite = 0, spin = 0, forfeits = 0 } = figures?.costs ?? {};

  return (
    <section className="card report-export" data-testid="report-export">
      <h2>{t('reports.export.title')}</h2>
      <div className="filters">
        <DateField
          label={t('reports.from')}
          value={from}
          required
          onChange={setFrom}
          data-testid="report-from"
        />
        <DateField label={t('reports.to')} value={to} required onChange={setTo} data-testid="report-to" />
        <SelectField
          label={t('reports.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as ReportKind)}
          data-testid="report-kind"
        >
          {reportKinds.map((each) => (
            <option key={each} value={each}>
              {t(`reports.kind.${each}`)}
            </option>
          ))}
        </SelectField>
        <Button
          variant="primary"
          onClick={() => void action.run(() => downloadReport({ kind, from, to }))}
          disabled={action.busy}
          data-testid="report-download"
        >
          {action.busy ? t('common.working') : t('reports.export.csv')}
        </Button>
      </div>
      <ErrorNote error={totals.error ?? action.error} />
      {figures && (
        <dl className="figures" data-testid="report-totals">
          <div className="figures__row">
            <dt>{t('reports.kind.deposits')}</dt>
            <dd className="mono" data-testid="report-total-deposits">
              {money(figures.deposits.amount)}
            </dd>
          </div>
          <div className="figures__row">
            <dt>{t('reports.kind.withdrawals')}</dt>
            <dd className="mono" data-testid="report-total-withdrawals">
              {money(figures.withdrawals.amount)}
            </dd>
          </div>
          <div className="figures__row">
            <dt>{t('reports.kind.adjustments')}</dt>
            <dd className="mono">{money(figures.costs.adjustments)}</dd>
          </div>
          <div className="figures__row">
            <dt>{t('reports.kind.promotions')}</dt>
            <dd className="mono">{money(sumBaht([bonus, refund, invite, spin, -forfeits]))}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
