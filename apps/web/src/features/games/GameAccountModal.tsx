import { type Currency, type GameAccountEntry } from '@wallet/contract';
import { useState } from 'react';
import { Button } from '../../components/ui/Button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog/ConfirmDialog.tsx';
import { useLoadingOverlay } from '../../lib/feedback/loading-overlay/use-loading-overlay.ts';
import { Modal } from '../../components/ui/Modal.tsx';
import { useResultDialog } from '../../lib/feedback/result-dialog/use-result-dialog.ts';
import { useToast } from '../../lib/feedback/toast/use-toast.ts';
import { safeHttpUrlOrPath } from '../../lib/html/safe-url.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { transferResultKey } from '../../lib/wallet/transfer-result.ts';
import { useMoneyMove } from '../../lib/wallet/use-money-move.ts';
import { transferAll } from './game-api.ts';
import { convertedAmount } from './GameCard.tsx';
import { GameCredentials } from './GameCredentials.tsx';
import { GameLinks } from './GameLinks.tsx';
import { launchGame } from './launch-game.ts';
import { useGameLogin } from './use-game-login.ts';
import { useMemberMoney } from '../../lib/wallet/use-member-money.ts';
import './game-modal.css';

interface Props {
  entry: GameAccountEntry;
  walletAmount: number;
  /** The wallet's currency (home has the wallet); baht when not given, as on the Thai site. */
  currency?: Currency;
  onClose: () => void;
  onTransferOnly: (code: string) => void;
  onSlotChange: (entry: GameAccountEntry) => void;
}

/** Spec doc 2 section 2 "Game-account modal". */
export function GameAccountModal({
  entry,
  walletAmount,
  currency = 'THB',
  onClose,
  onTransferOnly,
  onSlotChange,
}: Props) {
  const { t, errorText } = useI18n();
  const money = useMemberMoney(currency);
  const { track } = useLoadingOverlay();
  const toast = useToast();
  const { showSuccess } = useResultDialog();
  // One `run` for the modal's three buttons (play, transfer-and-play, reset): one busy, one at a time.
  const { busy, run, move: moveAll } = useMoneyMove(transferAll, { onError: 'dialog' });
  const { login, error, reset } = useGameLogin(entry.code, onSlotChange);
  const logo = safeHttpUrlOrPath(entry.logo);
  const canPlay = login !== null && !busy;
  // The reset changes the provider's password at once: asked first (issue 15 item 6).
  const [confirmingReset, setConfirmingReset] = useState(false);

  const play = () =>
    run(async () => {
      if (login) await launchGame(entry.code, login, track);
    });

  // With nothing in the wallet there is nothing to move: it is a plain launch (spec).
  const transferAndPlay = () =>
    run(async () => {
      if (!login) return;
      if (walletAmount > 0) {
        const body = { to: entry.code };
        const reply = await moveAll(body);
        showSuccess(t(transferResultKey(reply)));
      }
      await launchGame(entry.code, login, track);
    });

  const resetPassword = () =>
    run(async () => {
      setConfirmingReset(false);
      await reset();
      toast.show('success', t('game.resetDone'));
    });

  return (
    <Modal open title={entry.name} onClose={onClose} closeLabel={t('app.close')} testId="game-modal">
      <div className="game-modal">
        <div className="game-modal__head">
          {logo ? <img className="game-modal__logo" src={logo} alt="" /> : null}
          <div className="game-modal__balances">
            <p data-testid="game-balance">
              {money.text('game.balance', { amount: money.money(entry.amount) })}
            </p>
            <p className="muted">{t('game.credit', { amount: money.money(convertedAmount(entry)) })}</p>
          </div>
        </div>
        {error ? <p role="alert">{errorText(error)}</p> : null}
        {entry.isActive && login ? (
          <GameCredentials login={login} onReset={() => setConfirmingReset(true)} busy={busy} />
        ) : null}
        <div className="game-modal__actions">
          <Button block onClick={transferAndPlay} disabled={!canPlay} data-testid="game-transfer-play">
            {t('game.transferPlay')}
          </Button>
          <Button block variant="secondary" onClick={play} disabled={!canPlay} data-testid="game-play">
            {t('game.play')}
          </Button>
          <Button
            block
            variant="ghost"
            onClick={() => onTransferOnly(entry.code)}
            disabled={walletAmount <= 0}
            data-testid="game-transfer-only"
          >
            {t('game.transferOnly')}
          </Button>
        </div>
        <GameLinks entry={entry} />
      </div>
      {confirmingReset ? (
        <ConfirmDialog
          title={t('game.resetConfirmTitle')}
          text={t('game.resetConfirmText', { name: entry.name })}
          confirmLabel={t('game.resetConfirm')}
          cancelLabel={t('app.cancel')}
          closeLabel={t('app.close')}
          onCancel={() => setConfirmingReset(false)}
          onConfirm={() => void resetPassword()}
          testId="game-reset-confirm"
        />
      ) : null}
    </Modal>
  );
}
