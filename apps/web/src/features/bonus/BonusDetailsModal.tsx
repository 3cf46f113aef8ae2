import { formatBaht, type BonusEntry } from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useResultDialog } from '../../components/ui/result-dialog/use-result-dialog.ts';
import { useAction } from '../../lib/actions/use-action.ts';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { activateBonus } from './bonus-api.ts';
import { isExhausted } from './BonusList.tsx';
import { BonusTerms } from './BonusTerms.tsx';

interface Props {
  bonus: BonusEntry;
  onClose: () => void;
  onActivated: () => void;
}

const TYPE_KEY = { limit: 'bonus.typeLimit', day: 'bonus.typeDay', week: 'bonus.typeWeek' } as const;

/** The bonus details modal: its banner HTML, terms, receipts, and the receive button. */
export function BonusDetailsModal({ bonus, onClose, onActivated }: Props) {
  const { t } = useI18n();
  const { showSuccess } = useResultDialog();
  const keys = useSubmissionKeys();
  const { busy, run } = useAction({ onError: 'dialog' });
  const banner = bonus.banners[0];
  const blocked = bonus.userBonus.isActive || isExhausted(bonus);

  const receive = () =>
    void run(async () => {
      // Spec doc 2 section 5: the bonus activation code is sent as is.
      const reply = await keys.submit({ code: bonus.code }, (key) => activateBonus(bonus.code, key));
      showSuccess(t('bonus.activated', { amount: formatBaht(reply.bonus) }));
      onActivated();
    });

  return (
    <Modal
      open
      title={t('bonus.details')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="bonus-details"
    >
      <div className="stack">
        <h3 className="bonus-details__code">{bonus.code}</h3>
        {banner ? (
          <div className="bonus-html" dangerouslySetInnerHTML={{ __html: sanitizeHtml(banner.html) }} />
        ) : (
          <p>{bonus.description}</p>
        )}
        <BonusTerms {...bonus} />
        <p className="muted" data-testid="bonus-received">
          {t('bonus.received', { count: bonus.userBonus.received.length, max: bonus.maxReceived })}{' '}
          {t(TYPE_KEY[bonus.type])}
        </p>
        <Button block busy={busy} disabled={blocked} onClick={receive} data-testid="bonus-receive">
          {bonus.userBonus.isActive ? t('bonus.current') : t('bonus.receive')}
        </Button>
      </div>
    </Modal>
  );
}
