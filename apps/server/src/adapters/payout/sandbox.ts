import type pg from 'pg';
import { FaultPlan, never, sleep } from '../faults.ts';
import {
  PayoutError,
  type Payout,
  type PayoutDecision,
  type PayoutRequest,
  type PayoutStatus,
  type PayoutSwitch,
} from './port.ts';

/**
 * A payout rail that works offline. Until operators approve withdrawals (the backoffice
 * issue), its configured decision settles them: complete, reject, or hold (stay pending).
 * Its records live in `sandbox_payouts`, so they outlive our process as a bank's would.
 */
export class SandboxPayout implements Payout, PayoutSwitch {
  constructor(
    private readonly pool: pg.Pool,
    readonly faults: FaultPlan,
    public decision: PayoutDecision,
  ) {}

  async submit(request: PayoutRequest): Promise<PayoutStatus> {
    const rule = this.faults.take('payout', 'submit');
    if (rule?.mode === 'fail') throw new PayoutError(true);
    if (rule?.mode === 'timeout') throw new PayoutError(false);
    if (rule?.mode === 'slow') await sleep(rule.delayMs ?? 1000);
    if (rule?.mode === 'hang') return never();
    const status =
      this.decision === 'complete' ? 'completed' : this.decision === 'reject' ? 'rejected' : 'pending';
    const { rows } = await this.pool.query<{ status: PayoutStatus }>(
      `INSERT INTO sandbox_payouts (ref, amount, bank_code, bank_account_no, status) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (ref) DO UPDATE SET ref = excluded.ref RETURNING status`,
      [request.ref, request.amount, request.bankCode, request.bankAccountNo, status],
    );
    if (rule?.mode === 'lost-reply') throw new PayoutError(false);
    if (rule?.mode === 'hang-after-apply') return never();
    return rows[0]!.status;
  }

  async status(ref: string): Promise<PayoutStatus | 'not_found'> {
    const rule = this.faults.take('payout', 'status');
    if (rule?.mode === 'timeout' || rule?.mode === 'fail') throw new PayoutError(false);
    if (rule?.mode === 'hang' || rule?.mode === 'hang-after-apply') return never();
    if (rule?.mode === 'slow') await sleep(rule.delayMs ?? 1000);
    const { rows } = await this.pool.query<{ status: PayoutStatus }>(
      'SELECT status FROM sandbox_payouts WHERE ref = $1',
      [ref],
    );
    return rows[0]?.status ?? 'not_found';
  }

  /** What an operator at the bank would do to a held payout (sandbox API). */
  async decide(ref: string, status: 'completed' | 'rejected'): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `UPDATE sandbox_payouts SET status = $2 WHERE ref = $1 AND status = 'pending'`,
      [ref, status],
    );
    return (rowCount ?? 0) > 0;
  }
}
