import { Modal } from '../../../components/ui/Modal.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';

/**
 * The stored slip image, shown in the app: a new tab opened after the lookup's await is often
 * blocked as a popup, and in-app browsers have no tabs at all. The link still offers one.
 */
export function SlipImageModal({ url, onClose }: { url: string; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <Modal
      open
      title={t('statement.slipImage')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="slip-image"
    >
      <div className="stack center">
        <img className="slip-image" src={url} alt={t('statement.slipImage')} data-testid="slip-image-img" />
        <a href={url} target="_blank" rel="noopener noreferrer">
          {t('statement.openSlip')}
        </a>
      </div>
    </Modal>
  );
}
