import type pg from 'pg';
import { readBooks } from '../money-books.ts';

/**
 * A deposit credit's books after recovery (the deposit drivers share them): the member's wallet
 * holds exactly the amount that came in, in exactly one deposit movement, SUCCESS; none PENDING.
 */
export async function depositBooks(pool: pg.Pool, memberId: number, amount: number): Promise<string[]> {
  const books = await readBooks(pool, memberId, { account: () => undefined });
  const { rows } = await pool.query<{ reference: string; amount: number; status: string }>(
    `SELECT reference, amount, status FROM movements
     WHERE member_id = $1 AND kind IN ('deposit', 'deposit_notice') ORDER BY id`,
    [memberId],
  );
  const problems: string[] = [];
  if (books.wallet !== amount) problems.push(`books: the wallet holds ${books.wallet} satang of ${amount}`);
  for (const movement of rows)
    if (movement.status === 'PENDING') problems.push(`deposit ${movement.reference} still PENDING`);
  const credited = rows.filter((movement) => movement.status === 'SUCCESS');
  if (credited.length !== 1 || credited[0]!.amount !== amount)
    problems.push(`books: ${credited.length} deposits credited (${JSON.stringify(rows)}), one of ${amount}`);
  return problems;
}
