import { randomUUID } from 'node:crypto';
import { bonusApi, pathOf } from '@wallet/contract';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';

/** The member's deposit the bonus is taken on, and the bonus it earns (50 %, capped above it). */
const DEPOSIT = 100_000;
const BONUS = 50_000;

/**
 * Taking a bonus (ADR 0040): a member's fresh deposit, an open bonus code, then the activation
 * (a GET that moves money: the receipt and the credit from the house's bonuses, one
 * transaction) interrupted and replayed under its key.
 */
export const bonusPath: MoneyPathDriver = {
  path: 'bonus',
  draw: () => ({ label: 'a deposit and an open bonus', faults: [], choice: 'activate' }),

  async prepare({ pool, ledger, member }) {
    const code = `EXPLORE${randomUUID().slice(0, 8).toUpperCase()}`;
    await pool.query(
      `INSERT INTO bonuses (code, promotion, type, max_received, description, percent, max_bonus, min_deposit,
         percent_fail, target_times, bust_below, withdraw_cap_times, banners)
       VALUES ($1, false, 'limit', 5, $2, 50, $3, 10000, 50, 2, 1000, 3, '[]')`,
      [code, JSON.stringify({ th: `Explore ${code}` }), BONUS],
    );
    await creditDeposit(ledger, undefined, {
      memberId: member.memberId,
      amount: DEPOSIT,
      opKey: `explore-deposit:${randomUUID()}`,
      channel: 'TEST',
    });
    return { path: pathOf(bonusApi.activate, { code }), method: 'GET', body: {} };
  },

  judge: (context, replay) => bonusBooks(context, replay),
};

async function bonusBooks({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{ id: number; isActive: boolean; bonus: number; opKey: string | null }>(
    `SELECT id::int, is_active AS "isActive", bonus, op_key AS "opKey" FROM member_bonuses WHERE member_id = $1`,
    [member.memberId],
  );
  const { rows: credits } = await pool.query<{ amount: number; status: string }>(
    `SELECT amount, status FROM movements WHERE member_id = $1 AND kind = 'bonus'`,
    [member.memberId],
  );
  const { rows: wallets } = await pool.query<{ balance: number }>(
    `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND kind = 'wallet'`,
    [member.memberId],
  );
  const [taken] = rows;
  if (rows.length !== 1 || !taken) return [`${rows.length} bonuses taken on one deposit`];
  const problems: string[] = [];
  const wallet = Number(wallets[0]?.balance ?? 0);
  if (!taken.isActive || Number(taken.bonus) !== BONUS || taken.opKey === null)
    problems.push(`the bonus after recovery: ${JSON.stringify(taken)}`);
  if (credits.length !== 1 || Number(credits[0]!.amount) !== BONUS || credits[0]!.status !== 'SUCCESS')
    problems.push(`books: ${JSON.stringify(credits)} credited for one bonus of ${BONUS}`);
  if (wallet !== DEPOSIT + BONUS)
    problems.push(`books: the wallet holds ${wallet} satang of ${DEPOSIT + BONUS}`);
  if (
    replay.status !== 200 ||
    replay.body._id !== String(taken.id) ||
    replay.body.bonus !== BONUS / 100 ||
    (replay.body.wallet as { amount?: unknown } | undefined)?.amount !== (DEPOSIT + BONUS) / 100
  )
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for ${JSON.stringify(taken)}`,
    );
  return problems;
}
