import { randomUUID } from 'node:crypto';
import { bonusApi, pathOf } from '@wallet/contract';
import { creditDeposit } from '../../src/modules/wallet/index.ts';
import type { MoneyPathDriver, PathContext, Reply } from './money-path.ts';
import { memberBalance } from './member-balance.ts';

/** The member's deposit the bonus is taken on, and the bonus it earns (50 %, capped above it). */
const DEPOSIT = 100_000;
const BONUS = 50_000;

/** A bonus whose floor is above deposit and bonus together, so it may be cleared at once. */
const FLOOR = 200_000;

/**
 * A bonus (ADR 0040), by point: its activation (a GET that moves money: the receipt and the
 * credit from the house's bonuses, one transaction) on a fresh deposit and an open code, or its
 * clearing (the row ended and its finish_bonus row, one transaction) once the balance is under
 * the bonus's floor; interrupted and replayed under its key.
 */
export const bonusPath: MoneyPathDriver = {
  path: 'bonus',
  draw: (_, point) =>
    point === 'bonus.afterClear'
      ? { label: 'a bonus under its floor', faults: [], choice: 'clear' }
      : { label: 'a deposit and an open bonus', faults: [], choice: 'activate' },

  async prepare({ server, pool, ledger, member }, draw) {
    const code = `EXPLORE${randomUUID().slice(0, 8).toUpperCase()}`;
    await pool.query(
      `INSERT INTO bonuses (code, promotion, type, max_received, description, percent, max_bonus, min_deposit,
         percent_fail, target_times, bust_below, withdraw_cap_times, banners)
       VALUES ($1, false, 'limit', 5, $2, 50, $3, 10000, 50, 2, $4, 3, '[]')`,
      [code, JSON.stringify({ th: `Explore ${code}` }), BONUS, draw.choice === 'clear' ? FLOOR : 1000],
    );
    await creditDeposit(ledger, undefined, {
      memberId: member.memberId,
      amount: DEPOSIT,
      opKey: `explore-deposit:${randomUUID()}`,
      channel: 'TEST',
    });
    const activation = pathOf(bonusApi.activate, { code });
    if (draw.choice === 'activate') return { path: activation, method: 'GET', body: {} };
    const taken = await fetch(`${server.url}${activation}`, {
      headers: {
        authorization: `Bearer ${member.token}`,
        'idempotency-key': `explore-bonus-${randomUUID()}`,
      },
    });
    if (taken.status !== 200) throw new Error(`activate: ${taken.status} ${await taken.text()}`);
    return { path: pathOf(bonusApi.clear), method: 'GET', body: {} };
  },

  judge: (context, replay) => bonusBooks(context, replay),
};

async function bonusBooks({ pool, member }: PathContext, replay: Reply): Promise<string[]> {
  const { rows } = await pool.query<{
    id: number;
    isActive: boolean;
    bonus: number;
    opKey: string | null;
    endReason: string | null;
    endOpKey: string | null;
  }>(
    `SELECT id::int, is_active AS "isActive", bonus, op_key AS "opKey", end_reason AS "endReason",
            end_op_key AS "endOpKey"
     FROM member_bonuses WHERE member_id = $1`,
    [member.memberId],
  );
  const { rows: movements } = await pool.query<{ kind: string; amount: number; status: string }>(
    `SELECT kind, amount, status FROM movements WHERE member_id = $1 AND kind IN ('bonus', 'bonus_end') ORDER BY id`,
    [member.memberId],
  );
  const [taken] = rows;
  if (rows.length !== 1 || !taken) return [`${rows.length} bonuses taken on one deposit`];
  const problems: string[] = [];
  const wallet = await memberBalance(pool, member.memberId, 'wallet');
  const cleared = !taken.isActive;
  if (Number(taken.bonus) !== BONUS || taken.opKey === null)
    problems.push(`the bonus after recovery: ${JSON.stringify(taken)}`);
  if (cleared && (taken.endReason !== 'clear' || taken.endOpKey === null))
    problems.push(`the cleared bonus after recovery: ${JSON.stringify(taken)}`);
  const kinds = movements.map((movement) => `${movement.kind} ${Number(movement.amount)} ${movement.status}`);
  const expected = [`bonus ${BONUS} SUCCESS`, ...(cleared ? [`bonus_end ${BONUS} SUCCESS`] : [])];
  if (JSON.stringify(kinds) !== JSON.stringify(expected))
    problems.push(`books: ${JSON.stringify(kinds)} for ${JSON.stringify(expected)}`);
  // Clearing moves no money: the wallet holds the deposit and the bonus either way.
  if (wallet !== DEPOSIT + BONUS)
    problems.push(`books: the wallet holds ${wallet} satang of ${DEPOSIT + BONUS}`);
  const answered = cleared
    ? replay.status === 200 && replay.body.message === 'BONUS_CLEAR'
    : replay.status === 200 &&
      replay.body._id === String(taken.id) &&
      replay.body.bonus === BONUS / 100 &&
      (replay.body.wallet as { amount?: unknown } | undefined)?.amount === (DEPOSIT + BONUS) / 100;
  if (!answered)
    problems.push(
      `replay answered ${replay.status} ${JSON.stringify(replay.body)} for ${JSON.stringify(taken)}`,
    );
  return problems;
}
