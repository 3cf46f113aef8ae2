import type { NewMovement } from './movements.ts';

/** Money that arrives from outside, as every deposit channel reports it. */
export interface ArrivedDeposit {
  memberId: number;
  /** Satang the outside system says arrived. */
  amount: number;
  /** The channel's natural key (qr:..., slip:..., voucher:...): one movement per outside transaction. */
  opKey: string;
  /** Where the money came from, as the statement shows it (QR:KBANK, TRUEMONEY ...). */
  channel: string;
}

/** The statement's deposit line for money arriving from a channel into the wallet. */
export function depositMovement(deposit: ArrivedDeposit): NewMovement {
  return {
    memberId: deposit.memberId,
    statementType: 'deposit',
    kind: 'deposit',
    fromPlace: deposit.channel,
    toPlace: 'WALLET',
    provider: null,
    amount: deposit.amount,
    opKey: deposit.opKey,
  };
}
