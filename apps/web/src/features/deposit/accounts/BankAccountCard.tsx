import { bankNameIn } from '@wallet/contract';
import { useRef } from 'react';
import { CopyButton } from '../../../components/ui/CopyButton.tsx';
import { useBringIntoView } from '../../../lib/feedback/bring-into-view/use-bring-into-view.ts';
import { formatAccountNumber } from '../../../lib/format/account-number.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { BankDisplay, DepositBank } from '../deposit-accounts.ts';

interface Props {
  account: DepositBank;
  display: BankDisplay;
  /** The modal was opened on this account: it is scrolled into view and marked. */
  opened?: boolean;
}

/** One account to transfer to: bank, name and number with its copy button. */
export function BankAccountCard({ account, display, opened = false }: Props) {
  const { t, locale } = useI18n();
  const card = useRef<HTMLLIElement>(null);
  useBringIntoView(card, opened ? account.bankAccountNo : null);
  return (
    <li
      ref={card}
      className={opened ? 'deposit-account deposit-account--opened' : 'deposit-account'}
      data-testid="deposit-account"
      data-display={display}
      data-opened={opened || undefined}
    >
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
