import type pg from 'pg';
import type { SandboxSlipVerifierRequest } from '@wallet/contract';
import type { ShownAccount, SlipRef, SlipVerification, SlipVerifier } from './port.ts';

export type SandboxVerifierMode = SandboxSlipVerifierRequest['mode'];

/** Shows an account the way Thai banks print it: only the four digits before the last one. */
export function maskAccount(account: string): string {
  const visibleFrom = Math.max(0, account.length - 5);
  const visibleTo = account.length - 1;
  const masked = [...account].map((digit, i) => (i >= visibleFrom && i < visibleTo ? digit : 'x')).join('');
  return masked.length === 10
    ? `${masked.slice(0, 3)}-${masked.slice(3, 4)}-${masked.slice(4, 9)}-${masked.slice(9)}`
    : masked;
}

/**
 * A slip-verification service that works offline: it answers from the sandbox bank's
 * transfers (sandbox_bank_transfers, written by GET /api/sandbox/slip) as a real service
 * answers from the bank. Its mode steers the next answers (all of them, or `times` of them)
 * into the service's failures: fail (no such transfer), captcha, error, timeout.
 */
export class SandboxSlipVerifier implements SlipVerifier {
  private mode: SandboxVerifierMode = 'verify';
  private remaining: number | undefined;

  constructor(private readonly pool: pg.Pool) {}

  steer(mode: SandboxVerifierMode, times?: number): void {
    this.mode = mode;
    this.remaining = times;
  }

  private takeMode(): SandboxVerifierMode {
    const mode = this.mode;
    if (this.remaining !== undefined) {
      this.remaining -= 1;
      if (this.remaining <= 0) this.steer('verify');
    }
    return mode;
  }

  async verify(ref: SlipRef): Promise<SlipVerification> {
    const mode = this.takeMode();
    if (mode === 'fail') return { outcome: 'not-found' };
    if (mode === 'captcha') return { outcome: 'captcha' };
    if (mode === 'error') return { outcome: 'error' };
    if (mode === 'timeout') return { outcome: 'timeout' };
    const { rows } = await this.pool.query<{
      amount: number;
      receiver_bank: string;
      receiver_account_no: string;
      sender_account_no: string | null;
      transferred_at: Date;
    }>(
      `SELECT amount, receiver_bank, receiver_account_no, sender_account_no, transferred_at
       FROM sandbox_bank_transfers WHERE sending_bank = $1 AND trans_ref = $2`,
      [ref.sendingBank, ref.transRef],
    );
    const row = rows[0];
    if (!row) return { outcome: 'not-found' };
    const sender: ShownAccount | null = row.sender_account_no
      ? { bank: ref.sendingBank, account: maskAccount(row.sender_account_no) }
      : null;
    return {
      outcome: 'transfer',
      transfer: {
        transRef: ref.transRef,
        amount: row.amount,
        transferredAt: row.transferred_at,
        receiver: { bank: row.receiver_bank, account: maskAccount(row.receiver_account_no) },
        sender,
      },
    };
  }
}
