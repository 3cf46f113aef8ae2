import {
  QR_CHANNEL_CURRENCY,
  isQrDepositAccount,
  offeredQrChannels,
  type Currency,
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

/**
 * Only what pays into the member's wallet currency (ADR 0159): accounts in that currency, QR
 * channels paid in it (PromptPay is baht), and TrueMoney wallets only for baht members.
 */
export function depositViewOf(lookup: DepositLookupReply, currency: Currency = 'THB'): DepositView {
  const banks = lookup.banks.filter((account) => account.currency === currency);
  const wallets = currency === 'THB' ? lookup.wallets : [];
  if (lookup.isManual) return { kind: 'manual', banks, wallets };
  const first = wallets[0];
  return {
    kind: 'channels',
    banks: banks.filter(isBankTransferAccount),
    qrChannels: offeredQrChannels(lookup).filter((channel) => QR_CHANNEL_CURRENCY[channel] === currency),
    wallets,
    walletVariant: first ? (first.mode === 'AUTO' ? 'auto' : 'gift-link') : null,
  };
}
