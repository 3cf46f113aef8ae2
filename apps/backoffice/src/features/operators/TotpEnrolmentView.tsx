import type { TotpEnrolment } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { TotpSecret } from '../../components/ui/TotpSecret.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/**
 * A new TOTP secret, shown once to the admin who made it: the operator scans the QR code with an
 * authenticator app (or types the secret) before this closes; every sign-in asks for its code.
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
        <TotpSecret enrolment={enrolment} />
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
