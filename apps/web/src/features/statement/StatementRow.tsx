import type { StatementEntry } from '@wallet/contract';
import { StatusBadge } from '../../components/ui/status-badge/StatusBadge.tsx';
import { statusToneOf } from '../../components/ui/status-badge/status-tone.ts';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { detailOf, placeLabel, signedAmount, statementTypeLabels } from './statement-format.ts';

export function StatementRow({ entry }: { entry: StatementEntry }) {
  const { t } = useI18n();
  const place = (value: string) => placeLabel(value, t);
  const detail = detailOf(entry);
  return (
    <li className="statement-row" data-testid="statement-row">
      <div className="statement-row__main">
        <p className="statement-row__type">{t(statementTypeLabels[entry.statementType])}</p>
        <p className="muted" data-testid="statement-route">
          {place(entry.from)} → {place(entry.to)}
        </p>
        {detail ? <p className="muted">{detail}</p> : null}
        <p className="statement-row__date muted">{formatDateTime(entry.createdAt)}</p>
      </div>
      <div className="statement-row__side">
        <p
          className={`statement-row__amount statement-row__amount--${statusToneOf(entry.status)}`}
          data-testid="statement-amount"
        >
          {signedAmount(entry)}
        </p>
        <StatusBadge status={entry.status} testId="statement-status" />
      </div>
    </li>
  );
}
