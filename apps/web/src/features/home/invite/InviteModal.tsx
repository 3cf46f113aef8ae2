import { inviteCodeOf } from '@wallet/contract';
import { CopyButton } from '../../../components/ui/CopyButton.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import './invite.css';

/** The link a friend registers with: {origin}/register?code=PR{memberId} (spec doc 2 section 2). */
export function inviteLinkOf(memberId: string, origin = window.location.origin): string {
  return `${origin}/register?code=${encodeURIComponent(inviteCodeOf(memberId))}`;
}

/** The invite link and its copy button; the invite records table comes with the invite issue. */
export function InviteModal({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const { t } = useI18n();
  const link = inviteLinkOf(memberId);
  return (
    <Modal open title={t('invite.title')} onClose={onClose} closeLabel={t('app.close')} testId="invite-modal">
      <div className="stack">
        <p>{t('invite.text')}</p>
        <p className="muted invite__label">{t('invite.link')}</p>
        <div className="invite__link-row">
          <span className="invite__link" data-testid="invite-link">
            {link}
          </span>
          <CopyButton text={link} label={t('invite.copy')} testId="invite-copy" />
        </div>
      </div>
    </Modal>
  );
}
