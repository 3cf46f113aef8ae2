import { formatBaht, type SlipEntry } from '@wallet/contract';
import { translateSlipNote } from '@wallet/i18n';
import { StatusBadge } from '../../../components/ui/status-badge/StatusBadge.tsx';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

interface Props {
  slip: SlipEntry;
  onView: (reference: string) => void;
}

export function SlipRow({ slip, onView }: Props) {
  const { t, locale } = useI18n();
  return (
    <li className="statement-row" data-testid="slip-row">
      <div className="statement-row__main">
        <p className="statement-row__date">{formatDateTime(slip.createdAt)}</p>
        <p className="statement-row__amount" data-testid="slip-amount">
          {formatBaht(slip.amount)}
        </p>
        {slip.note ? (
          <p className="muted" data-testid="slip-note">
            {translateSlipNote(locale, slip.note)}
          </p>
        ) : null}
      </div>
      <div className="statement-row__side">
        <StatusBadge status={slip.status} testId="slip-status" />
        <button
          type="button"
          className="statement-link"
          onClick={() => onView(slip.reference)}
          data-testid="slip-view"
        >
          {t('statement.viewSlip')}
        </button>
      </div>
    </li>
  );
}
