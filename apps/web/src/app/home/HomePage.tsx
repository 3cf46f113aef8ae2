import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { WheelIcon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast/use-toast.ts';
import { GameCarousels } from '../../features/games/GameCarousels.tsx';
import { useOpenGame } from '../../features/games/use-open-game.ts';
import { AgreementModal } from '../../features/home/agreement/AgreementModal.tsx';
import { useAgreementPopup } from '../../features/home/agreement/use-agreement-popup.ts';
import { spinActiveQuery } from '../../features/home/home-api.ts';
import { BalanceCard } from '../../features/home/summary/BalanceCard.tsx';
import { BankNameNotice, needsBankNameEdit } from '../../features/home/summary/BankNameNotice.tsx';
import { ReferralBar } from '../../features/home/summary/ReferralBar.tsx';
import { WidgetGrid } from '../../features/home/widgets/WidgetGrid.tsx';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useAfterWalletPaint } from '../../lib/wallet/use-after-wallet-paint.ts';
import { useWallet } from '../../lib/wallet/use-wallet.ts';
import { HomeModals } from './HomeModals.tsx';
import { useHomeModals } from './use-home-modals.ts';
import './home-page.css';

/** /user/home (spec doc 2 section 2 "Home"). */
export function HomePage() {
  const { t, errorText } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const { wallet, error, actions } = useWallet();
  const modals = useHomeModals();
  const { open } = modals;
  // The spin badge and the game carousels (two dozen images, below the fold on a phone) wait
  // for the balance's paint: it is the page's largest paint, and they would only delay it.
  const balanceShown = useAfterWalletPaint();
  const spin = useQuery({ ...spinActiveQuery, enabled: balanceShown });
  const agreement = useAgreementPopup();
  const openGameModal = useCallback((code: string) => open({ kind: 'game', code }), [open]);
  const openGame = useOpenGame({
    updateSlot: actions.updateSlot,
    reload: actions.reload,
    openModal: openGameModal,
  });

  const refresh = () => {
    actions.refreshAll().catch((failure: unknown) => toast.show('error', errorText(failure)));
  };

  return (
    <main className="page home">
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
          <BalanceCard wallet={wallet} onRefreshAll={refresh} onTransfer={() => open({ kind: 'transfer' })} />
          {needsBankNameEdit(wallet.bankAccount) ? (
            <BankNameNotice onEdit={() => open({ kind: 'bank-name' })} />
          ) : null}
          <ReferralBar amount={wallet.invite.amount} onReceive={() => open({ kind: 'invite-claim' })} />
          <WidgetGrid
            spinActive={spin.data?.active === true}
            coin={wallet.profile.coin}
            onDeposit={() => open({ kind: 'deposit' })}
            onWithdraw={() => open({ kind: 'withdraw' })}
            onRefreshAll={refresh}
            onInvite={() => open({ kind: 'invite' })}
            onRefund={() => open({ kind: 'refund' })}
          />
          <Button block onClick={() => void navigate('/user/spin')} data-testid="spin-page-link">
            <WheelIcon /> {t('home.spinPage')}
          </Button>
          {balanceShown ? (
            <GameCarousels slots={wallet.slots} onOpen={(entry) => void openGame(entry)} />
          ) : null}
          <HomeModals modals={modals} wallet={wallet} actions={actions} />
        </>
      ) : null}
      {agreement.open ? <AgreementModal onAccept={agreement.accept} onDismiss={agreement.dismiss} /> : null}
    </main>
  );
}
