import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import type { SandboxTrueMoneyFaultRequest } from '@wallet/contract';
import { TrueMoneyError, type TrueMoneyRedeemer, type VoucherCheck, type VoucherRedeem } from './port.ts';

type Fault = SandboxTrueMoneyFaultRequest;

/**
 * A TrueMoney gift-voucher service that works offline. Its vouchers live in
 * `sandbox_truemoney_vouchers`, so they outlive our process as TrueMoney's would, and it
 * answers like the real one: an unknown or already redeemed voucher is invalid, whoever
 * redeemed it. Injected faults make it refuse, time out, or redeem and then lose the reply.
 */
export class SandboxTrueMoney implements TrueMoneyRedeemer {
  private faults: Fault[] = [];

  constructor(private readonly pool: pg.Pool) {}

  /** A new voucher worth `amount` satang; answers its hash (the `v` of the gift link). */
  async createVoucher(amount: number): Promise<string> {
    const voucherHash = randomBytes(16).toString('hex');
    await this.pool.query('INSERT INTO sandbox_truemoney_vouchers (voucher_hash, amount) VALUES ($1, $2)', [
      voucherHash,
      amount,
    ]);
    return voucherHash;
  }

  addFault(fault: Fault): void {
    this.faults.push({ ...fault });
  }

  clearFaults(): void {
    this.faults = [];
  }

  async verify(voucherHash: string): Promise<VoucherCheck> {
    const fault = this.take('verify');
    if (fault?.mode === 'fail') throw new TrueMoneyError(true);
    // Verify changes nothing, so a lost reply is the same as a timeout.
    if (fault) throw new TrueMoneyError(false);
    const { rows } = await this.pool.query<{ amount: number; redeemedBy: string | null }>(
      'SELECT amount, redeemed_by AS "redeemedBy" FROM sandbox_truemoney_vouchers WHERE voucher_hash = $1',
      [voucherHash],
    );
    const voucher = rows[0];
    if (!voucher || voucher.redeemedBy !== null) return { status: 'invalid' };
    return { status: 'redeemable', amount: voucher.amount };
  }

  async redeem(voucherHash: string, mobile: string): Promise<VoucherRedeem> {
    const fault = this.take('redeem');
    if (fault?.mode === 'fail') throw new TrueMoneyError(true);
    if (fault?.mode === 'timeout') throw new TrueMoneyError(false);
    const { rows } = await this.pool.query<{ amount: number }>(
      `UPDATE sandbox_truemoney_vouchers SET redeemed_by = $2
       WHERE voucher_hash = $1 AND redeemed_by IS NULL RETURNING amount`,
      [voucherHash, mobile],
    );
    if (fault?.mode === 'lost-reply') throw new TrueMoneyError(false);
    const redeemed = rows[0];
    return redeemed ? { status: 'redeemed', amount: redeemed.amount } : { status: 'invalid' };
  }

  /** The first fault for this call, used up by one when it has a count. */
  private take(op: 'verify' | 'redeem'): Fault | undefined {
    const index = this.faults.findIndex((fault) => fault.op === undefined || fault.op === op);
    if (index < 0) return undefined;
    const fault = this.faults[index]!;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) this.faults.splice(index, 1);
    }
    return fault;
  }
}
