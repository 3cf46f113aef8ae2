import type { TotpEnrolment } from '@wallet/contract';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import './totp.css';

/**
 * A TOTP secret to scan: the QR code, and the secret for typing into an app by hand. Shown
 * once, where it was made (an admin's screen, or the operator's own first sign-in).
 */
export function TotpSecret({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useI18n();
  return (
    <>
      <img className="totp__qr" src={enrolment.qrDataUrl} alt={t('totp.qrAlt')} data-testid="totp-qr" />
      <div>
        <div className="field__label">{t('totp.secret')}</div>
        <output className="mono totp__secret" data-testid="totp-secret">
          {enrolment.secret}
        </output>
      </div>
    </>
  );
}
