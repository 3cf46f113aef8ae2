import {
  bankFeedOperatorApi,
  type BankFeedItem,
  type MemberSearchResult,
  formatBaht,
} from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmWithReason } from '../../components/ui/ConfirmWithReason.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TextField } from '../../components/ui/Field.tsx';
import { ItemFacts } from '../../components/ui/ItemFacts.tsx';
import { MemberFacts, MemberPicker } from '../../components/ui/MemberPicker.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { parseBaht } from '../../lib/format/parse-baht.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { BankFeedItemFacts } from './BankFeedItemFacts.tsx';

interface Props {
  item: BankFeedItem;
  onClose(): void;
  onMatched(): Promise<unknown>;
}

/**
 * Places one feed item on a member (ADR 0079): the operator reads what the bank showed (or the
 * message itself, for one no parser read, and types its amount and our account), picks the
 * member from the directory (never a typed number, ADR 0163), and confirms with a reason. The server credits once; a second confirm changes nothing.
 */
export function BankFeedMatchDialog({ item, onClose, onMatched }: Props) {
  const { t, locale } = useI18n();
  const action = useAction();
  const [member, setMember] = useState<MemberSearchResult | null>(null);
  const [amountText, setAmountText] = useState('');
  const [accountNo, setAccountNo] = useState(item.accountNo ?? '');
  const [confirming, setConfirming] = useState(false);
  const unparsed = item.kind === 'UNPARSED';
  const amount = unparsed ? parseBaht(amountText) : item.amount;
  const ready = member !== null && (!unparsed || (amount !== null && /^\d{10,18}$/.test(accountNo)));

  async function match(reason: string) {
    const extra = unparsed ? { amount: amount ?? undefined, accountNo } : {};
    await action.send(bankFeedOperatorApi.matchBankFeedItem, {
      params: { itemId: item.id },
      body: { memberId: member!.id, reason, ...extra },
    });
    await onMatched();
    onClose();
  }

  if (confirming && member) {
    return (
      <ConfirmWithReason
        title={t('bankFeed.matchTitle')}
        summary={
          <>
            <MemberFacts member={member} />
            <ItemFacts
              member={{ id: member.id, name: member.name }}
              amount={amount === null ? '—' : formatBaht(amount, locale)}
              more={[[t('bankFeed.account'), accountNo || '—']]}
            />
          </>
        }
        confirmLabel={t('bankFeed.matchCredit')}
        action={action}
        onConfirm={match}
        onClose={() => setConfirming(false)}
        testId="bank-feed-confirm"
      />
    );
  }

  return (
    <Dialog
      title={t('bankFeed.matchTitle')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="bank-feed-dialog"
    >
      <div className="stack">
        <BankFeedItemFacts item={item} showKind />
        {item.text !== null && (
          <pre className="bank-feed__message" data-testid="bank-feed-message">
            {item.text}
          </pre>
        )}
        {item.candidates.length > 0 && <p>{t('bankFeed.candidates')}</p>}
        <MemberPicker
          label={t('bankFeed.member')}
          picked={member}
          onPick={setMember}
          suggested={item.candidates}
          testId="bank-feed-member"
        />
        {unparsed && (
          <>
            <TextField
              label={t('bankFeed.amountRead')}
              inputMode="decimal"
              value={amountText}
              onChange={(event) => setAmountText(event.target.value)}
              data-testid="bank-feed-amount"
            />
            <TextField
              label={t('bankFeed.accountRead')}
              inputMode="numeric"
              value={accountNo}
              onChange={(event) => setAccountNo(event.target.value.trim())}
              data-testid="bank-feed-account"
            />
          </>
        )}
        <div className="row row--end">
          <Button
            variant="primary"
            disabled={!ready}
            onClick={() => setConfirming(true)}
            data-testid="bank-feed-next"
          >
            {t('bankFeed.match')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
