import { type SpinResultReply } from '@wallet/contract';
import { Button } from '../../components/ui/Button.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { sanitizeHtml } from '../../lib/html/sanitize-html.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { countKey } from '../../lib/i18n/count-key.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

/** What the spin won, after the wheel stopped; closing it reloads the wheel. */
export function PrizeModal({
  result,
  description,
  onClose,
}: {
  result: SpinResultReply;
  /** The slice's operator HTML, sanitised before it is drawn. */
  description: string;
  onClose: () => void;
}) {
  const { t, locale } = useI18n();
  const money = useMemberMoney();
  const { prize } = result;
  const text =
    prize.type === 'credit'
      ? money.text('spin.prizeCredit', { amount: money.money(prize.amount) })
      : prize.type === 'coin'
        ? t(countKey(prize.amount, 'spin.prizeCoin', 'spin.prizeCoinOne'), { amount: prize.amount })
        : t('spin.prizeNone');
  return (
    <Modal
      open
      title={t('spin.prizeTitle')}
      onClose={onClose}
      closeLabel={t('app.close')}
      testId="spin-prize-modal"
      footer={
        <Button block onClick={onClose} data-testid="spin-prize-ok">
          {t('spin.ok')}
        </Button>
      }
    >
      <div className="stack spin-prize" data-code={result.code}>
        <strong className="spin-prize__label" data-testid="spin-prize-label">
          {result.labels[locale] || result.label}
        </strong>
        <p>{text}</p>
        {description && (
          <div
            className="spin-prize__description"
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(description) }}
          />
        )}
        <p className="muted" data-testid="spin-prize-remaining">
          {t(countKey(result.remainingCoin, 'spin.remaining', 'spin.remainingOne'), {
            coin: result.remainingCoin,
          })}
        </p>
      </div>
    </Modal>
  );
}
