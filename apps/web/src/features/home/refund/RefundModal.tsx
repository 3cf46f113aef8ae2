import { useState } from 'react';
import { BannerCarousel } from '../../../components/ui/banner-carousel/BannerCarousel.tsx';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { useApiQuery } from '../../../lib/api/use-api-query.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { fetchRefundBanners } from './refund-api.ts';
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
  const banners = useApiQuery('refund-banners', fetchRefundBanners);
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((v) => v + 1);
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
        <RefundCheckPanel version={version} onChanged={changed} />
        <RefundLog version={version} />
        <Button variant="ghost" onClick={onVerifyDraws} data-testid="refund-verify-draws">
          {t('draws.open')}
        </Button>
      </div>
    </Modal>
  );
}
