import { bankFeedOperatorApi, type BankFeedItem, type BankFeedTransferRef } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatBaht, formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

interface Props {
  item: BankFeedItem;
  onClose(): void;
  onSettled(): Promise<unknown>;
}

/** The operator's choice: the delivery is one of its transfers again, or another transfer. */
type Choice = { as: 'duplicate'; transfer: BankFeedTransferRef } | { as: 'new' };

const senderOf = (sender: BankFeedItem['sender']) =>
  [sender.bankCode, sender.account, sender.name].filter(Boolean).join(' ') || '—';

/**
 * Settles a delivery that could be two or more known transfers (ADR 0117): the operator compares
 * it with each (time, sender, which sources saw it, what became of it) and says which it is, or
 * that it is a new transfer, then confirms with a reason. A duplicate moves nothing; a new
 * transfer is matched as the feed matches any, and credited once.
 */
export function BankFeedSettleDialog({ item, onClose, onSettled }: Props) {
  const { t, locale } = useI18n();
  const action = useAction();
  const [choice, setChoice] = useState<Choice | null>(null);
  const source = (s: string) => t(`bankFeed.source.${s as 'push'}`);

  async function settle(reason: string) {
    await action.send(bankFeedOperatorApi.settleBankFeedItem, {
      params: { itemId: item.id },
      body:
        choice?.as === 'duplicate'
          ? { as: 'duplicate', transferId: choice.transfer.id, reason }
          : { as: 'new', reason },
    });
    await onSettled();
    onClose();
  }

  if (choice) {
    return (
      <ConfirmWithReason
        title={t('bankFeed.settleTitle')}
        summary={
          <dl className="facts">
            <dt>{t('queues.col.amount')}</dt>
            <dd>{item.amount === null ? '—' : formatBaht(item.amount, locale)}</dd>
            <dt>{t('bankFeed.settleChoice')}</dt>
            <dd>
              {choice.as === 'duplicate'
                ? t('bankFeed.settleSameAs', { transfer: choice.transfer.reference ?? choice.transfer.id })
                : t('bankFeed.settleNew')}
            </dd>
          </dl>
        }
        confirmLabel={choice.as === 'duplicate' ? t('bankFeed.settleDuplicate') : t('bankFeed.settleNew')}
        action={action}
        onConfirm={settle}
        onClose={() => setChoice(null)}
        testId="bank-feed-settle-confirm"
      />
    );
  }

  return (
    <Dialog
      title={t('bankFeed.settleTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="bank-feed-settle-dialog"
    >
      <div className="stack">
        <p className="muted">{t('bankFeed.settleHelp')}</p>
        <dl className="facts">
          <dt>{t('bankFeed.bankTime')}</dt>
          <dd>{formatDateTime(item.bankTime ?? item.createdAt)}</dd>
          <dt>{t('bankFeed.account')}</dt>
          <dd>{item.accountNo ? `${item.bankCode ?? ''} ${item.accountNo}` : (item.bankCode ?? '—')}</dd>
          <dt>{t('queues.col.amount')}</dt>
          <dd>{item.amount === null ? '—' : formatBaht(item.amount, locale)}</dd>
          <dt>{t('bankFeed.sender')}</dt>
          <dd>{senderOf(item.sender)}</dd>
          <dt>{t('bankFeed.seenBy')}</dt>
          <dd>{item.seenBy.map(source).join(', ')}</dd>
        </dl>
        <div className="bank-feed__scroll">
          <table className="table">
            <caption>{t('bankFeed.couldBe')}</caption>
            <thead>
              <tr>
                <th>{t('bankFeed.transfer')}</th>
                <th>{t('bankFeed.bankTime')}</th>
                <th>{t('bankFeed.sender')}</th>
                <th>{t('bankFeed.seenBy')}</th>
                <th>{t('queues.col.status')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {item.transfers.map((transfer) => (
                <tr key={transfer.id} data-testid="bank-feed-could-be">
                  <td className="mono">{transfer.reference ?? transfer.id}</td>
                  <td>{formatDateTime(transfer.bankTime)}</td>
                  <td>{senderOf(transfer.sender)}</td>
                  <td>{transfer.seenBy.map(source).join(', ')}</td>
                  <td>
                    {t(`bankFeed.outcome.${transfer.outcome}`)}
                    {transfer.member && ` · ${transfer.member.name} (${transfer.member.username})`}
                  </td>
                  <td>
                    <Button
                      small
                      onClick={() => setChoice({ as: 'duplicate', transfer })}
                      data-testid="bank-feed-same"
                    >
                      {t('bankFeed.settleDuplicate')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="row row--end">
          <Button variant="primary" onClick={() => setChoice({ as: 'new' })} data-testid="bank-feed-new">
            {t('bankFeed.settleNew')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
