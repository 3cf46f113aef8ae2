import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/Button.tsx';
import { WheelIcon } from '../../components/ui/icons.tsx';
import { useToast } from '../../components/ui/toast/use-toast.ts';
import { GameCarousels } from '../../features/games/GameCarousels.tsx';
import { useOpenGame } from '../../features/games/use-open-game.ts';
import { AgreementModal } from '../../features/home/agreement/AgreementModal.tsx';
import { useAgreementPopup } from '../../features/home/agreement/use-agreement-popup.ts';
import { fetchSpinActive } from '../../features/home/home-api.ts';
import { BalanceCard } from '../../features/home/summary/BalanceCard.tsx';
import { BankNameNotice, needsBankNameEdit } from '../../features/home/summary/BankNameNotice.tsx';
import { ReferralBar } from '../../features/home/summary/ReferralBar.tsx';
import { WidgetGrid } from '../../features/home/widgets/WidgetGrid.tsx';
import { useApiQuery } from '../../lib/api/use-api-query.ts';
import { useI18n } from '../../lib/i18n/use-i18n.ts';
import { useBalanceEvents } from '../../lib/realtime/use-balance-events.ts';
import { useWallet } from '../../lib/wallet/use-wallet.ts';
import type { HomeModal } from './home-modal.ts';
import { HomeModals } from './HomeModals.tsx';
import './home-page.css';

/** /user/home (spec doc 2 section 2 "Home"). */
export function HomePage() {
  const { t, errorText } = useI18n();
  const toast = useToast();
  const navigate = useNavigate();
  const {
    wallet,
    error,
    retry,
    reload,
    refreshAll,
    applyBalance,
    updateSlot,
    setWalletAmount,
    setBankAccountName,
  } = useWallet();
  const spin = useApiQuery('spin-active', fetchSpinActive);
  const agreement = useAgreementPopup();
  const [modal, setModal] = useState<HomeModal | null>(null);
  const close = useCallback(() => setModal(null), []);
  const openGameModal = useCallback((code: string) => setModal({ kind: 'game', code }), []);
  const openGame = useOpenGame({ updateSlot, reload, openModal: openGameModal });

  useBalanceEvents(applyBalance);

  const refresh = () => {
    refreshAll().catch((failure: unknown) => toast.show('error', errorText(failure)));
  };
  const onMoneyMoved = (reply: { wallet: { amount: number } }) => {
    setWalletAmount(reply.wallet.amount);
    reload();
  };

  return (
    <main className="page home">
      <h1 className="visually-hidden">{t('member.home')}</h1>
      {error && !wallet ? (
        <div className="card stack center" role="alert">
          <p>{errorText(error)}</p>
          <Button variant="secondary" onClick={retry}>
            {t('app.retry')}
          </Button>
        </div>
      ) : null}
      {wallet ? (
        <>
          <BalanceCard
            wallet={wallet}
            onRefreshAll={refresh}
            onTransfer={() => setModal({ kind: 'transfer' })}
          />
          {needsBankNameEdit(wallet.bankAccount) ? (
            <BankNameNotice onEdit={() => setModal({ kind: 'bank-name' })} />
          ) : null}
          <ReferralBar amount={wallet.invite.amount} onReceive={() => setModal({ kind: 'invite-claim' })} />
          <WidgetGrid
            spinActive={spin.data?.active === true}
            coin={wallet.profile.coin}
            onDeposit={() => setModal({ kind: 'deposit' })}
            onWithdraw={() => setModal({ kind: 'withdraw' })}
            onRefreshAll={refresh}
            onInvite={() => setModal({ kind: 'invite' })}
            onRefund={() => setModal({ kind: 'refund' })}
          />
          <Button block onClick={() => void navigate('/user/spin')} data-testid="spin-page-link">
            <WheelIcon /> {t('home.spinPage')}
          </Button>
          <GameCarousels slots={wallet.slots} onOpen={(entry) => void openGame(entry)} />
          {modal ? (
            <HomeModals
              modal={modal}
              wallet={wallet}
              open={setModal}
              close={close}
              onMoneyMoved={onMoneyMoved}
              updateSlot={updateSlot}
              setBankAccountName={setBankAccountName}
              reload={reload}
            />
          ) : null}
        </>
      ) : null}
      {agreement.open ? <AgreementModal onAccept={agreement.accept} onDismiss={agreement.dismiss} /> : null}
    </main>
  );
}
