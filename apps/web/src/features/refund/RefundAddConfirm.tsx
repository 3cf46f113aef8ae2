import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

interface Props {
  amount: number;
  success: number;
  fail: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The add-to-wallet confirmation with the failure-rate warning (spec doc 2 section 8). */
export function RefundAddConfirm({ amount, success, fail, busy, onConfirm, onCancel }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  return (
    <Modal
      open
      title={t('refund.confirmTitle')}
      onClose={onCancel}
      closeLabel={t('app.close')}
      testId="refund-add-confirm"
      footer={
        <div className="dialog-actions">
          <Button variant="ghost" onClick={onCancel}>
            {t('app.cancel')}
          </Button>
          <Button busy={busy} onClick={onConfirm} data-testid="refund-add-confirm-button">
            {t('refund.confirm')}
          </Button>
        </div>
      }
    >
      <p>{money.text('refund.confirmText', { amount: money.money(amount) })}</p>
      <p className="refund__warning" data-testid="refund-add-warning">
        {t('refund.confirmWarning', { success, fail })}
      </p>
    </Modal>
  );
}
