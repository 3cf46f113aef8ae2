import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { bankFeedHealthQuery } from './bank-feed-api.ts';
import './bank-feed.css';

/**
 * The bank feed's health on its own (ADR 0079), for the dashboard and the bank-feed page: the
 * newest entry per account and source, a silent source flagged, the last day's errors and what
 * waits for an operator. Standalone: it reads its own query. On the dashboard (`alertsOnly`) it
 * lists only the silent sources: the alert, not the whole table.
 */
export function BankFeedHealthCard({ alertsOnly = false }: { alertsOnly?: boolean }) {
  const { t } = useI18n();
  const health = useQuery(bankFeedHealthQuery).data;
  if (!health) return <section className="card">…</section>;
  const silent = health.sources.filter((s) => s.silent);
  const rows = alertsOnly ? silent : health.sources.filter((s) => s.enabled || s.lastAt !== null);
  return (
    <section className="card stack" data-testid={alertsOnly ? 'bank-feed-alerts' : 'bank-feed-health'}>
      <h2>
        {t('bankFeed.health')}{' '}
        <Badge tone={silent.length > 0 ? 'bad' : 'good'}>
          {silent.length > 0
            ? t('bankFeed.silentCount', { count: silent.length })
            : t('bankFeed.allReporting')}
        </Badge>
      </h2>
      {rows.length > 0 && (
        <div className="bank-feed__scroll">
          <table className="table">
            <thead>
              <tr>
                <th>{t('bankFeed.account')}</th>
                <th>{t('bankFeed.source')}</th>
                <th>{t('bankFeed.lastEntry')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={`${s.accountNo}:${s.source}`} data-testid="bank-feed-health-row">
                  <td className="mono">
                    {s.bankCode} {s.accountNo}
                  </td>
                  <td>{t(`bankFeed.source.${s.source}`)}</td>
                  <td>
                    {s.lastAt ? formatDateTime(s.lastAt) : '—'}{' '}
                    {s.silent && (
                      <Badge tone="bad">{t('bankFeed.silent', { minutes: health.silentAfterMinutes })}</Badge>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="muted">
        {t('bankFeed.errors', { unparsed: health.errors.unparsed, noAccount: health.errors.noAccount })}
        {' · '}
        {t('bankFeed.waiting', {
          count:
            health.waiting.review +
            health.waiting.unmatched +
            health.waiting.unparsed +
            health.waiting.ambiguous,
        })}
      </p>
    </section>
  );
}
