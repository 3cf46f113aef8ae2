import type { Queryable } from '../../db/queryable.ts';

export interface GameAccountRow {
  memberId: number;
  provider: string;
  username: string;
  passwordSealed: string;
}

const COLUMNS = `member_id AS "memberId", provider, username, password_sealed AS "passwordSealed"`;

export async function gameAccountsOf(db: Queryable, memberId: number): Promise<GameAccountRow[]> {
  const { rows } = await db.query<GameAccountRow>({
    name: 'game_accounts_of_member',
    text: `SELECT ${COLUMNS} FROM game_accounts WHERE member_id = $1`,
    values: [memberId],
  });
  return rows;
}

export async function gameAccountOf(
  db: Queryable,
  memberId: number,
  provider: string,
): Promise<GameAccountRow | undefined> {
  const { rows } = await db.query<GameAccountRow>(
    `SELECT ${COLUMNS} FROM game_accounts WHERE member_id = $1 AND provider = $2`,
    [memberId, provider],
  );
  return rows[0];
}

/** False when the member already has an account there (a concurrent activation won). */
export async function insertGameAccount(db: Queryable, row: GameAccountRow): Promise<boolean> {
  const { rowCount } = await db.query(
    `INSERT INTO game_accounts (member_id, provider, username, password_sealed) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING`,
    [row.memberId, row.provider, row.username, row.passwordSealed],
  );
  return (rowCount ?? 0) > 0;
}

export async function updateGamePassword(db: Queryable, memberId: number, provider: string, sealed: string) {
  await db.query('UPDATE game_accounts SET password_sealed = $3 WHERE member_id = $1 AND provider = $2', [
    memberId,
    provider,
    sealed,
  ]);
}
