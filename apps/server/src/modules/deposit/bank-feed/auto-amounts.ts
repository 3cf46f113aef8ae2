import { randomInt } from 'node:crypto';
import type pg from 'pg';
import { type AutoAmountReply, toBaht } from '@wallet/contract';
import { inTransaction } from '../../../db/transaction.ts';
import { fail } from '../../../lib/app-error.ts';
import type { SettingsService } from '../../settings/index.ts';
import { transferAmount } from '../../wallet/index.ts';

/** The satang a unique amount may add: 0.01 to 0.99 baht, so 500 is never asked for as 500.00 itself. */
const SATANG_SLOTS = 99;

/**
 * POST /api/deposit/auto-amount (ADR 0074): where the bank shows no sender, the member
 * transfers an amount no other open request on the account holds, and the credit is matched
 * by it. The whole baht the member asked for stays; the satang are drawn among the free ones.
 * A member holds one request at a time (a new one replaces it).
 */
export class AutoAmounts {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
  ) {}

  async reserve(memberId: number, amountBaht: number): Promise<AutoAmountReply> {
    const baseSatang = transferAmount(Math.floor(amountBaht));
    const [deposit, feed] = await Promise.all([this.settings.get('deposit'), this.settings.get('bankFeed')]);
    const account = deposit.banks.find((b) => b.bankType === 'BANK' && b.mode === 'AUTO') ?? fail('NO_BANK');
    const minutes = feed.autoAmountMinutes;
    return inTransaction(this.pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`auto-amount:${account.bankAccountNo}`]);
      await tx.query(
        `UPDATE bank_amount_requests SET status = 'EXPIRED'
         WHERE status = 'OPEN' AND bank_code = $1 AND account_no = $2 AND (expires_at < now() OR member_id = $3)`,
        [account.bankCode, account.bankAccountNo, memberId],
      );
      const { rows } = await tx.query<{ amount: number }>(
        `SELECT amount::float8 AS amount FROM bank_amount_requests
         WHERE status = 'OPEN' AND bank_code = $1 AND account_no = $2 AND amount BETWEEN $3 AND $4`,
        [account.bankCode, account.bankAccountNo, baseSatang + 1, baseSatang + SATANG_SLOTS],
      );
      const taken = new Set(rows.map((r) => r.amount - baseSatang));
      const free = Array.from({ length: SATANG_SLOTS }, (_, i) => i + 1).filter((s) => !taken.has(s));
      if (free.length === 0) fail('REQUEST_LIMIT');
      const amount = baseSatang + free[randomInt(free.length)]!;
      await tx.query(
        `INSERT INTO bank_amount_requests (member_id, bank_code, account_no, amount, expires_at, status)
         VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), 'OPEN')`,
        [memberId, account.bankCode, account.bankAccountNo, amount, minutes],
      );
      return {
        amount: toBaht(amount),
        bankCode: account.bankCode,
        bankAccountNo: account.bankAccountNo,
        expireIn: minutes * 60,
      };
    });
  }
}
