import { useQuery } from '@tanstack/react-query';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { PageSpinner } from '../../lib/feedback/spinner/Spinner.tsx';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { conditionsQuery } from './conditions-api.ts';
import './conditions.css';

/**
 * Mounted only while open; each opening reads the conditions again (shown from the cache meanwhile),
 * so the member always ends on the operators' current text.
 */
export function ConditionsModal({ onClose }: { onClose: () => void }) {
  const { t, errorText } = useI18n();
  const conditions = useQuery({ ...conditionsQuery, refetchOnMount: 'always' });
  const paragraphs = conditions.data?.conditions ?? [];

  return (
    <Modal
      open
      title={t('conditions.title')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="conditions-modal"
      footer={
        <Button block onClick={onClose} data-testid="conditions-confirm">
          {t('conditions.confirm')}
        </Button>
      }
    >
      {conditions.isPending ? <PageSpinner label={t('app.loading')} /> : null}
      {conditions.error ? <p role="alert">{errorText(conditions.error)}</p> : null}
      {conditions.data && paragraphs.length === 0 ? <p className="muted">{t('conditions.empty')}</p> : null}
      <div className="conditions">
        {paragraphs.map((html, index) => (
          // The HTML comes from operators; only the allow-listed subset reaches the DOM.
          <div
            key={index}
            className="conditions__item"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
          />
        ))}
      </div>
    </Modal>
  );
}
