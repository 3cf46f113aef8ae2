import { isEnglishAccountName, needsEnglishAccountName, type WalletReply } from '@wallet/contract';
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import './home-strip.css';

/** KTB, TMB and BBL pay out only to an English account name; offer the fix when it is not one. */
export function needsBankNameEdit({ bankCode, bankAccountName }: WalletReply['bankAccount']): boolean {
  return needsEnglishAccountName(bankCode) && !isEnglishAccountName(bankAccountName);
}

export function BankNameNotice({ onEdit }: { onEdit: () => void }) {
  const { t } = useI18n();
  return (
    <section className="card home-strip home-strip--warning" data-testid="bank-name-notice">
      <p className="home-strip__text">{t('home.bankNameNotice')}</p>
      <Button variant="secondary" onClick={onEdit} data-testid="bank-name-edit">
        {t('home.bankNameEdit')}
      </Button>
    </section>
  );
}
