import { formatBaht, type SlipEntry } from '@wallet/contract';
import { translateSlipNote } from '@wallet/i18n';
import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** What became of the uploaded slip: its status, amount and, when it was refused, the reason. */
export function SlipResult({ slip }: { slip: SlipEntry }) {
  const { t, locale } = useI18n();
  return (
    <div className="deposit-slip__result" role="status" data-testid="slip-result">
      <p className="row">
        <span>{t('deposit.slipResult')}</span>
        <StatusBadge status={slip.status} testId="slip-status" />
      </p>
      {slip.amount > 0 ? <p>{t('deposit.slipAmount', { amount: formatBaht(slip.amount) })}</p> : null}
      {slip.status === 'SUCCESS' ? <p>{t('deposit.slipCredited')}</p> : null}
      {slip.status === 'PENDING' ? <p>{t('deposit.slipChecking')}</p> : null}
      {slip.note ? (
        <p className="deposit-slip__note" data-testid="slip-note">
          {translateSlipNote(locale, slip.note)}
        </p>
      ) : null}
    </div>
  );
}
