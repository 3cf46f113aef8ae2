import {
  isQrDepositAccount,
  offeredQrChannels,
  type DepositLookupReply,
  type QrChannel,
} from '@wallet/contract';

export type DepositBank = DepositLookupReply['banks'][number];
export type DepositWallet = DepositLookupReply['wallets'][number];

/** How a bank-transfer account is drawn: KBANK in AUTO mode says the deposit is matched by itself. */
export type BankDisplay = 'kbank-auto' | 'plain';

/**
 * What the deposit modal shows. With isManual every entry is a plain account to transfer to by hand;
 * otherwise entries are sorted into bank transfers, QR channels and the TrueMoney variant
 * (spec doc 2 section 2 "Deposit modal").
 */
export type DepositView =
  | { kind: 'manual'; banks: DepositBank[]; wallets: DepositWallet[] }
  | {
      kind: 'channels';
      banks: DepositBank[];
      qrChannels: QrChannel[];
      wallets: DepositWallet[];
      /** auto: transfer to the wallet and it is matched; gift-link: send a TrueMoney gift link. */
      walletVariant: 'auto' | 'gift-link' | null;
    };

/** Accounts a member transfers to by hand: every entry that is not a QR channel. */
export function isBankTransferAccount(account: DepositBank): boolean {
  return !isQrDepositAccount(account);
}

export function bankDisplayOf(account: DepositBank): BankDisplay {
  return account.bankCode === 'KBANK' && account.mode === 'AUTO' ? 'kbank-auto' : 'plain';
}

export function depositViewOf(lookup: DepositLookupReply): DepositView {
  if (lookup.isManual) return { kind: 'manual', banks: lookup.banks, wallets: lookup.wallets };
  const first = lookup.wallets[0];
  return {
    kind: 'channels',
    banks: lookup.banks.filter(isBankTransferAccount),
    qrChannels: offeredQrChannels(lookup),
    wallets: lookup.wallets,
    walletVariant: first ? (first.mode === 'AUTO' ? 'auto' : 'gift-link') : null,
  };
}
