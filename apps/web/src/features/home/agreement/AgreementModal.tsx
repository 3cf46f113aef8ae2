import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/Button.tsx';
import { Modal } from '../../../components/ui/Modal.tsx';
import { PageSpinner } from '../../../lib/feedback/spinner/Spinner.tsx';
import { sanitizeHtml } from '../../../lib/html/sanitize-html.ts';
import { useI18n } from '../../../lib/i18n/use-i18n.ts';
import { agreementsQuery } from '../home-api.ts';
import './agreement.css';

interface Props {
  onAccept: () => void;
  onDismiss: () => void;
}

export function AgreementModal({ onAccept, onDismiss }: Props) {
  const { t } = useI18n();
  const agreements = useQuery(agreementsQuery);
  const paragraphs = agreements.data?.agreements ?? [];

  return (
    <Modal
      open
      title={t('agreement.title')}
      onClose={onDismiss}
      closeLabel={t('app.close')}
      testId="agreement-modal"
      footer={
        <Button block onClick={onAccept} data-testid="agreement-accept">
          {t('agreement.accept')}
        </Button>
      }
    >
      {agreements.isPending ? <PageSpinner label={t('app.loading')} /> : null}
      {agreements.data && paragraphs.length === 0 ? <p className="muted">{t('agreement.empty')}</p> : null}
      <div className="agreement">
        {paragraphs.map((html, index) => (
          // Operator HTML: only the allow-listed subset reaches the DOM.
          <div
            key={index}
            className="agreement__item"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }}
          />
        ))}
      </div>
    </Modal>
  );
}
