import type { Queryable, Tx } from '../../../db/queryable.ts';
import type { OperatorRole, OperatorView } from '@wallet/contract';

/** An operator row as the services read it. */
export interface OperatorRow {
  id: number;
  username: string;
  name: string;
  role: OperatorRole;
  passwordHash: string;
  totpSecret: string | null;
  totpLastStep: number;
  active: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
}

export const OPERATOR_COLUMNS = `id::int AS id, username, name, role, password_hash AS "passwordHash",
  totp_secret AS "totpSecret", totp_last_step::int AS "totpLastStep", active, created_at AS "createdAt",
  last_login_at AS "lastLoginAt"`;

export function operatorView(row: OperatorRow): OperatorView {
  return {
    id: Number(row.id),
    username: row.username,
    name: row.name,
    role: row.role,
    active: row.active,
    totp: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** What the audit trail keeps of an operator: never the hash or the secret. */
export function operatorSnapshot(row: OperatorRow): Record<string, unknown> {
  const { passwordHash: _hash, totpSecret: _secret, totpLastStep: _step, ...rest } = row;
  return { ...rest, totp: row.totpSecret !== null };
}

/** One operator's row (locked for the caller's transaction when `lock`), or undefined. */
export async function operatorById(
  db: Queryable | Tx,
  id: number,
  lock = false,
): Promise<OperatorRow | undefined> {
  const { rows } = await db.query<OperatorRow>(
    `SELECT ${OPERATOR_COLUMNS} FROM operators WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
    [id],
  );
  return rows[0];
}
