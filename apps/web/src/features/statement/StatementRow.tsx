import type { StatementEntry } from '@wallet/contract';
import { EntryRow } from '../../components/ui/entry-row/EntryRow.tsx';
import { StatusBadge } from '../../components/ui/status-badge/StatusBadge.tsx';
import { formatDateTime } from '../../lib/format/date-time.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import {
  amountDirection,
  detailOf,
  isLostDraw,
  placeLabel,
  signedAmount,
  statementTypeLabels,
  type PlaceNames,
} from './statement-format.ts';

export function StatementRow({ entry, names }: { entry: StatementEntry; names: PlaceNames }) {
  const { t, locale } = useI18n();
  const { figure } = useMemberMoney();
  const place = (value: string, side: 'from' | 'to') => placeLabel(value, t, names, side);
  const detail = detailOf(entry, t, locale);
  const lost = isLostDraw(entry);
  return (
    <EntryRow
      testId="statement-row"
      main={
        <>
          <p className="entry-row__type">{t(statementTypeLabels[entry.statementType])}</p>
          <p className="muted" data-testid="statement-route">
            {/* A place's name never breaks inside (Thai names have no spaces between words). */}
            <span className="statement-place">{place(entry.from, 'from')}</span> →{' '}
            <span className="statement-place">{place(entry.to, 'to')}</span>
          </p>
          {detail ? (
            <p className="muted" data-testid="statement-detail">
              {detail}
            </p>
          ) : null}
          {/* An operator's reason (a rejected withdrawal, an adjustment): shown as written. */}
          {entry.note ? (
            <p className="muted" data-testid="statement-note">
              {entry.note}
            </p>
          ) : null}
          <p className="entry-row__date muted">{formatDateTime(entry.createdAt)}</p>
        </>
      }
      side={
        <>
          {/* A lost draw moved nothing to the member: it says so, not a struck-through amount. */}
          <p
            className={`entry-row__amount entry-row__amount--${lost ? 'lost' : amountDirection(entry)}`}
            data-testid="statement-amount"
          >
            {lost ? t('statement.notWon') : signedAmount(entry, figure)}
          </p>
          <StatusBadge status={entry.status} testId="statement-status" />
        </>
      }
    />
  );
}
