import { useRef } from 'react';
import { Button } from '../../../components/ui/Button.tsx';
import { useBringIntoView } from '../../../lib/feedback/bring-into-view/use-bring-into-view.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { formatCountdown, svgImageSource } from './qr-rules.ts';
import type { LiveQr } from './use-qr-channel.ts';
import { useMemberMoney } from '../../../lib/wallet/use-member-money.ts';

interface Props {
  qr: LiveQr;
  remaining: number;
  busy: boolean;
  onCancel: () => void;
  testId: string;
}

/**
 * A live QR: its amount and the time left first (above the code, so a phone shows both without
 * scrolling), the code to scan, and the cancel action. A new QR is scrolled to the top of the modal.
 */
export function QrCodeView({ qr, remaining, busy, onCancel, testId }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  const view = useRef<HTMLDivElement>(null);
  useBringIntoView(view, qr.qrcodeId, 'start');
  const amount = money.money(qr.amount);
  return (
    <div ref={view} className="qr-code stack" data-testid={testId}>
      <p className="qr-code__amount">{money.text('deposit.qrAmount', { amount })}</p>
      <p className="qr-code__timer">
        {t('deposit.qrExpiresIn')}{' '}
        <time role="timer" data-testid={`${testId}-countdown`}>
          {formatCountdown(remaining)}
        </time>
      </p>
      <img
        className="qr-code__image"
        src={svgImageSource(qr.qrcode)}
        alt={money.text('deposit.qrAlt', { amount })}
        width={240}
        height={240}
      />
      <p className="muted">{t('deposit.qrScan')}</p>
      <Button variant="secondary" block busy={busy} onClick={onCancel} data-testid={`${testId}-cancel`}>
        {t('deposit.qrCancel')}
      </Button>
    </div>
  );
}
