import {
  bankFeedOperatorApi,
  type BankFeedItem,
  type BankFeedTransferRef,
  formatBaht,
} from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { BankFeedItemFacts, senderOf, useSourceNames } from './BankFeedItemFacts.tsx';

interface Props {
  item: BankFeedItem;
  onClose(): void;
  onSettled(): Promise<unknown>;
}

/** The operator's choice: the delivery is one of its transfers again, or another transfer. */
type Choice = { as: 'duplicate'; transfer: BankFeedTransferRef } | { as: 'new' };

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
  const sources = useSourceNames();

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
        <BankFeedItemFacts item={item} />
        <h3 className="bank-feed__could-be-title">{t('bankFeed.couldBe')}</h3>
        {/* One card per transfer, not a wide table: on a phone the choice stays in reach. */}
        <ul className="bank-feed__could-be">
          {item.transfers.map((transfer) => (
            <li key={transfer.id} className="card" data-testid="bank-feed-could-be">
              <dl className="facts">
                <dt>{t('bankFeed.transfer')}</dt>
                <dd className="mono">{transfer.reference ?? transfer.id}</dd>
                <dt>{t('bankFeed.bankTime')}</dt>
                <dd>{formatDateTime(transfer.bankTime)}</dd>
                <dt>{t('bankFeed.sender')}</dt>
                <dd>{senderOf(transfer.sender)}</dd>
                <dt>{t('bankFeed.seenBy')}</dt>
                <dd>{sources(transfer.seenBy)}</dd>
                <dt>{t('queues.col.status')}</dt>
                <dd>
                  {t(`bankFeed.outcome.${transfer.outcome}`)}
                  {transfer.member && ` · ${transfer.member.name} (${transfer.member.username})`}
                </dd>
              </dl>
              <div className="row row--end">
                <Button
                  small
                  onClick={() => setChoice({ as: 'duplicate', transfer })}
                  data-testid="bank-feed-same"
                >
                  {t('bankFeed.settleDuplicate')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <div className="row row--end">
          <Button variant="primary" onClick={() => setChoice({ as: 'new' })} data-testid="bank-feed-new">
            {t('bankFeed.settleNew')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
