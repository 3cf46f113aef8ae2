import { formatBaht } from '@wallet/contract';
import type { BankFeedItem } from '@wallet/contract';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/** Who sent a transfer as the bank named them: bank, account, name, or a dash. */
export const senderOf = (sender: BankFeedItem['sender']) =>
  [sender.bankCode, sender.account, sender.name].filter(Boolean).join(' ') || '—';

/** Which of the feed's sources saw it, in the operator's language. */
export function useSourceNames() {
  const { t } = useI18n();
  return (seenBy: readonly string[]) => seenBy.map((s) => t(`bankFeed.source.${s as 'push'}`)).join(', ');
}

/**
 * A feed item's facts as both the match and the settle dialogs show them: the bank's time, our
 * account, the amount, the sender and the sources that saw it (with its kind when asked).
 */
export function BankFeedItemFacts({ item, showKind = false }: { item: BankFeedItem; showKind?: boolean }) {
  const { t, locale } = useI18n();
  const sources = useSourceNames();
  return (
    <dl className="facts">
      {showKind && (
        <>
          <dt>{t('bankFeed.kind')}</dt>
          <dd>{t(`bankFeed.kind.${item.kind}`)}</dd>
        </>
      )}
      <dt>{t('bankFeed.bankTime')}</dt>
      <dd>{formatDateTime(item.bankTime ?? item.createdAt)}</dd>
      <dt>{t('bankFeed.account')}</dt>
      <dd>{item.accountNo ? `${item.bankCode ?? ''} ${item.accountNo}` : (item.bankCode ?? '—')}</dd>
      <dt>{t('queues.col.amount')}</dt>
      <dd>{item.amount === null ? '—' : formatBaht(item.amount, locale)}</dd>
      <dt>{t('bankFeed.sender')}</dt>
      <dd>{senderOf(item.sender)}</dd>
      <dt>{t('bankFeed.seenBy')}</dt>
      <dd>{sources(item.seenBy)}</dd>
    </dl>
  );
}
