import { useQuery } from '@tanstack/react-query';
import { type ManualPayoutItem, formatBaht, payoutDeskApi } from '@wallet/contract';
import { useEffect, useState, type FormEvent } from 'react';
import { ActionFooter } from '../../components/ui/ActionFooter.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ItemFacts } from '../../components/ui/ItemFacts.tsx';
import { useAction, type Action } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useOperator } from '../../lib/operator/use-operator.ts';
import { queueKeys } from '../../lib/realtime/queue-keys.ts';
import { manualPayoutsQuery } from './manual-payouts-api.ts';

/** What internet banking shows as a transfer's reference: the server checks the same. */
const BANK_REFERENCE = /^[A-Za-z0-9][A-Za-z0-9 ./_-]{3,63}$/;

/**
 * PAYOUT_RAIL=manual (ADR 0146): approved withdrawals finance pays by hand in internet banking.
 * Each row: pay it there, then record the bank's reference; or return it with a reason (the
 * money goes back to the member). Shown only while something waits to be paid. A return above
 * the operator-credit limits waits for a second operator (ADR 0186): the row says who asked and
 * why, and offers the others "Confirm return".
 */
export function ManualPayouts() {
  const { t, locale } = useI18n();
  const me = useOperator();
  const items = useQuery(manualPayoutsQuery).data?.items;
  const action = useAction({ refresh: queueKeys.live('withdrawals') });
  const [open, setOpen] = useState<{ kind: 'paid' | 'return'; item: ManualPayoutItem } | null>(null);
  if (!items || items.length === 0) return null;
  const facts = (item: ManualPayoutItem) => (
    <ItemFacts
      member={item.member}
      amount={formatBaht(item.amount, locale)}
      more={[
        [t('queues.col.bank'), `${item.bank.code} ${item.bank.accountNo} ${item.bank.accountName}`],
        [t('queues.col.reference'), item.reference],
      ]}
    />
  );
  return (
    <section className="card stack" data-testid="manual-payouts">
      <h2>{t('payouts.title')}</h2>
      <p className="muted">{t('payouts.help')}</p>
      <table className="table">
        <thead>
          <tr>
            <th>{t('queues.col.requested')}</th>
            <th>{t('queues.col.member')}</th>
            <th className="num">{t('queues.col.amount')}</th>
            <th>{t('queues.col.bank')}</th>
            <th>{t('queues.col.decision')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="manual-payout-row" data-reference={item.reference}>
              <td>
                {formatDateTime(item.createdAt)}
                <div className="muted mono">{item.reference}</div>
              </td>
              <td>
                {item.member.name} (#{item.member.id})
              </td>
              <td className="num">{formatBaht(item.amount, locale)}</td>
              <td>
                <div>{item.bank.code}</div>
                <div className="mono">{item.bank.accountNo}</div>
                <div className="muted">{item.bank.accountName}</div>
              </td>
              <td>
                {item.batchId !== null ? (
                  // In a bulk payment file (ADR 0173): the bank's result decides it, not a click here.
                  <span className="muted" data-testid="manual-payout-in-file">
                    {t('payoutFiles.inFile', { id: item.batchId })}
                  </span>
                ) : (
                  <>
                    {item.returnAsked && (
                      <p className="muted" data-testid="manual-payout-return-asked">
                        {t('payouts.returnAsked', {
                          name: item.returnAsked.by.name,
                          reason: item.returnAsked.reason,
                        })}
                      </p>
                    )}
                    <DeskButtons
                      returnLabel={item.returnAsked ? t('payouts.confirmReturn') : t('payouts.return')}
                      canReturn={item.returnAsked?.by.id !== me?.id}
                      onPaid={() => setOpen({ kind: 'paid', item })}
                      onReturn={() => setOpen({ kind: 'return', item })}
                    />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {open?.kind === 'paid' && (
        <MarkPaidDialog
          item={open.item}
          action={action}
          facts={facts(open.item)}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'return' && (
        <ConfirmWithReason
          title={
            open.item.returnAsked
              ? t('payouts.confirmReturnTitle', { name: open.item.returnAsked.by.name })
              : t('payouts.returnTitle')
          }
          summary={facts(open.item)}
          confirmLabel={open.item.returnAsked ? t('payouts.confirmReturn') : t('payouts.return')}
          danger
          action={action}
          onConfirm={(reason) =>
            action.send(payoutDeskApi.returnPayout, {
              params: { withdrawalId: open.item.id },
              body: { reason },
            })
          }
          onClose={() => setOpen(null)}
        />
      )}
    </section>
  );
}

function DeskButtons({
  returnLabel,
  canReturn,
  onPaid,
  onReturn,
}: {
  returnLabel: string;
  /** Not for the operator who asked the return: the second word must be someone else's. */
  canReturn: boolean;
  onPaid(): void;
  onReturn(): void;
}) {
  const { t } = useI18n();
  return (
    <>
      <Button variant="primary" small onClick={onPaid} data-testid="manual-payout-paid">
        {t('payouts.markPaid')}
      </Button>{' '}
      {canReturn && (
        <Button variant="danger" small onClick={onReturn} data-testid="manual-payout-return">
          {returnLabel}
        </Button>
      )}
    </>
  );
}

function MarkPaidDialog({
  item,
  action,
  facts,
  onClose,
}: {
  item: ManualPayoutItem;
  action: Action;
  facts: React.ReactNode;
  onClose(): void;
}) {
  const { t } = useI18n();
  const [reference, setReference] = useState('');
  const ready = BANK_REFERENCE.test(reference.trim());
  useEffect(() => action.reset, [action.reset]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    const sent = await action.run(() =>
      action.send(payoutDeskApi.markPayoutPaid, {
        params: { withdrawalId: item.id },
        body: { bankReference: reference.trim() },
      }),
    );
    if (sent) onClose();
  }

  return (
    <Dialog
      title={t('payouts.paidTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="manual-payout-dialog"
    >
      <form onSubmit={submit} className="stack">
        <div className="confirm__summary">{facts}</div>
        <TextField
          label={t('payouts.bankReference')}
          hint={t('payouts.bankReferenceHint')}
          value={reference}
          maxLength={64}
          onChange={(event) => setReference(event.target.value)}
          data-testid="manual-payout-reference"
        />
        <ActionFooter
          action={action}
          submitLabel={t('payouts.markPaid')}
          ready={ready}
          onCancel={onClose}
          errorTestId="manual-payout-error"
          submitTestId="manual-payout-submit"
        />
      </form>
    </Dialog>
  );
}
