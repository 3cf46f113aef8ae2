import { useQuery } from '@tanstack/react-query';
import { Badge } from '../../components/ui/Badge.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { bankFeedHealthQuery } from './bank-feed-api.ts';

/**
 * The bank feed's health on its own (ADR 0079), for the dashboard and the bank-feed page: the
 * newest entry per account and source, a silent source flagged, the last day's errors and what
 * waits for an operator. Standalone: it reads its own query and takes no props.
 */
export function BankFeedHealthCard() {
  const { t } = useI18n();
  const health = useQuery(bankFeedHealthQuery).data;
  if (!health) return <section className="card">…</section>;
  const silent = health.sources.filter((s) => s.silent);
  return (
    <section className="card stack" data-testid="bank-feed-health">
      <h2>
        {t('bankFeed.health')}{' '}
        <Badge tone={silent.length > 0 ? 'bad' : 'good'}>
          {silent.length > 0
            ? t('bankFeed.silentCount', { count: silent.length })
            : t('bankFeed.allReporting')}
        </Badge>
      </h2>
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
            {health.sources
              .filter((s) => s.enabled || s.lastAt !== null)
              .map((s) => (
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
      <p className="muted">
        {t('bankFeed.errors', { unparsed: health.errors.unparsed, noAccount: health.errors.noAccount })}
        {' · '}
        {t('bankFeed.waiting', {
          count: health.waiting.review + health.waiting.unmatched + health.waiting.unparsed,
        })}
      </p>
    </section>
  );
}
