import { type PromotionEntry } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/ConfirmDialog.tsx';
import { Modal } from '../../components/ui/Modal.tsx';
import { useResultDialog } from '../../lib/feedback/result-dialog/use-result-dialog.ts';
import { TextField } from '../../components/ui/TextField.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { isApiError } from '@wallet/web-client';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { activatePromotion, findPromotion } from './bonus-api.ts';
import { BonusTerms } from './BonusTerms.tsx';
import { isSearchableCode, promotionCode } from './promotion-code.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';

interface Props {
  onActivated: () => void;
}

/** The promotion code search (upper case, searching and not-found messages) and the promotion modal. */
export function PromotionSearch({ onActivated }: Props) {
  const { t } = useI18n();
  const money = useMemberMoney();
  const { showSuccess } = useResultDialog();
  const search = useAction({ onError: 'dialog' });
  // A promotion that credits moves money; the button shows the progress, no overlay.
  const take = useMoneyMove(({ code }: { code: string }, key: string) => activatePromotion(code, key), {
    onError: 'dialog',
    overlay: false,
  });
  const [code, setCode] = useState('');
  const [notFound, setNotFound] = useState(false);
  const [required, setRequired] = useState(false);
  const [found, setFound] = useState<PromotionEntry | null>(null);
  // Taking a promotion takes a bonus: the member says yes first, as on the bonus list.
  const [confirming, setConfirming] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = promotionCode(code);
    setRequired(wanted === '');
    setNotFound(false);
    if (wanted === '') return;
    if (!isSearchableCode(wanted)) return setNotFound(true);
    void search.run(async () => {
      try {
        setFound(await findPromotion(wanted));
      } catch (error) {
        // Unknown or expired is the form's own message; anything else is an error alert.
        if (isApiError(error) && error.kind === 'server' && error.code === 'NO_PROMOTION') setNotFound(true);
        else throw error;
      }
    });
  };

  const activate = (promotion: PromotionEntry) =>
    void take.run(async () => {
      setConfirming(false);
      const reply = await take.move({ code: promotion.code });
      setFound(null);
      setCode('');
      showSuccess(money.text('bonus.activated', { amount: money.money(reply.bonus) }));
      onActivated();
    });

  return (
    <section className="card stack">
      <form className="bonus-search" onSubmit={submit} noValidate>
        <TextField
          label={t('bonus.promotionCode')}
          value={code}
          onChange={(value) => {
            setNotFound(false);
            setRequired(false);
            setCode(value.toUpperCase());
          }}
          autoComplete="off"
          required
          error={required ? t('bonus.codeRequired') : null}
          data-testid="promotion-code"
        />
        <Button type="submit" busy={search.busy} data-testid="promotion-search">
          {t('bonus.search')}
        </Button>
      </form>
      {search.busy ? (
        <p className="muted" role="status">
          {t('bonus.searching')}
        </p>
      ) : null}
      {notFound ? (
        <p className="bonus-search__not-found" role="alert" data-testid="promotion-not-found">
          {t('bonus.notFound')}
        </p>
      ) : null}
      {found ? (
        <Modal
          open
          title={t('bonus.promotionTitle')}
          onClose={() => setFound(null)}
          closeLabel={t('app.close')}
          testId="promotion-modal"
        >
          <div className="stack">
            <h3 className="bonus-details__code">{found.code}</h3>
            <p>{found.description}</p>
            <BonusTerms {...found} />
            <Button
              block
              busy={take.busy}
              onClick={() => setConfirming(true)}
              data-testid="promotion-activate"
            >
              {t('bonus.activate')}
            </Button>
          </div>
          {confirming ? (
            <ConfirmDialog
              title={t('bonus.takeConfirmTitle')}
              text={t('bonus.takeConfirmText', { code: found.code })}
              confirmLabel={t('bonus.activate')}
              cancelLabel={t('app.cancel')}
              closeLabel={t('app.close')}
              onCancel={() => setConfirming(false)}
              onConfirm={() => activate(found)}
              testId="bonus-take-confirm"
            />
          ) : null}
        </Modal>
      ) : null}
    </section>
  );
}
