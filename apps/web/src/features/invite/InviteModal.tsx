import { useQuery } from '@tanstack/react-query';
import { inviteCodeOf } from '@wallet/contract';
import { BannerCarousel } from '../../components/ui/banner-carousel/BannerCarousel.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { CopyButton } from '../../components/ui/CopyButton.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { inviteBannersQuery } from './invite-api.ts';
import { InviteRecords } from './InviteRecords.tsx';
import './invite.css';

/** The link a friend registers with: {origin}/register?code=PR{memberId} (spec doc 2 section 2). */
export function inviteLinkOf(memberId: string, origin = window.location.origin): string {
  return `${origin}/register?code=${encodeURIComponent(inviteCodeOf(memberId))}`;
}

interface Props {
  memberId: string;
  onClose: () => void;
  onVerifyDraws: () => void;
}

/** The banners, the invite link with its copy button, and the paged commission records. */
export function InviteModal({ memberId, onClose, onVerifyDraws }: Props) {
  const { t } = useI18n();
  const link = inviteLinkOf(memberId);
  const banners = useQuery(inviteBannersQuery);
  return (
    <Modal open title={t('invite.title')} onClose={onClose} closeLabel={t('app.close')} testId="invite-modal">
      <div className="stack">
        <BannerCarousel
          banners={banners.data?.banners ?? []}
          label={t('invite.bannersLabel')}
          testId="invite-banners"
        />
        <p>{t('invite.text')}</p>
        <p className="muted invite__label">{t('invite.link')}</p>
        <div className="invite__link-row">
          <span className="invite__link" data-testid="invite-link">
            {link}
          </span>
          <CopyButton text={link} label={t('invite.copy')} testId="invite-copy" />
        </div>
        <InviteRecords />
        <Button variant="ghost" onClick={onVerifyDraws} data-testid="invite-verify-draws">
          {t('draws.open')}
        </Button>
      </div>
    </Modal>
  );
}
