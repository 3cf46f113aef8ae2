import { type SlipEntry } from '@wallet/contract';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { EntryRow } from '../entry-row/EntryRow.tsx';
import { StatusBadge } from '../status-badge/StatusBadge.tsx';
import { memberMoney, type MemberMoney } from '../../../lib/wallet/member-money.ts';
import './slip-summary.css';

interface Props {
  slip: SlipEntry;
  /**
   * `list-row`: one line of the member's slip list (an <li> for an EntryList), with `action` beside
   * the status. `upload-result`: the box under the upload button saying what became of the slip
   * just sent, including what happens next.
   */
  layout: 'list-row' | 'upload-result';
  /** The list row's action, e.g. the link that opens the slip's image. */
  action?: ReactNode;
  /**
   * The member's money (useMemberMoney): a ui component reads no server state, so the screen
   * that knows the member hands it down; baht when none is given.
   */
  money?: MemberMoney;
}

/**
 * An uploaded slip: its status, amount and, when refused, the reason in the member's language.
 * The statement's slip list and the deposit's upload result both draw a slip with this, so a
 * slip reads the same (same badge, same note text) wherever the member meets it.
 */
export function SlipSummary({ slip, layout, action, money: given }: Props) {
  const { t, locale, slipNoteText } = useI18n();
  const money = given ?? memberMoney('THB', locale, t);
  const status = <StatusBadge status={slip.status} testId="slip-status" />;
  const note = slip.note ? slipNoteText(slip.note) : null;

  if (layout === 'list-row') {
    return (
      <EntryRow
        testId="slip-row"
        main={
          <>
            <p className="entry-row__date">{formatDateTime(slip.createdAt)}</p>
            <p className="entry-row__amount" data-testid="slip-amount">
              {money.figure(slip.amount)}
            </p>
            {note ? (
              <p className="muted" data-testid="slip-note">
                {note}
              </p>
            ) : null}
          </>
        }
        side={
          <>
            {status}
            {action}
          </>
        }
      />
    );
  }

  return (
    <div className="slip-result" role="status" data-testid="slip-result">
      <p className="row">
        <span>{t('deposit.slipResult')}</span>
        {status}
      </p>
      {slip.amount > 0 ? (
        <p>{money.text('deposit.slipAmount', { amount: money.money(slip.amount) })}</p>
      ) : null}
      {slip.status === 'SUCCESS' ? <p>{t('deposit.slipCredited')}</p> : null}
      {slip.status === 'PENDING' ? <p>{t('deposit.slipChecking')}</p> : null}
      {note ? (
        <p className="slip-result__note" data-testid="slip-note">
          {note}
        </p>
      ) : null}
    </div>
  );
}
