import type { GameAccountEntry, WalletReply } from '@wallet/contract';
import { DepositModal } from '../../features/deposit/DepositModal.tsx';
import { GameAccountModal } from '../../features/games/GameAccountModal.tsx';
import { EditBankNameModal } from '../../features/home/bank-name/EditBankNameModal.tsx';
import { InviteClaimDialog } from '../../features/home/invite/InviteClaimDialog.tsx';
import { InviteModal } from '../../features/home/invite/InviteModal.tsx';
import { RefundModal } from '../../features/home/refund/RefundModal.tsx';
import { TransferModal } from '../../features/transfer/TransferModal.tsx';
import { WithdrawModal } from '../../features/withdraw/WithdrawModal.tsx';
import type { HomeModal } from './home-modal.ts';

interface Props {
  modal: HomeModal;
  wallet: WalletReply;
  open: (modal: HomeModal) => void;
  close: () => void;
  /** A reply carrying the new wallet balance; the game side follows by reload or push. */
  onMoneyMoved: (reply: { wallet: { amount: number } }) => void;
  updateSlot: (entry: GameAccountEntry) => void;
  setBankAccountName: (name: string) => void;
  reload: () => void;
}

export function HomeModals({
  modal,
  wallet,
  open,
  close,
  onMoneyMoved,
  updateSlot,
  setBankAccountName,
  reload,
}: Props) {
  switch (modal.kind) {
    case 'deposit':
      return <DepositModal onClose={close} />;
    case 'withdraw':
      return <WithdrawModal wallet={wallet} onClose={close} onMoneyMoved={onMoneyMoved} />;
    case 'transfer':
      return (
        <TransferModal wallet={wallet} initialTo={modal.to} onClose={close} onMoneyMoved={onMoneyMoved} />
      );
    case 'game': {
      const entry = wallet.slots.find((slot) => slot.code === modal.code);
      if (!entry) return null;
      return (
        <GameAccountModal
          entry={entry}
          walletAmount={wallet.wallet.amount}
          onClose={close}
          onTransferOnly={(code) => open({ kind: 'transfer', to: code })}
          onSlotChange={updateSlot}
          onMoneyMoved={onMoneyMoved}
        />
      );
    }
    case 'invite':
      return <InviteModal memberId={wallet.profile._id} onClose={close} />;
    case 'invite-claim':
      return <InviteClaimDialog invite={wallet.invite} onClose={close} onClaimed={reload} />;
    case 'refund':
      return <RefundModal onClose={close} />;
    case 'bank-name':
      return (
        <EditBankNameModal
          bankCode={wallet.bankAccount.bankCode}
          onClose={close}
          onSaved={setBankAccountName}
        />
      );
  }
}
