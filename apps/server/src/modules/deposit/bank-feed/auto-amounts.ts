import { randomInt } from 'node:crypto';
import type pg from 'pg';
import {
  type AutoAmountReply,
  type AutoAmountStateReply,
  autoDepositAccountIndex,
  toBaht,
} from '@wallet/contract';
import { inTransaction } from '../../../db/transaction.ts';
import { fail } from '../../../lib/app-error.ts';
import type { SettingsService } from '../../settings/index.ts';
import { transferAmount } from '../../wallet/index.ts';

/** The satang a unique amount may add: 0.01 to 0.99 baht, so 500 is never asked for as 500.00 itself. */
const SATANG_SLOTS = 99;

/**
 * Requests a member may hold at once (the live one and those replaced within their grace), and
 * asks a minute: more would let one member take a base amount's slots from everyone (issue 45).
 */
export const HELD_PER_MEMBER = 3;
export const ASKS_PER_MINUTE = 3;

/**
 * POST /api/deposit/auto-amount (ADR 0074, 0133): where the bank shows no sender, the member
 * transfers an amount no other request on the account could match, and the credit is matched
 * by it. The whole baht the member asked for stays; the satang are drawn among the free ones.
 * A member's new request ends the one before at once (it stops matching); an amount is handed
 * out again only once no request that had it can match a transfer any more (AMOUNT_GRACE after
 * its end, twice over: the old one's grace after, the new one's before).
 */
export class AutoAmounts {
  constructor(
    private readonly pool: pg.Pool,
    private readonly settings: SettingsService,
  ) {}

  /**
   * The member's latest request: PAID once a transfer of it was credited (USED is set in the
   * credit's transaction), EXPIRED once replaced or past its end, else OPEN.
   */
  async latest(memberId: number): Promise<AutoAmountStateReply> {
    const { rows } = await this.pool.query<{ amount: number; status: string; over: boolean }>(
      `SELECT amount::float8 AS amount, status, (expires_at <= now()) AS over FROM bank_amount_requests
       WHERE member_id = $1 ORDER BY id DESC LIMIT 1`,
      [memberId],
    );
    const row = rows[0];
    if (!row) return { status: 'NONE', amount: null };
    const status = row.status === 'USED' ? 'PAID' : row.status === 'OPEN' && !row.over ? 'OPEN' : 'EXPIRED';
    return { status, amount: toBaht(row.amount) };
  }

  async reserve(memberId: number, amountBaht: number): Promise<AutoAmountReply> {
    const baseSatang = transferAmount(Math.floor(amountBaht));
    const [deposit, feed] = await Promise.all([this.settings.get('deposit'), this.settings.get('bankFeed')]);
    // The first AUTO account switched on: one switched off hands the next request on (ADR 0185).
    const account = deposit.banks[autoDepositAccountIndex(deposit.banks)] ?? fail('NO_BANK');
    const minutes = feed.autoAmountMinutes;
    return inTransaction(this.pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`auto-amount:${account.bankAccountNo}`]);
      const { rows: mine } = await tx.query<{ held: number; recent: number }>(
        `SELECT count(*) FILTER (WHERE status <> 'USED' AND ${HELD})::int AS held,
                count(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS recent
         FROM bank_amount_requests WHERE member_id = $1 AND expires_at > now() - ${HOLD}`,
        [memberId],
      );
      if (mine[0]!.recent >= ASKS_PER_MINUTE) fail('REQUEST_LIMIT_1MIN');
      if (mine[0]!.held >= HELD_PER_MEMBER) fail('REQUEST_LIMIT');
      await tx.query(
        `UPDATE bank_amount_requests SET status = 'EXPIRED', ended_at = CASE WHEN member_id = $3 THEN least(now(), expires_at) END
         WHERE status = 'OPEN' AND bank_code = $1 AND account_no = $2 AND (expires_at < now() OR member_id = $3)`,
        [account.bankCode, account.bankAccountNo, memberId],
      );
      const { rows } = await tx.query<{ amount: number }>(
        `SELECT amount::float8 AS amount FROM bank_amount_requests
         WHERE bank_code = $1 AND account_no = $2 AND expires_at > now() - ${HOLD} AND ${HELD}
           AND amount BETWEEN $3 AND $4`,
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

/**
 * How far a transfer's bank time may fall outside a request's life and still be its (the
 * member's clock, the bank's and the delivery's): the grace of ADR 0074, now on both ends.
 */
export const AMOUNT_GRACE = "interval '2 minutes'";
/** An amount stays held until a transfer it could match is impossible for a new request too. */
const HOLD = "interval '4 minutes'";
/** Whether a request still holds its amount: its end (replaced, or expired) less than HOLD ago. */
const HELD = `coalesce(ended_at, expires_at) > now() - ${HOLD}`;
