import { CopyButton } from '../../../components/ui/CopyButton.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { PageSpinner } from '../../../components/ui/Spinner.tsx';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import { formatAccountNumber } from '../../../lib/format/account-number.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { fetchDepositAccounts } from '../api/lookup-api.ts';
import { isBankTransferAccount } from './deposit-accounts.ts';
import './deposit.css';

/**
 * The accounts to transfer to. QR channels, slip upload and the gift link come with the deposit
 * issue. A failed lookup shows nothing, as the spec asks (doc 2 section 8).
 */
export function DepositModal({ onClose }: { onClose: () => void }) {
  const { t, locale } = useI18n();
  const lookup = useApiQuery('deposit-accounts', fetchDepositAccounts);
  const banks = (lookup.data?.banks ?? []).filter(isBankTransferAccount);
  const wallets = lookup.data?.wallets ?? [];

  return (
    <Modal
      open
      title={t('deposit.title')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="deposit-modal"
    >
      <p>{t('deposit.guide')}</p>
      {lookup.loading ? <PageSpinner label={t('app.loading')} /> : null}
      {lookup.data && banks.length + wallets.length === 0 ? (
        <p className="muted">{t('deposit.empty')}</p>
      ) : null}
      <ul className="deposit-accounts">
        {banks.map((account) => (
          <li
            key={`${account.bankCode}-${account.bankAccountNo}`}
            className="deposit-account"
            data-testid="deposit-account"
          >
            <div className="deposit-account__text">
              <p className="deposit-account__bank">
                {locale === 'en' ? account.bank.nameEN : account.bank.nameTH}
              </p>
              <p>{account.bankAccountName}</p>
              <p className="deposit-account__number">{formatAccountNumber(account.bankAccountNo)}</p>
            </div>
            <CopyButton
              text={account.bankAccountNo}
              label={t('deposit.copyAccountNo')}
              testId="deposit-copy"
            />
          </li>
        ))}
        {wallets.map((account) => (
          <li key={account.walletAccountName} className="deposit-account">
            <p className="deposit-account__text">
              {t('deposit.wallet', { name: account.walletAccountName })}
            </p>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
