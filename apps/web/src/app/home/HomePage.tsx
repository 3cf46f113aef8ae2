import { useQuery } from '@tanstack/react-query';
import type { GameAccountEntry } from '@wallet/contract';
import { lazy, Suspense, useCallback, useMemo, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { WheelIcon } from '../../components/ui/icons.tsx';
import { GameCarousels } from '../../features/games/GameCarousels.tsx';
import { useOpenGame } from '../../features/games/use-open-game.ts';
import { useAgreementPopup } from '../../features/home/agreement/use-agreement-popup.ts';
import { spinActiveQuery } from '../../features/home/home-api.ts';
import { BalanceCard } from '../../features/home/summary/BalanceCard.tsx';
import { BankNameNotice, needsBankNameEdit } from '../../features/home/summary/BankNameNotice.tsx';
import { ReferralBar } from '../../features/home/summary/ReferralBar.tsx';
import { WidgetGrid } from '../../features/home/widgets/WidgetGrid.tsx';
import { useAction } from '../../lib/actions/use-action.ts';
import { usePaintedAfter } from '../../lib/browser/first-paint-gate.ts';
import { useFirstTouch } from './use-first-touch.ts';
import { withLaterTexts } from '../../lib/i18n/later-texts.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useWallet } from '../../lib/wallet/use-wallet.ts';
import { useHomeModals } from './use-home-modals.ts';
import './home-page.css';

/**
 * The home modals (withdraw, transfer, games, invite, refund, draws...) with the later screens'
 * texts they draw (ADR 0184): a third of the page's code and none of its first paint. They load on
 * the first touch of the page, before the tap that opens one completes (ADR 0205): a visit that
 * opens none downloads none of them, nor the `contract` and `screen-ui` files they import. The
 * browser and the text loader fetch each file once, so the modal's load reuses the touch's.
 */
const loadHomeModals = () => withLaterTexts(import('./HomeModals.tsx'));
// A failed warm-up (offline) is the opened modal's to report: its own load asks again.
const warmHomeModals = () => void loadHomeModals().catch(() => undefined);
const HomeModals = lazy(async () => ({ default: (await loadHomeModals()).HomeModals }));

/** A first visit's agreement opens after the balance (spec: 1.5 s after home), so it loads then too. */
const AgreementModal = lazy(async () => ({
  default: (await import('../../features/home/agreement/AgreementModal.tsx')).AgreementModal,
}));

/** /user/home (spec doc 2 section 2 "Home"). */
export function HomePage() {
  const { t, errorText } = useI18n();
  const { run } = useAction({ onError: 'toast' });
  const navigate = useNavigate();
  const { wallet, error, actions } = useWallet();
  const modals = useHomeModals();
  const { open } = modals;
  // The spin badge and the game carousels (two dozen images, below the fold on a phone) wait for
  // the balance's paint: it is the page's largest paint.
  const page = useRef<HTMLElement>(null);
  const balanceShown = usePaintedAfter(wallet !== null || error !== null, page);
  const spin = useQuery({ ...spinActiveQuery, enabled: balanceShown });
  const firstTouch = useFirstTouch(warmHomeModals);
  const agreement = useAgreementPopup();
  const openGameModal = useCallback((code: string) => open({ kind: 'game', code }), [open]);
  const openGame = useOpenGame({
    updateSlot: actions.updateSlot,
    reload: actions.reload,
    openModal: openGameModal,
  });

  // The same functions from render to render: the cards below are memo'd, so a render of the page
  // for something else (the paint gate, the spin badge, a modal opening) does not redraw them.
  const on = useMemo(
    () => ({
      refresh: () => void run(actions.refreshAll),
      transfer: () => open({ kind: 'transfer' }),
      inviteClaim: () => open({ kind: 'invite-claim' }),
      deposit: () => open({ kind: 'deposit' }),
      withdraw: () => open({ kind: 'withdraw' }),
      invite: () => open({ kind: 'invite' }),
      refund: () => open({ kind: 'refund' }),
      game: (entry: GameAccountEntry) => void openGame(entry),
    }),
    [run, actions, open, openGame],
  );

  return (
    <main className="page home" ref={page} {...firstTouch}>
      <h1 className="visually-hidden">{t('member.home')}</h1>
      {error && !wallet ? (
        <div className="card stack center" role="alert">
          <p>{errorText(error)}</p>
          <Button variant="secondary" onClick={actions.retry}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      {wallet ? (
        <>
          <BalanceCard wallet={wallet} onRefreshAll={on.refresh} onTransfer={on.transfer} />
          {needsBankNameEdit(wallet.bankAccount) ? (
            <BankNameNotice onEdit={() => open({ kind: 'bank-name' })} />
          ) : null}
          <ReferralBar amount={wallet.invite.amount} onReceive={on.inviteClaim} />
          <WidgetGrid
            spinActive={spin.data?.active === true}
            coin={wallet.profile.coin}
            onDeposit={on.deposit}
            onWithdraw={on.withdraw}
            onRefreshAll={on.refresh}
            onInvite={on.invite}
            onRefund={on.refund}
          />
          <Button block onClick={() => void navigate('/user/spin')} data-testid="spin-page-link">
            <WheelIcon /> {t('home.spinPage')}
          </Button>
          {balanceShown ? <GameCarousels slots={wallet.slots} onOpen={on.game} /> : null}
          {modals.modal ? (
            <Suspense fallback={null}>
              <HomeModals modals={modals} wallet={wallet} actions={actions} />
            </Suspense>
          ) : null}
        </>
      ) : null}
      {agreement.open ? (
        <Suspense fallback={null}>
          <AgreementModal onAccept={agreement.accept} onDismiss={agreement.dismiss} />
        </Suspense>
      ) : null}
    </main>
  );
}
