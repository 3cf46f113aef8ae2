/**
 * The TrueMoney gift-voucher service: a voucher (the `v` of a gift link) is checked, then
 * redeemed into one TrueMoney wallet (the operator's mobile number). Amounts are satang.
 */
export interface TrueMoneyRedeemer {
  /** What the voucher is worth and whether it can still be redeemed; changes nothing. */
  verify(voucherHash: string, mobile: string): Promise<VoucherCheck>;
  /** Moves the voucher's money into the wallet of `mobile`. */
  redeem(voucherHash: string, mobile: string): Promise<VoucherRedeem>;
}

/**
 * `invalid` covers every answer about the voucher itself: unknown, expired, already redeemed
 * (by anyone), or the wallet's own voucher. The service does not tell them apart reliably.
 */
export type VoucherCheck = { status: 'redeemable'; amount: number } | { status: 'invalid' };
export type VoucherRedeem = { status: 'redeemed'; amount: number } | { status: 'invalid' };

/**
 * The service failed to answer about the voucher. definite: it refused before doing anything
 * (an outage answered as such). Not definite: a timeout or a lost reply, so a redeem may or
 * may not have happened.
 */
export class TrueMoneyError extends Error {
  constructor(readonly definite: boolean) {
    super(definite ? 'truemoney refused' : 'truemoney answer unknown');
    this.name = 'TrueMoneyError';
  }
}
