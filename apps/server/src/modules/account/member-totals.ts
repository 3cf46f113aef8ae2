import { toBaht, type MemberTotals } from '@wallet/contract';
import type pg from 'pg';
import { fail } from '../../lib/app-error.ts';

const DEPOSIT_KINDS = ['deposit', 'deposit_notice'];

/**
 * A member's picture to date for operators (issue 41): sums of their paid movements by kind, the
 * game transfers per provider with what is still there, and the bank history. Game results are
 * what our transfers show (what came back and what is still there, minus what went in): the
 * providers' own round-by-round figures are not ours.
 */
export async function memberTotals(pool: pg.Pool, memberId: number): Promise<MemberTotals> {
  const exists = await pool.query('SELECT 1 FROM members WHERE id = $1', [memberId]);
  if (!exists.rowCount) fail('NO_USER');
  const { rows: byKind } = await pool.query<{ kind: string; count: number; amount: string }>(
    `SELECT kind, count(*)::int AS count, sum(amount) AS amount FROM movements
     WHERE member_id = $1 AND status = 'SUCCESS' GROUP BY kind`,
    [memberId],
  );
  const sum = (kinds: string[]) => {
    const rows = byKind.filter((row) => kinds.includes(row.kind));
    return {
      count: rows.reduce((total, row) => total + row.count, 0),
      amount: toBaht(rows.reduce((total, row) => total + Number(row.amount), 0)),
    };
  };
  const { rows: adjustments } = await pool.query<{ direction: 'credit' | 'debit'; amount: string }>(
    `SELECT direction, sum(amount) AS amount FROM adjustments WHERE member_id = $1 AND status = 'APPLIED'
     GROUP BY direction`,
    [memberId],
  );
  const adjusted = (direction: 'credit' | 'debit') =>
    toBaht(Number(adjustments.find((row) => row.direction === direction)?.amount ?? 0));
  const { rows: games } = await pool.query<{ provider: string; in: string; out: string; balance: string }>(
    `SELECT p.provider,
            coalesce(sum(mv.amount) FILTER (WHERE mv.kind = 'game_in'), 0) AS in,
            coalesce(sum(mv.amount) FILTER (WHERE mv.kind = 'game_out'), 0) AS out,
            coalesce((SELECT a.balance FROM ledger_accounts a
                      WHERE a.member_id = $1 AND a.kind = 'game' AND a.name = p.provider), 0) AS balance
     FROM (SELECT DISTINCT CASE WHEN kind = 'game_in' THEN to_place ELSE from_place END AS provider
           FROM movements WHERE member_id = $1 AND kind IN ('game_in', 'game_out')
           UNION SELECT name FROM ledger_accounts WHERE member_id = $1 AND kind = 'game') p
     LEFT JOIN movements mv ON mv.member_id = $1 AND mv.status = 'SUCCESS'
       AND ((mv.kind = 'game_in' AND mv.to_place = p.provider) OR (mv.kind = 'game_out' AND mv.from_place = p.provider))
     GROUP BY p.provider ORDER BY p.provider`,
    [memberId],
  );
  const { rows: history } = await pool.query<{
    field: MemberTotals['bankHistory'][number]['field'];
    before: string;
    after: string;
    at: Date;
  }>(
    `SELECT field, before, after, created_at AS at FROM member_bank_changes WHERE member_id = $1
     ORDER BY id DESC LIMIT 50`,
    [memberId],
  );
  return {
    deposits: sum(DEPOSIT_KINDS),
    withdrawals: sum(['withdrawal']),
    bonuses: sum(['bonus']),
    adjustments: { credit: adjusted('credit'), debit: adjusted('debit') },
    games: games.map((row) => {
      const [moneyIn, out, balance] = [Number(row.in), Number(row.out), Number(row.balance)];
      return {
        provider: row.provider,
        in: toBaht(moneyIn),
        out: toBaht(out),
        balance: toBaht(balance),
        result: toBaht(out + balance - moneyIn),
      };
    }),
    bankHistory: history.map((row) => ({ ...row, at: row.at.toISOString() })),
  };
}
