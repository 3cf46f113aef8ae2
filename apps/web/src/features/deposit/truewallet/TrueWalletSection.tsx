import { TRUEWALLET_MIN_BAHT } from '@wallet/contract';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { WalletAccountCard } from '../accounts/WalletAccountCard.tsx';
import type { DepositWallet } from '../deposit-accounts.ts';
import { GiftLinkForm } from './GiftLinkForm.tsx';

interface Props {
  wallets: readonly DepositWallet[];
  variant: 'auto' | 'gift-link';
}

/** TrueMoney: transfer to the wallet (matched automatically) or send a gift link. */
export function TrueWalletSection({ wallets, variant }: Props) {
  const { t } = useI18n();
  const first = wallets[0];
  return (
    <div className="stack" data-testid={`truewallet-${variant}`}>
      <ul className="deposit-guide">
        <li>{t(variant === 'auto' ? 'deposit.walletAutoGuide' : 'deposit.giftLinkGuide')}</li>
        <li>{t('deposit.trueWalletMin', { min: TRUEWALLET_MIN_BAHT })}</li>
      </ul>
      {variant === 'auto' ? (
        <ul className="deposit-accounts">
          {wallets.map((account) => (
            <WalletAccountCard key={account.walletAccountName} account={account} />
          ))}
        </ul>
      ) : first ? (
        <GiftLinkForm walletAccountName={first.walletAccountName} />
      ) : null}
    </div>
  );
}
