import { Modal } from '../../../components/ui/Modal.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/** The refund check, receive and log come with the refund issue. */
export function RefundModal({ onClose }: { onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal open title={t('refund.title')} onClose={onClose} closeLabel={t('app.close')} testId="refund-modal">
      <p className="muted">{t('app.comingSoonText')}</p>
    </Modal>
  );
}
