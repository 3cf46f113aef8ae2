import { depositChannels, toBaht, type DayFigures, type PeriodFigures } from '@wallet/contract';
import type pg from 'pg';
import { dayStart, nextDay, type DailyTotal } from '../wallet/index.ts';

/**
 * The dashboard's and the reports' figures from the journal's daily sums (ADR 0090). Each is a
 * sum of house-account entries, signed as the house sees it:
 * - deposits: what left the `deposits` account into wallets (by channel);
 * - withdrawals: what reached the `payouts` account (paid; a rejected one moved back);
 * - costs: what left `bonuses`, `refund_expense`, `invite_expense`, `promotions` (spin coupons) and
 *   `adjustments`, net of what came back (a forfeited bonus, a debit); forfeits: what a failed
 *   draw returned to `draw_forfeits`;
 * - houseNet: deposits less withdrawals.
 */

/** Satang of an account over the totals, as the house counts it (positive: money out of the house). */
function out(totals: DailyTotal[], account: string): number {
  return -totals.filter((row) => row.account === account).reduce((sum, row) => sum + row.amount, 0);
}

function entries(totals: DailyTotal[], account: string): number {
  return totals.filter((row) => row.account === account).reduce((sum, row) => sum + row.entries, 0);
}

export interface MemberCounts {
  newMembers: number;
  newMembersDeposited: number;
}

/** The figures of the days [from, to] out of daily sums that cover them (and maybe more days). */
export function periodFigures(
  all: DailyTotal[],
  from: string,
  to: string,
  members: MemberCounts,
): PeriodFigures {
  const totals = all.filter((row) => row.day >= from && row.day <= to);
  const deposits = totals.filter((row) => row.account === 'deposits');
  const depositSatang = out(totals, 'deposits');
  const paid = -out(totals, 'payouts');
  const costs = {
    bonus: out(totals, 'bonuses'),
    refund: out(totals, 'refund_expense'),
    invite: out(totals, 'invite_expense'),
    spin: out(totals, 'promotions'),
    adjustments: out(totals, 'adjustments'),
    forfeits: -out(totals, 'draw_forfeits'),
  };
  return {
    from,
    to,
    deposits: {
      amount: toBaht(depositSatang),
      count: entries(totals, 'deposits'),
      byChannel: depositChannels.map((channel) => {
        const rows = deposits.filter((row) => row.channel === channel);
        return {
          channel,
          amount: toBaht(-rows.reduce((sum, row) => sum + row.amount, 0)),
          count: rows.reduce((sum, row) => sum + row.entries, 0),
        };
      }),
    },
    withdrawals: { amount: toBaht(paid), count: entries(totals, 'payouts') },
    ...members,
    costs: {
      bonus: toBaht(costs.bonus),
      refund: toBaht(costs.refund),
      invite: toBaht(costs.invite),
      spin: toBaht(costs.spin),
      adjustments: toBaht(costs.adjustments),
      forfeits: toBaht(costs.forfeits),
    },
    houseNet: toBaht(depositSatang - paid),
  };
}

/** The ledger's deposits of a day in satang: what left the `deposits` account (the dashboard's figure). */
export function depositSatang(all: DailyTotal[], day: string): number {
  return out(
    all.filter((row) => row.day === day),
    'deposits',
  );
}

/** Promotion cost in satang (the promotions export's total): bonus, refund, invite and spin, less forfeits. */
function promotionSatang(totals: DailyTotal[]): number {
  return (
    out(totals, 'bonuses') +
    out(totals, 'refund_expense') +
    out(totals, 'invite_expense') +
    out(totals, 'promotions') +
    out(totals, 'draw_forfeits')
  );
}

/** Each day of [from, to] on its own, for the chart. */
export function dayByDay(all: DailyTotal[], from: string, to: string): DayFigures[] {
  const days: DayFigures[] = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const totals = all.filter((row) => row.day === day);
    const deposits = out(totals, 'deposits');
    const paid = -out(totals, 'payouts');
    days.push({
      day,
      deposits: toBaht(deposits),
      withdrawals: toBaht(paid),
      costs: toBaht(promotionSatang(totals)),
      houseNet: toBaht(deposits - paid),
    });
  }
  return days;
}

/**
 * Members who joined in [from, to] and how many of them have a credited deposit (a deposit
 * movement that succeeded: the ledger wrote its journal).
 */
export async function memberCounts(pool: pg.Pool, from: string, to: string): Promise<MemberCounts> {
  const { rows } = await pool.query<MemberCounts>(
    `SELECT count(*)::int AS "newMembers",
            count(*) FILTER (WHERE EXISTS (
              SELECT 1 FROM movements mv
              WHERE mv.member_id = m.id AND mv.kind IN ('deposit', 'deposit_notice') AND mv.status = 'SUCCESS'
            ))::int AS "newMembersDeposited"
     FROM members m WHERE m.created_at >= $1 AND m.created_at < $2`,
    [dayStart(from), dayStart(nextDay(to))],
  );
  return rows[0]!;
}
