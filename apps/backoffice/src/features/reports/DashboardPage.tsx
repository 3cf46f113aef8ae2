import { useQuery } from '@tanstack/react-query';
import { ErrorNote } from '../../components/ui/ErrorNote.tsx';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { DashboardChart } from './DashboardChart.tsx';
import { OperationsCard } from './OperationsCard.tsx';
import { PeriodCard } from './PeriodCard.tsx';
import { ReconciliationCard } from './ReconciliationCard.tsx';
import { ReportExport } from './ReportExport.tsx';
import { dashboardQuery } from './reports-api.ts';
import './reports.css';

/**
 * The day's picture for finance (issue 27): today, yesterday and 30 days from the ledger, the
 * chart, the operations card, the reconciliation per deposit account (issue 41) and the reports. Loaded only on its route (recharts is in this
 * chunk alone). Other domains' cards (the bank feed's alerts, issue 23) are given by the app
 * (features do not import each other) and sit beside the operations card.
 */
export function DashboardPage({ cards }: { cards?: ReactNode }) {
  const { t } = useI18n();
  const board = useQuery(dashboardQuery);
  return (
    <div className="dashboard stack" data-testid="dashboard">
      <div className="row row--between">
        <h1>{t('nav.reports')}</h1>
        {board.data && (
          <span className="muted">
            {t('reports.generatedAt', { at: formatDateTime(board.data.generatedAt) })}
          </span>
        )}
      </div>
      <ErrorNote error={board.error} />
      {board.isPending && <p className="muted">{t('common.loading')}</p>}
      {board.data && (
        <>
          <div className="dashboard__periods">
            <PeriodCard title={t('reports.today')} figures={board.data.today} testId="period-today" />
            <PeriodCard
              title={t('reports.yesterday')}
              figures={board.data.yesterday}
              testId="period-yesterday"
            />
            <PeriodCard title={t('reports.last30')} figures={board.data.last30Days} testId="period-30" />
          </div>
          <DashboardChart days={board.data.days} />
          <div className="dashboard__cards">
            <OperationsCard board={board.data} />
            {cards}
          </div>
        </>
      )}
      <ReconciliationCard />
      <ReportExport />
    </div>
  );
}
