import { type WalletReply } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { claimInviteBonus } from './invite-api.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import './invite.css';

interface Props {
  invite: WalletReply['invite'];
  onClose: () => void;
  /**
   * After any answer, a lost draw too (it uses up the claim): the wallet is read again (a success
   * also refreshes the statement lists, useMoneyMove).
   */
  onClaimed: () => void;
}

/**
 * Confirms receiving the referral bonus. The claim is a draw: success is a success toast with the
 * amount; a lost draw (INVITE_BONUS_FAIL) or a refusal is the danger toast (spec doc 2 section 8).
 */
export function InviteClaimDialog({ invite, onClose, onClaimed }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  const toast = useToast();
  const { busy, run, move } = useMoneyMove((_: 'invite-claim', key: string) => claimInviteBonus(key), {
    onError: 'toast',
  });

  const claim = () =>
    run(async () => {
      try {
        const reply = await move('invite-claim');
        toast.show('success', money.text('invite.claimSuccess', { amount: money.money(reply.amount) }));
      } finally {
        onClose();
        onClaimed();
      }
    });

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
      <p>{money.text('invite.claimText', { amount: money.money(invite.amount) })}</p>
      <p className="muted" data-testid="invite-claim-rates">
        {t('invite.claimRates', { success: invite.success, fail: invite.fail })}
      </p>
    </Modal>
  );
}
