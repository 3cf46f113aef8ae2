import { type SpinClaimReply } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

/** A claimed coupon: its amount is in the wallet; closing it reloads the wheel. */
export function ClaimModal({ claim, onClose }: { claim: SpinClaimReply; onClose: () => void }) {
  const { t } = useI18n();
  const money = useMemberMoney();
  return (
    <Modal
      open
      title={t('spin.claimTitle')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="spin-claim-modal"
      tone="success"
      footer={
        <Button block onClick={onClose} data-testid="spin-claim-ok">
          {t('spin.ok')}
        </Button>
      }
    >
      <p>{money.text('spin.claimText', { amount: money.money(claim.amount) })}</p>
      <p className="muted" data-testid="spin-claim-coupon">
        {t('spin.claimCoupon', { coupon: claim.coupon })}
      </p>
    </Modal>
  );
}
