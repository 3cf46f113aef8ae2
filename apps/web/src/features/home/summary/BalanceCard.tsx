import type { WalletReply } from '@wallet/contract';
import { memo, useId } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { RefreshIcon, TransferIcon } from '../../../components/ui/icons.tsx';
import { formatDateTime } from '../../../lib/format/date-time.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { useMemberMoney } from '../../../lib/wallet/use-member-money.ts';
import { totalBalance } from '../../../lib/wallet/wallet-state.ts';
import './balance-card.css';

interface Props {
  wallet: WalletReply;
  onRefreshAll: () => void;
  onTransfer: () => void;
}

/** Name, total balance (wallet plus every game), wallet balance and the last balance time. */
export const BalanceCard = memo(function BalanceCard({ wallet, onRefreshAll, onTransfer }: Props) {
  const { t } = useI18n();
  const totalId = useId();
  // In the member's currency (ADRs 0159, 0167): kip whole with ₭, baht with two decimals as before.
  const { figure: money, text } = useMemberMoney(wallet.wallet.currency ?? 'THB');
  const lastUpdate = formatDateTime(wallet.updatedAt);
  return (
    <section className="card balance-card" aria-labelledby={totalId}>
      <p className="balance-card__hello">{t('member.greeting')}</p>
      <p className="balance-card__name" data-testid="member-name">
        {wallet.profile.name}
      </p>
      <p className="balance-card__label" id={totalId}>
        {text('home.totalBalance')}
      </p>
      <p className="balance-card__total" data-testid="total-balance">
        {money(totalBalance(wallet))}
      </p>
      <p className="balance-card__wallet">
        <span>{t('home.wallet')}</span>
        <span data-testid="wallet-amount">{money(wallet.wallet.amount)}</span>
      </p>
      <div className="balance-card__sync">
        <span className="balance-card__time">
          {t('home.lastUpdate')}{' '}
          <time dateTime={wallet.updatedAt} data-testid="last-update">
            {lastUpdate}
          </time>
        </span>
        <button
          type="button"
          className="balance-card__refresh"
          onClick={onRefreshAll}
          aria-label={t('home.refreshAll')}
          title={t('home.refreshAll')}
          data-testid="refresh-all"
        >
          <RefreshIcon />
        </button>
      </div>
      <Button variant="secondary" block onClick={onTransfer} data-testid="transfer-open">
        <TransferIcon /> {t('home.transfer')}
      </Button>
    </section>
  );
});
