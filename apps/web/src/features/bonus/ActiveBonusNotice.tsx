import { useQuery } from '@tanstack/react-query';
import { type ActiveBonusReply } from '@wallet/contract';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/ConfirmDialog.tsx';
import { useResultDialog } from '../../lib/feedback/result-dialog/use-result-dialog.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { clearBonus, currentPromotionQuery, noticeQuery } from './bonus-api.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

interface Props {
  active: ActiveBonusReply;
  onEnded: () => void;
}

/**
 * The active-bonus notice with its cancel button (spec doc 2 section 2). The notice text's
 * %percentFail% is filled from the current promotion (spec doc 2 section 7).
 */
export function ActiveBonusNotice({ active, onEnded }: Props) {
  const { t, codeText } = useI18n();
  const money = useMemberMoney();
  const { showSuccess } = useResultDialog();
  // Keyed on the bonus being cleared; the button shows the progress, no overlay.
  const { busy, run, move } = useMoneyMove(
    (_bonus: { clear: string | null }, key: string) => clearBonus(key),
    {
      onError: 'dialog',
      overlay: false,
    },
  );
  const notice = useQuery(noticeQuery);
  const current = useQuery(currentPromotionQuery);
  const percentFail = current.data && 'percentFail' in current.data ? current.data.percentFail : null;

  // Ending a bonus cannot be undone: the member says yes first.
  const [confirming, setConfirming] = useState(false);
  const reasonId = useId();

  const cancel = () =>
    void run(async () => {
      setConfirming(false);
      const reply = await move({ clear: active.code });
      showSuccess(codeText(reply.message));
      onEnded();
    });

  return (
    <section className="card stack bonus-active" role="status" data-testid="bonus-active">
      <strong className="bonus-active__title">
        <span className="bonus-badge">{t('bonus.current')}</span> {t('bonus.activeTitle')}
      </strong>
      <p className="bonus-active__text">
        {money.text('bonus.activeText', {
          code: active.code ?? '',
          target: money.money(active.target ?? 0),
          floor: money.money(active.floor ?? 0),
        })}
      </p>
      {notice.data && percentFail !== null ? (
        <p className="muted bonus-active__notice" data-testid="bonus-notice">
          {notice.data.notice.replaceAll('%percentFail%', String(percentFail))}
        </p>
      ) : null}
      {/* Disabled with the reason until the server says it may end (issue 42): never a confirm that fails. */}
      <Button
        variant="secondary"
        busy={busy}
        disabled={!active.mayEnd}
        aria-describedby={active.mayEnd ? undefined : reasonId}
        onClick={() => setConfirming(true)}
        data-testid="bonus-clear"
      >
        {t('bonus.cancel')}
      </Button>
      {active.mayEnd ? null : (
        <p id={reasonId} className="muted bonus-active__why" data-testid="bonus-clear-why">
          {t('bonus.cancelWhen', {
            target: money.figure(active.target ?? 0),
            floor: money.figure(active.floor ?? 0),
            total: money.figure(active.total ?? 0),
          })}
        </p>
      )}
      {confirming ? (
        <ConfirmDialog
          title={t('bonus.endConfirmTitle')}
          text={t('bonus.endConfirmText', { code: active.code ?? '' })}
          confirmLabel={t('bonus.cancel')}
          cancelLabel={t('bonus.keep')}
          closeLabel={t('app.close')}
          onCancel={() => setConfirming(false)}
          onConfirm={cancel}
          testId="bonus-end-confirm"
        />
      ) : null}
    </section>
  );
}
