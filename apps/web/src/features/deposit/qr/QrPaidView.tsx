import { useRef } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useBringIntoView } from '../../../lib/feedback/bring-into-view/use-bring-into-view.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import type { PaidQr } from './use-qr-channel.ts';
import { useMemberMoney } from '../../../lib/wallet/use-member-money.ts';

interface Props {
  paid: PaidQr;
  onNew: () => void;
  testId: string;
}

/** Where the QR was: it was paid, the money is in the wallet (or being checked), and a new QR. */
export function QrPaidView({ paid, onNew, testId }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  const view = useRef<HTMLDivElement>(null);
  useBringIntoView(view, paid.qrcodeId, 'start');
  const amount = money.money(paid.amount);
  return (
    <div ref={view} className="qr-code qr-paid stack" role="status" data-testid={testId}>
      <p className="qr-paid__title">{t('deposit.qrPaidTitle')}</p>
      <p className="qr-code__amount">{money.text('deposit.qrAmount', { amount })}</p>
      <p>{t(paid.review ? 'deposit.qrPaidReview' : 'deposit.qrPaid')}</p>
      <Button variant="secondary" block onClick={onNew} data-testid={`${testId}-new`}>
        {t('deposit.qrNew')}
      </Button>
    </div>
  );
}
