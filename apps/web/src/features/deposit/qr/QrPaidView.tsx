import { formatBaht } from '@wallet/contract';
import { useRef } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useBringIntoView } from '../../../lib/feedback/bring-into-view/use-bring-into-view.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { PaidQr } from './use-qr-channel.ts';

interface Props {
  paid: PaidQr;
  onNew: () => void;
  testId: string;
}

/** Where the QR was: it was paid, the money is in the wallet (or being checked), and a new QR. */
export function QrPaidView({ paid, onNew, testId }: Props) {
  const { t } = useI18n();
  const view = useRef<HTMLDivElement>(null);
  useBringIntoView(view, paid.qrcodeId, 'start');
  const amount = formatBaht(paid.amount);
  return (
    <div ref={view} className="qr-code qr-paid stack" role="status" data-testid={testId}>
      <p className="qr-paid__title">{t('deposit.qrPaidTitle')}</p>
      <p className="qr-code__amount">{t('deposit.qrAmount', { amount })}</p>
      <p>{t(paid.review ? 'deposit.qrPaidReview' : 'deposit.qrPaid')}</p>
      <Button variant="secondary" block onClick={onNew} data-testid={`${testId}-new`}>
        {t('deposit.qrNew')}
      </Button>
    </div>
  );
}
