import { type BonusEntry } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/ConfirmDialog.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useResultDialog } from '../../lib/feedback/result-dialog/use-result-dialog.ts';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { activateBonus } from './bonus-api.ts';
import { isExhausted } from './bonus-state.ts';
import { BonusTerms } from './BonusTerms.tsx';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

interface Props {
  bonus: BonusEntry;
  onClose: () => void;
  onActivated: () => void;
}

const TYPE_KEY = { limit: 'bonus.typeLimit', day: 'bonus.typeDay', week: 'bonus.typeWeek' } as const;

/** The bonus details modal: its banner HTML, terms, receipts, and the receive button. */
export function BonusDetailsModal({ bonus, onClose, onActivated }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  const { showSuccess } = useResultDialog();
  // The button shows the progress; no overlay.
  const { busy, run, move } = useMoneyMove(
    ({ code }: { code: string }, key: string) => activateBonus(code, key),
    { onError: 'dialog', overlay: false },
  );
  const banner = bonus.banners[0];
  const blocked = bonus.userBonus.isActive || isExhausted(bonus);
  // A taken bonus blocks refunds and deducts on an early withdrawal: the member says yes first.
  const [confirming, setConfirming] = useState(false);

  const receive = () =>
    void run(async () => {
      setConfirming(false);
      // Spec doc 2 section 5: the bonus activation code is sent as is.
      const reply = await move({ code: bonus.code });
      showSuccess(money.text('bonus.activated', { amount: money.money(reply.bonus) }));
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
        <Button
          block
          busy={busy}
          disabled={blocked}
          onClick={() => setConfirming(true)}
          data-testid="bonus-receive"
        >
          {bonus.userBonus.isActive ? t('bonus.current') : t('bonus.receive')}
        </Button>
      </div>
      {confirming ? (
        <ConfirmDialog
          title={t('bonus.takeConfirmTitle')}
          text={t('bonus.takeConfirmText', { code: bonus.code })}
          confirmLabel={t('bonus.receive')}
          cancelLabel={t('app.cancel')}
          closeLabel={t('app.close')}
          onCancel={() => setConfirming(false)}
          onConfirm={receive}
          testId="bonus-take-confirm"
        />
      ) : null}
    </Modal>
  );
}
