import type { SandboxPayoutDecision } from '@wallet/contract';

/** The rail that sends a withdrawal to the member's bank account. Amounts are satang. */
export interface PayoutRequest {
  ref: string;
  amount: number;
  bankCode: string;
  bankAccountNo: string;
  bankAccountName: string;
}

/** completed / rejected are final; pending waits for the rail (or an operator). */
export type PayoutStatus = 'pending' | 'completed' | 'rejected';

export interface Payout {
  /** Idempotent on ref: submitting the same ref again answers its current status. */
  submit(request: PayoutRequest): Promise<PayoutStatus>;
  status(ref: string): Promise<PayoutStatus | 'not_found'>;
}

/** How a rail that answers by itself settles the next payouts: complete, reject, or hold. */
export type PayoutDecision = SandboxPayoutDecision;

/** A rail whose answer is switched from outside: the sandbox API's side of the sandbox rail. */
export interface PayoutSwitch {
  decision: PayoutDecision;
}

export class PayoutError extends Error {
  constructor(readonly definite: boolean) {
    super(definite ? 'payout refused' : 'payout answer unknown');
    this.name = 'PayoutError';
  }
}
