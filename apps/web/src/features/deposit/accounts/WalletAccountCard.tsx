import { CopyButton } from '../../../components/ui/CopyButton.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { DepositWallet } from '../deposit-accounts.ts';

/** A TrueMoney wallet to transfer to, with its copy button. */
export function WalletAccountCard({ account }: { account: DepositWallet }) {
  const { t } = useI18n();
  return (
    <li className="deposit-account" data-testid="deposit-wallet">
      <p className="deposit-account__text">{t('deposit.wallet', { name: account.walletAccountName })}</p>
      <CopyButton
        text={account.walletAccountName}
        label={t('deposit.copyWallet')}
        testId="deposit-wallet-copy"
      />
    </li>
  );
}
