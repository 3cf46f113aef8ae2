import { formatBaht } from '@wallet/contract';
import { Button } from '../../../components/ui/Button.tsx';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { formatCountdown, svgImageSource } from './qr-rules.ts';
import type { LiveQr } from './use-qr-channel.ts';

interface Props {
  qr: LiveQr;
  remaining: number;
  busy: boolean;
  onCancel: () => void;
  testId: string;
}

/** A live QR: the code to scan, its amount, the time left and the cancel action. */
export function QrCodeView({ qr, remaining, busy, onCancel, testId }: Props) {
  const { t } = useI18n();
  const amount = formatBaht(qr.amount);
  return (
    <div className="qr-code stack" data-testid={testId}>
      <img
        className="qr-code__image"
        src={svgImageSource(qr.qrcode)}
        alt={t('deposit.qrAlt', { amount })}
        width={240}
        height={240}
      />
      <p className="qr-code__amount">{t('deposit.qrAmount', { amount })}</p>
      <p className="qr-code__timer">
        {t('deposit.qrExpiresIn')}{' '}
        <time role="timer" data-testid={`${testId}-countdown`}>
          {formatCountdown(remaining)}
        </time>
      </p>
      <p className="muted">{t('deposit.qrScan')}</p>
      <Button variant="secondary" block busy={busy} onClick={onCancel} data-testid={`${testId}-cancel`}>
        {t('deposit.qrCancel')}
      </Button>
    </div>
  );
}
