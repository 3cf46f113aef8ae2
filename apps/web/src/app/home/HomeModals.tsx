import { KBANK_AUTO_CLICK_MS, type WalletReply } from '@wallet/contract';
import { lazy, Suspense } from 'react';
import { GameAccountModal } from '../../features/games/GameAccountModal.tsx';
import { DrawsModal } from '../../features/draws/DrawsModal.tsx';
import { EditBankNameModal } from '../../features/home/bank-name/EditBankNameModal.tsx';
import { InviteClaimDialog } from '../../features/invite/InviteClaimDialog.tsx';
import { InviteModal } from '../../features/invite/InviteModal.tsx';
import { RefundModal } from '../../features/refund/RefundModal.tsx';
import { TransferModal } from '../../features/games/TransferModal.tsx';
import { WithdrawModal } from '../../features/withdraw/WithdrawModal.tsx';
import type { WalletActions } from '../../lib/wallet/use-wallet.ts';
import type { HomeModalState } from './use-home-modals.ts';

// The deposit modal (QR, slip upload, gift links) is the heaviest screen: it loads when opened,
// not with the home page (issue 11).
const DepositModal = lazy(async () => ({
  default: (await import('../../features/deposit/DepositModal.tsx')).DepositModal,
}));

interface Props {
  modals: HomeModalState;
  wallet: WalletReply;
  actions: WalletActions;
}

/**
 * The open home modal, if any. The features never see each other: each gets the wallet data it
 * shows and callbacks, and a hand-over (a game's "transfer only") goes through `open`. Money moves
 * update the cached wallet and the statement lists themselves (useMoneyMove).
 */
export function HomeModals({ modals: { modal, open, close }, wallet, actions }: Props) {
  switch (modal?.kind) {
    case undefined:
      return null;
    case 'deposit':
      return (
        <Suspense fallback={null}>
          <DepositModal entry={modal.entry} onClose={close} />
        </Suspense>
      );
    case 'withdraw':
      return <WithdrawModal wallet={wallet} onClose={close} />;
    case 'transfer':
      return <TransferModal wallet={wallet} initialTo={modal.to} onClose={close} />;
    case 'game': {
      const entry = wallet.slots.find((slot) => slot.code === modal.code);
      if (!entry) return null;
      return (
        <GameAccountModal
          entry={entry}
          walletAmount={wallet.wallet.amount}
          currency={wallet.wallet.currency ?? 'THB'}
          onClose={close}
          onTransferOnly={(code) => open({ kind: 'transfer', to: code })}
          onSlotChange={actions.updateSlot}
        />
      );
    }
    case 'invite':
      return (
        <InviteModal
          memberId={wallet.profile._id}
          onClose={close}
          onVerifyDraws={() => open({ kind: 'draws' })}
        />
      );
    case 'invite-claim':
      return <InviteClaimDialog invite={wallet.invite} onClose={close} onClaimed={actions.reload} />;
    case 'refund':
      return (
        <RefundModal
          onClose={close}
          onMoneyMoved={actions.reload}
          onVerifyDraws={() => open({ kind: 'draws' })}
        />
      );
    case 'draws':
      return <DrawsModal onClose={close} />;
    case 'bank-name':
      return (
        <EditBankNameModal
          bankCode={wallet.bankAccount.bankCode}
          onClose={close}
          onSaved={(name) => {
            actions.setBankAccountName(name);
            // Spec doc 2 section 2: the KBANK deposit entry is opened 1000 ms after a name edit.
            setTimeout(() => open({ kind: 'deposit', entry: 'KBANK' }), KBANK_AUTO_CLICK_MS);
          }}
        />
      );
  }
}
