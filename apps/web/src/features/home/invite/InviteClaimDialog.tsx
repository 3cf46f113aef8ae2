import { useMutation } from '@tanstack/react-query';
import { formatBaht, type WalletReply } from '@wallet/contract';
import { translateError } from '@wallet/i18n';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoadingOverlay } from '../../../components/ui/loading-overlay/use-loading-overlay.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useToast } from '../../../components/ui/toast/use-toast.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { receiveInviteBonus } from '../home-api.ts';
import './invite.css';

interface Props {
  invite: WalletReply['invite'];
  onClose: () => void;
  onClaimed: () => void;
}

/** Confirms receiving the referral bonus; the outcome is a toast (a failure is the danger toast). */
export function InviteClaimDialog({ invite, onClose, onClaimed }: Props) {
  const { t, errorText, locale } = useI18n();
  const { track } = useLoadingOverlay();
  const toast = useToast();
  // The claim's effect on the wallet follows by a background read (onClaimed).
  const receive = useMutation({ mutationFn: () => track(receiveInviteBonus()), onSuccess: onClaimed });

  const claim = async () => {
    onClose();
    try {
      const { message } = await receive.mutateAsync();
      toast.show('success', translateError(locale, message));
    } catch (error) {
      toast.show('error', errorText(error));
    }
  };

  return (
    <Modal
      open
      title={t('invite.claimTitle')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="invite-claim-dialog"
      footer={
        <div className="dialog-actions">
          <Button variant="ghost" onClick={onClose}>
            {t('app.cancel')}
          </Button>
          <Button onClick={() => void claim()} data-testid="invite-claim-confirm">
            {t('invite.claimConfirm')}
          </Button>
        </div>
      }
    >
      <p>{t('invite.claimText', { amount: formatBaht(invite.amount) })}</p>
      <p className="muted" data-testid="invite-claim-rates">
        {t('invite.claimRates', { success: invite.success, fail: invite.fail })}
      </p>
    </Modal>
  );
}
