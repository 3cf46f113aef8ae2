import { bankNameIn } from '@wallet/contract';
import { CopyButton } from '../../../components/ui/CopyButton.tsx';
import { formatAccountNumber } from '../../../lib/format/account-number.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { BankDisplay, DepositBank } from '../deposit-accounts.ts';

interface Props {
  account: DepositBank;
  display: BankDisplay;
}

/** One account to transfer to: bank, name and number with its copy button. */
export function BankAccountCard({ account, display }: Props) {
  const { t, locale } = useI18n();
  return (
    <li className="deposit-account" data-testid="deposit-account" data-display={display}>
      <div className="deposit-account__text">
        <p className="deposit-account__bank">{bankNameIn(account.bank, locale)}</p>
        <p>{account.bankAccountName}</p>
        <p className="deposit-account__number">{formatAccountNumber(account.bankAccountNo)}</p>
        {display === 'kbank-auto' ? <p className="deposit-account__note">{t('deposit.kbankAuto')}</p> : null}
      </div>
      <CopyButton text={account.bankAccountNo} label={t('deposit.copyAccountNo')} testId="deposit-copy" />
    </li>
  );
}
