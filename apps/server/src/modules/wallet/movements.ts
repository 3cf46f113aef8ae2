import { randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/queryable.ts';

export type MovementKind =
  | 'game_in'
  | 'game_out'
  | 'withdrawal'
  | 'deposit_notice'
  | 'deposit'
  | 'bonus'
  | 'bonus_end'
  | 'bonus_forfeit'
  /** A bonus_forfeit given back: the withdrawal it came with was rejected (ADR 0048). */
  | 'bonus_forfeit_return'
  | 'invite_claim'
  | 'refund_receive'
  | 'refund_add'
  /** A spin wheel coupon claimed into the wallet (ADR 0060). */
  | 'luckydraw'
  | 'adjustment';

export type StatementType = 'deposit' | 'bonus' | 'finish_bonus' | 'withdraw' | 'transfer';
export type MovementStatus = 'PENDING' | 'SUCCESS' | 'FAILED';

export interface Movement {
  id: number;
  reference: string;
  memberId: number;
  statementType: StatementType;
  kind: MovementKind;
  fromPlace: string;
  toPlace: string;
  provider: string | null;
  amount: number;
  status: MovementStatus;
  opKey: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type NewMovement = Pick<
  Movement,
  'memberId' | 'statementType' | 'kind' | 'fromPlace' | 'toPlace' | 'provider' | 'amount' | 'opKey'
>;

export const MOVEMENT_COLUMNS = `id, reference, member_id AS "memberId", statement_type AS "statementType", kind,
  from_place AS "fromPlace", to_place AS "toPlace", provider, amount, status, op_key AS "opKey",
  created_at AS "createdAt", updated_at AS "updatedAt"`;

const PREFIX: Record<MovementKind, string> = {
  game_in: 'GI',
  game_out: 'GO',
  withdrawal: 'WD',
  deposit_notice: 'DN',
  deposit: 'DP',
  bonus: 'BN',
  bonus_end: 'BE',
  bonus_forfeit: 'BF',
  bonus_forfeit_return: 'BR',
  invite_claim: 'IC',
  refund_receive: 'RR',
  refund_add: 'RA',
  luckydraw: 'LD',
  adjustment: 'AJ',
};

/** A reference members and providers can quote: kind prefix, then 16 random base32 characters. */
export function newReference(kind: MovementKind): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  return PREFIX[kind] + Array.from(bytes, (byte) => alphabet[byte % 32]).join('');
}

/** The columns a new movement is inserted with, in MOVEMENT_INSERT_COLUMNS order ($1 to $10). */
export const MOVEMENT_INSERT_COLUMNS =
  'reference, member_id, statement_type, kind, from_place, to_place, provider, amount, status, op_key';

export function movementParams(movement: NewMovement, status: MovementStatus): unknown[] {
  return [
    newReference(movement.kind),
    movement.memberId,
    movement.statementType,
    movement.kind,
    movement.fromPlace,
    movement.toPlace,
    movement.provider,
    movement.amount,
    status,
    movement.opKey,
  ];
}

/** Inserts the movement (PENDING unless told); undefined when its opKey already has one. */
export async function insertMovement(
  db: Queryable,
  movement: NewMovement,
  status: MovementStatus = 'PENDING',
): Promise<Movement | undefined> {
  const { rows } = await db.query<Movement>(
    `INSERT INTO movements (${MOVEMENT_INSERT_COLUMNS})
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (op_key) DO NOTHING RETURNING ${MOVEMENT_COLUMNS}`,
    movementParams(movement, status),
  );
  return rows[0];
}

export async function movementByOpKey(db: Queryable, opKey: string): Promise<Movement | undefined> {
  const { rows } = await db.query<Movement>({
    name: 'movement_by_op_key',
    text: `SELECT ${MOVEMENT_COLUMNS} FROM movements WHERE op_key = $1`,
    values: [opKey],
  });
  return rows[0];
}

export async function movementById(db: Queryable, id: number): Promise<Movement | undefined> {
  const { rows } = await db.query<Movement>(`SELECT ${MOVEMENT_COLUMNS} FROM movements WHERE id = $1`, [id]);
  return rows[0];
}

/** PENDING movements of these kinds not touched for ageMs: the recovery job's work list. */
export async function stalePending(
  db: Queryable,
  kinds: MovementKind[],
  ageMs: number,
  limit = 100,
): Promise<Movement[]> {
  const { rows } = await db.query<Movement>(
    `SELECT ${MOVEMENT_COLUMNS} FROM movements
     WHERE status = 'PENDING' AND kind = ANY($1) AND updated_at <= now() - make_interval(secs => $2::double precision / 1000)
     ORDER BY updated_at LIMIT $3`,
    [kinds, ageMs, limit],
  );
  return rows;
}

/** How many PENDING movements (any kind) wait past ageMs: the recovery backlog, on the partial index. */
export async function countStalePending(db: Queryable, ageMs: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM movements
     WHERE status = 'PENDING' AND updated_at <= now() - make_interval(secs => $1::double precision / 1000)`,
    [ageMs],
  );
  return rows[0]!.n;
}

export async function touchMovement(db: Queryable, id: number): Promise<void> {
  await db.query(
    'UPDATE movements SET attempts = attempts + 1, updated_at = now() WHERE id = $1 AND status = $2',
    [id, 'PENDING'],
  );
}
