import type { TotpEnrolment } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/**
 * A new TOTP secret, shown once: the operator scans the QR code with an authenticator app (or
 * types the secret) before this closes; the next sign-in asks for the app's six digits.
 */
export function TotpEnrolmentView({
  username,
  enrolment,
  onClose,
}: {
  username: string;
  enrolment: TotpEnrolment;
  onClose(): void;
}) {
  const { t } = useI18n();
  return (
    <Dialog title={t('totp.title')} onClose={onClose} closeLabel={t('common.close')} testId="totp-enrolment">
      <div className="stack totp">
        <p>{t('totp.scan', { username })}</p>
        <img className="totp__qr" src={enrolment.qrDataUrl} alt={t('totp.qrAlt')} data-testid="totp-qr" />
        <div>
          <div className="field__label">{t('totp.secret')}</div>
          <output className="mono totp__secret" data-testid="totp-secret">
            {enrolment.secret}
          </output>
        </div>
        <p className="muted">{t('secret.shownOnce')}</p>
        <div className="row row--end">
          <Button variant="primary" onClick={onClose} data-testid="totp-done">
            {t('secret.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
