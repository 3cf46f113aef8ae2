import { useState } from 'react';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { Button } from './Button.tsx';
import { Dialog } from './Dialog.tsx';

interface Props {
  title: string;
  /** Who it is for, so the operator hands it to the right person. */
  forWhom: string;
  secret: string;
  onClose(): void;
}

/**
 * A one-time password, shown once: the server keeps only its hash, so closing this is the last
 * chance to read it. Copy puts it on the clipboard where the browser allows.
 */
export function SecretOnce({ title, forWhom, secret, onClose }: Props) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <Dialog title={title} onClose={onClose} closeLabel={t('common.close')} testId="secret-once">
      <div className="stack">
        <p>{t('secret.forWhom', { who: forWhom })}</p>
        <output className="secret-once__value mono" data-testid="secret-value">
          {secret}
        </output>
        <p className="muted">{t('secret.shownOnce')}</p>
        <div className="row row--end">
          <Button
            onClick={() => {
              void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
            }}
          >
            {copied ? t('secret.copied') : t('secret.copy')}
          </Button>
          <Button variant="primary" onClick={onClose} data-testid="secret-done">
            {t('secret.done')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
