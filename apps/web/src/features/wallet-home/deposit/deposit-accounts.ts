import { QR_CHANNELS, type DepositLookupReply, type QrChannel } from '@wallet/contract';

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

/** Accounts a member transfers to by hand. PAYMENT entries and KBANK in SMS mode are QR channels. */
export function isBankTransferAccount(account: DepositBank): boolean {
  return account.bankType !== 'PAYMENT' && !(account.bankCode === 'KBANK' && account.mode === 'SMS');
}

export function bankDisplayOf(account: DepositBank): BankDisplay {
  return account.bankCode === 'KBANK' && account.mode === 'AUTO' ? 'kbank-auto' : 'plain';
}

export function depositViewOf(lookup: DepositLookupReply): DepositView {
  if (lookup.isManual) return { kind: 'manual', banks: lookup.banks, wallets: lookup.wallets };
  const qrCodes = new Set(
    lookup.banks.filter((account) => !isBankTransferAccount(account)).map((account) => account.bankCode),
  );
  const first = lookup.wallets[0];
  return {
    kind: 'channels',
    banks: lookup.banks.filter(isBankTransferAccount),
    // In the order of QR_CHANNELS, once each; a payment entry for a channel we cannot draw is left out.
    qrChannels: QR_CHANNELS.filter((channel) => qrCodes.has(channel)),
    wallets: lookup.wallets,
    walletVariant: first ? (first.mode === 'AUTO' ? 'auto' : 'gift-link') : null,
  };
}
