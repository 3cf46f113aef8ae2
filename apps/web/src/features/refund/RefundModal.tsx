import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BannerCarousel } from '../../components/ui/banner-carousel/BannerCarousel.tsx';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { refundBannersQuery, refundScopes } from './refund-api.ts';
import { RefundCheckPanel } from './RefundCheckPanel.tsx';
import { RefundLog } from './RefundLog.tsx';
import './refund.css';

interface Props {
  onClose: () => void;
  /** After any answer that may have moved money: the wallet is read again. */
  onMoneyMoved: () => void;
  onVerifyDraws: () => void;
}

/** The refund check with receive and add-to-wallet, the banners and the paged refund log. */
export function RefundModal({ onClose, onMoneyMoved, onVerifyDraws }: Props) {
  const { t } = useI18n();
  const client = useQueryClient();
  const banners = useQuery(refundBannersQuery);
  const changed = () => {
    for (const queryKey of refundScopes) void client.invalidateQueries({ queryKey });
    onMoneyMoved();
  };
  return (
    <Modal open title={t('refund.title')} onClose={onClose} closeLabel={t('app.close')} testId="refund-modal">
      <div className="stack">
        <BannerCarousel
          banners={banners.data?.banners ?? []}
          label={t('refund.bannersLabel')}
          testId="refund-banners"
        />
        <RefundCheckPanel onChanged={changed} />
        <RefundLog />
        <Button variant="ghost" onClick={onVerifyDraws} data-testid="refund-verify-draws">
          {t('draws.open')}
        </Button>
      </div>
    </Modal>
  );
}
