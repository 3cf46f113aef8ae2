import type { Queryable } from '../../db/queryable.ts';
import { balancedLegs, memberChanges, type Leg } from './journal.ts';
import {
  MOVEMENT_COLUMNS,
  MOVEMENT_INSERT_COLUMNS,
  movementParams,
  type Movement,
  type NewMovement,
  type MovementStatus,
} from './movements.ts';

/**
 * The two writes on the money path, each one SQL statement (so one round trip and its own
 * atomic transaction): open a movement with its journal, or close a pending one with its
 * journal. The journal and the balance updates only happen when the movement row was
 * written, so a repeated op key or a second settler changes nothing. Member accounts are
 * locked in id order before they change, so concurrent statements never deadlock. Both are
 * named (prepared once per connection): planning them took longer than running them.
 */
export interface Posted {
  movement: Movement;
  /** New balances of the member accounts this journal changed, by account id. */
  balances: Map<number, number>;
}

/**
 * The journal and the balance updates after the movement CTE (mv). The member accounts are
 * updated one statement-CTE each, in account-id order, each gated on the one before, so the
 * row locks are taken in id order without a separate locking pass.
 */
function journalTail(first: number, accounts: number, extraColumns = ''): string {
  const p = (offset: number) => `$${first + offset}`;
  const updates = Array.from(
    { length: accounts },
    (_, i) => `,
  u${i} AS (
    UPDATE ledger_accounts SET balance = balance + ${p(4 + 2 * i)}::bigint, updated_at = now()
    WHERE id = ${p(3 + 2 * i)}::bigint AND EXISTS (SELECT 1 FROM ${i === 0 ? 'j' : `u${i - 1}`})
    RETURNING id, balance
  )`,
  ).join('');
  const balances =
    accounts === 0
      ? 'NULL::json'
      : `(SELECT json_agg(json_build_array(u.id, u.balance)) FROM (${Array.from(
          { length: accounts },
          (_, i) => `SELECT id, balance FROM u${i}`,
        ).join(' UNION ALL ')}) u)`;
  return `
  j AS (
    INSERT INTO journal_transactions (kind, member_id, movement_id)
    SELECT ${p(0)}, mv."memberId", mv.id FROM mv RETURNING id
  ),
  e AS (
    INSERT INTO journal_entries (journal_id, account_id, amount)
    SELECT j.id, leg.account_id, leg.amount FROM j, unnest(${p(1)}::bigint[], ${p(2)}::bigint[]) AS leg(account_id, amount)
  )${updates}
  SELECT (SELECT row_to_json(mv) FROM mv) AS movement, ${balances} AS balances${extraColumns}`;
}

/** The journal's parameters: kind, entries, then (id, amount) per member account in id order. */
function legParams(kind: string, legs: Leg[]): { values: unknown[]; accounts: number } {
  const moving = balancedLegs(legs);
  const ordered = memberChanges(moving);
  return {
    values: [kind, moving.map((leg) => leg.account.id), moving.map((leg) => leg.amount), ...ordered.flat()],
    accounts: ordered.length,
  };
}

export type PostedRow = {
  movement: (Omit<Movement, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string }) | null;
  balances: [number, number][] | null;
  claimed?: boolean;
  answered?: boolean;
};

export function postedOf(row: Pick<PostedRow, 'movement' | 'balances'> | undefined): Posted | undefined {
  if (!row?.movement) return undefined;
  const { createdAt, updatedAt, ...rest } = row.movement;
  return {
    movement: { ...rest, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) },
    balances: new Map((row.balances ?? []).map(([id, balance]) => [Number(id), Number(balance)])),
  };
}

/** Inserts the movement and posts its journal; undefined when the op key already has a movement. */
export async function openMovementStatement(
  db: Queryable,
  movement: NewMovement,
  status: MovementStatus,
  journalKind: string,
  legs: Leg[],
): Promise<Posted | undefined> {
  const journal = legParams(journalKind, legs);
  const { rows } = await db.query<PostedRow>({
    name: `ledger_open_movement_${journal.accounts}`,
    text: `WITH mv AS (
       INSERT INTO movements (${MOVEMENT_INSERT_COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (op_key) DO NOTHING RETURNING ${MOVEMENT_COLUMNS}
     ),${journalTail(11, journal.accounts)}`,
    values: [...movementParams(movement, status), ...journal.values],
  });
  return postedOf(rows[0]);
}

/** An idempotency key's claim, written by the statement that opens the movement. */
export interface KeyClaimParams {
  memberId: number;
  key: string;
  route: string;
  requestHash: string;
  leaseMs: number;
}

/** Flips a PENDING movement to its final status and posts its journal; undefined when it was not pending. */
export async function closeMovementStatement(
  db: Queryable,
  movementId: number,
  status: 'SUCCESS' | 'FAILED',
  journalKind: string,
  legs: Leg[],
): Promise<Posted | undefined> {
  const journal = legParams(journalKind, legs);
  const { rows } = await db.query<PostedRow>({
    name: `ledger_close_movement_${journal.accounts}`,
    text: `WITH mv AS (
       UPDATE movements SET status = $2, updated_at = now() WHERE id = $1 AND status = 'PENDING'
       RETURNING ${MOVEMENT_COLUMNS}
     ),${journalTail(3, journal.accounts)}`,
    values: [movementId, status, ...journal.values],
  });
  return postedOf(rows[0]);
}
