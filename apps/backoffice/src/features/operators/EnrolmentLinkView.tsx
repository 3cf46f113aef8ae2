import type { EnrolmentLink } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { Dialog } from '../../components/ui/Dialog.tsx';
import { formatDateTime } from '../../lib/format/format.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';

/**
 * An operator's one-time enrolment link, shown once to the admin who issued it (ADR 0129): the
 * admin passes it on; the operator sets their own password and authenticator through it. The
 * server keeps only its hash, so closing this is the last chance to copy it.
 */
export function EnrolmentLinkView({
  forWhom,
  link,
  needsConfirmation,
  onClose,
}: {
  forWhom: string;
  link: EnrolmentLink;
  needsConfirmation: boolean;
  onClose(): void;
}) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const url = `${window.location.origin}${link.path}`;
  return (
    <Dialog
      title={t('operators.link.title')}
      onClose={onClose}
      closeLabel={t('common.close')}
      testId="enrolment-link"
    >
      <div className="stack">
        <p>{t('operators.link.explain', { who: forWhom, time: formatDateTime(link.expiresAt) })}</p>
        <output className="secret-once__value mono" data-testid="enrolment-link-url">
          {url}
        </output>
        {needsConfirmation && (
          <p data-testid="enrolment-link-waits">
            <strong>{t('operators.link.waits')}</strong>
          </p>
        )}
        <p className="muted">{t('secret.shownOnce')}</p>
        <div className="row row--end">
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(url).then(() => setCopied(true));
            }}
          >
            {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
          <Button variant="primary" onClick={onClose} data-testid="enrolment-link-done">
            {t('secret.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
