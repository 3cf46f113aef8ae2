import { formatBaht } from '@wallet/contract';
import type { DayFigures } from '@wallet/contract';
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** The last 30 days: deposits and withdrawals as bars, promotion cost and house net as lines (ADR 0092). */
export function DashboardChart({ days }: { days: DayFigures[] }) {
  const { t, locale } = useI18n();
  const money = (value: unknown) => formatBaht(Number(value), locale);
  return (
    <div className="card dashboard-chart" data-testid="dashboard-chart">
      <h2>{t('reports.chart.title')}</h2>
      <ResponsiveContainer width="100%" height={280}>
        <ComposedChart data={days} margin={{ top: 8, right: 16, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="var(--line, #ddd)" />
          <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} fontSize={12} />
          <YAxis tickFormatter={money} width={90} fontSize={12} />
          <Tooltip formatter={money} />
          <Legend />
          <Bar dataKey="deposits" name={t('reports.deposits')} fill="#2f855a" isAnimationActive={false} />
          <Bar
            dataKey="withdrawals"
            name={t('reports.withdrawals')}
            fill="#c05621"
            isAnimationActive={false}
          />
          <Line
            dataKey="costs"
            name={t('reports.promotionCost')}
            stroke="#6b46c1"
            dot={false}
            isAnimationActive={false}
          />
          <Line
            dataKey="houseNet"
            name={t('reports.houseNet')}
            stroke="#2b6cb0"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </div>
  );
}
