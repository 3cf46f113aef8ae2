import type { SlipEntry } from '@wallet/contract';
import type { MessageKey, MessageVars } from '@wallet/i18n';
import type { MemberMoney } from '../../../lib/wallet/member-money.ts';

type Translate = (key: MessageKey, vars?: MessageVars) => string;

/**
 * What the result dialog says about an uploaded slip: credited, being checked, or refused with
 * the reason the statement's slip list gives too. The amount in the member's currency.
 */
export function slipOutcome(
  slip: Pick<SlipEntry, 'status' | 'amount' | 'note'>,
  t: Translate,
  slipNoteText: (note: string) => string,
  money: Pick<MemberMoney, 'money' | 'text'>,
): { kind: 'success' | 'error'; message: string } {
  const amount = money.money(slip.amount);
  if (slip.status === 'SUCCESS')
    return { kind: 'success', message: money.text('deposit.slipDoneCredited', { amount }) };
  if (slip.status === 'FAILED') {
    const reason = slip.note ? slipNoteText(slip.note) : null;
    return {
      kind: 'error',
      message: reason ? `${t('deposit.slipDoneFailed')} ${reason}` : t('deposit.slipDoneFailed'),
    };
  }
  return { kind: 'success', message: money.text('deposit.slipDoneChecking', { amount }) };
}
