import type { Queryable } from '../../db/queryable.ts';
import type { Payout, PayoutRequest, PayoutStatus } from './port.ts';

/** The manual rail's row status, as the Payout port reads it. */
const STATUS_OF = { to_pay: 'pending', paid: 'completed', returned: 'rejected' } as const;
export type ManualPayoutState = keyof typeof STATUS_OF;

/**
 * The payout rail where no bank offers a public API (PAYOUT_RAIL=manual, ADR 0146): submitting
 * puts the withdrawal in finance's "to pay" queue (`manual_payouts`); finance pays it in internet
 * banking and records the outcome there (modules/withdraw/payout-desk.ts). Our own database is
 * the rail's books, so no call leaves the process and nothing here needs a deadline.
 */
export class ManualPayout implements Payout {
  constructor(private readonly db: Queryable) {}

  async submit(request: PayoutRequest): Promise<PayoutStatus> {
    await this.db.query(
      `INSERT INTO manual_payouts (ref, amount, bank_code, bank_account_no, bank_account_name)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (ref) DO NOTHING`,
      [request.ref, request.amount, request.bankCode, request.bankAccountNo, request.bankAccountName],
    );
    return (await this.status(request.ref)) as PayoutStatus;
  }

  async status(ref: string): Promise<PayoutStatus | 'not_found'> {
    const { rows } = await this.db.query<{ status: ManualPayoutState }>(
      'SELECT status FROM manual_payouts WHERE ref = $1',
      [ref],
    );
    return rows[0] ? STATUS_OF[rows[0].status] : 'not_found';
  }
}
