import { useSubmissionKeys } from '@wallet/web-client';
import { useState } from 'react';
import { formatBaht, type WalletReply } from '@wallet/contract';
import { Button } from '../../../components/ui/Button.tsx';
import { useLoadingOverlay } from '../../../components/ui/loading-overlay/use-loading-overlay.ts';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useToast } from '../../../components/ui/toast/use-toast.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { claimInviteBonus } from './invite-api.ts';
import './invite.css';

interface Props {
  invite: WalletReply['invite'];
  onClose: () => void;
  /** After any answer that may have moved money: the wallet is read again. */
  onClaimed: () => void;
}

/**
 * Confirms receiving the referral bonus. The claim is a draw: success is a success toast with the
 * amount; a lost draw (INVITE_BONUS_FAIL) or a refusal is the danger toast (spec doc 2 section 8).
 */
export function InviteClaimDialog({ invite, onClose, onClaimed }: Props) {
  const { t, errorText } = useI18n();
  const { track } = useLoadingOverlay();
  const toast = useToast();
  const keys = useSubmissionKeys();
  const [busy, setBusy] = useState(false);

  const claim = async () => {
    setBusy(true);
    try {
      const reply = await track(keys.submit('invite-claim', (key) => claimInviteBonus(key)));
      toast.show('success', t('invite.claimSuccess', { amount: formatBaht(reply.amount) }));
      onClose();
    } catch (error) {
      toast.show('error', errorText(error));
      onClose();
    } finally {
      setBusy(false);
      onClaimed();
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
          <Button busy={busy} onClick={() => void claim()} data-testid="invite-claim-confirm">
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
