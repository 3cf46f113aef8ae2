import { BankAccountCard } from './accounts/BankAccountCard.tsx';
import { WalletAccountCard } from './accounts/WalletAccountCard.tsx';
import { AutoAmountSection } from './auto-amount/AutoAmountSection.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { bankDisplayOf, type DepositBank, type DepositWallet } from './deposit-accounts.ts';
import { SlipUploadSection } from './slip/SlipUploadSection.tsx';

interface Props {
  banks: readonly DepositBank[];
  /** Manual mode lists the wallets here too, as plain accounts. */
  wallets?: readonly DepositWallet[];
  /** Manual mode draws every entry the same plain way. */
  manual: boolean;
  /** The bank code whose account the modal was opened on: shown first in view. */
  entry?: string;
}

/** Accounts to transfer to by hand, then the slip upload for such a transfer. */
export function BankTransferSection({ banks, wallets = [], manual, entry }: Props) {
  const { t } = useI18n();
  // An AUTO account is read by the bank feed: the member transfers from the registered account,
  // or asks for an amount of their own (issue 23).
  const auto = !manual && banks.some((bank) => bank.mode === 'AUTO');
  return (
    <div className="stack">
      {auto && (
        <p className="deposit-guide" data-testid="auto-guide">
          {t('deposit.autoGuide')}
        </p>
      )}
      <ul className="deposit-accounts">
        {banks.map((account) => (
          <BankAccountCard
            key={`${account.bankCode}-${account.bankAccountNo}`}
            account={account}
            display={manual ? 'plain' : bankDisplayOf(account)}
            opened={account.bankCode === entry}
          />
        ))}
        {wallets.map((account) => (
          <WalletAccountCard key={account.walletAccountName} account={account} />
        ))}
      </ul>
      {auto && <AutoAmountSection />}
      <SlipUploadSection />
    </div>
  );
}
