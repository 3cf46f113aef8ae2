import { useQuery } from '@tanstack/react-query';
import { formatBaht, type ActiveBonusReply } from '@wallet/contract';
import { useSubmissionKeys } from '@wallet/web-client';
import { Button } from '../../components/ui/Button.tsx';
import { useResultDialog } from '../../components/ui/result-dialog/use-result-dialog.ts';
import { useAction } from '../../lib/actions/use-action.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { clearBonus, currentPromotionQuery, noticeQuery } from './bonus-api.ts';

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
  const { showSuccess } = useResultDialog();
  const keys = useSubmissionKeys();
  const { busy, run } = useAction({ onError: 'dialog' });
  const notice = useQuery(noticeQuery);
  const current = useQuery(currentPromotionQuery);
  const percentFail = current.data && 'percentFail' in current.data ? current.data.percentFail : null;

  const cancel = () =>
    void run(async () => {
      const reply = await keys.submit({ clear: active.code }, (key) => clearBonus(key));
      showSuccess(codeText(reply.message));
      onEnded();
    });

  return (
    <section className="card stack bonus-active" role="status" data-testid="bonus-active">
      <strong className="bonus-active__title">
        <span className="bonus-badge">{t('bonus.current')}</span> {t('bonus.activeTitle')}
      </strong>
      <p className="bonus-active__text">
        {t('bonus.activeText', {
          code: active.code ?? '',
          target: formatBaht(active.target ?? 0),
          floor: formatBaht(active.floor ?? 0),
        })}
      </p>
      {notice.data && percentFail !== null ? (
        <p className="muted bonus-active__notice" data-testid="bonus-notice">
          {notice.data.notice.replaceAll('%percentFail%', String(percentFail))}
        </p>
      ) : null}
      <Button variant="secondary" busy={busy} onClick={cancel} data-testid="bonus-clear">
        {t('bonus.cancel')}
      </Button>
    </section>
  );
}
