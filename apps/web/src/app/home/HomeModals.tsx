import type { WalletReply } from '@wallet/contract';
import { DepositModal } from '../../features/deposit/DepositModal.tsx';
import { GameAccountModal } from '../../features/games/GameAccountModal.tsx';
import { EditBankNameModal } from '../../features/home/bank-name/EditBankNameModal.tsx';
import { InviteClaimDialog } from '../../features/home/invite/InviteClaimDialog.tsx';
import { InviteModal } from '../../features/home/invite/InviteModal.tsx';
import { RefundModal } from '../../features/home/refund/RefundModal.tsx';
import { TransferModal } from '../../features/transfer/TransferModal.tsx';
import { WithdrawModal } from '../../features/withdraw/WithdrawModal.tsx';
import type { WalletActions } from '../../lib/wallet/use-wallet.ts';
import type { HomeModalState } from './use-home-modals.ts';

interface Props {
  modals: HomeModalState;
  wallet: WalletReply;
  actions: WalletActions;
}

/**
 * The open home modal, if any. The features never see each other: each gets the wallet data it
 * shows and callbacks, and a hand-over (a game's "transfer only") goes through `open`. Money moves
 * update the cached wallet themselves (useMoneyMutation).
 */
export function HomeModals({ modals: { modal, open, close }, wallet, actions }: Props) {
  switch (modal?.kind) {
    case undefined:
      return null;
    case 'deposit':
      return <DepositModal onClose={close} />;
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
          onClose={close}
          onTransferOnly={(code) => open({ kind: 'transfer', to: code })}
          onSlotChange={actions.updateSlot}
        />
      );
    }
    case 'invite':
      return <InviteModal memberId={wallet.profile._id} onClose={close} />;
    case 'invite-claim':
      return <InviteClaimDialog invite={wallet.invite} onClose={close} onClaimed={actions.reload} />;
    case 'refund':
      return <RefundModal onClose={close} />;
    case 'bank-name':
      return (
        <EditBankNameModal
          bankCode={wallet.bankAccount.bankCode}
          onClose={close}
          onSaved={actions.setBankAccountName}
        />
      );
  }
}
